import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreateRequest, RequestDetail, RequestEvent, RequestEventKind, RequestStatus, RequestSummary, RequestsQuery } from '../../shared/schemas/requests';
import type { Region } from '../../shared/schemas/common-values';
import { OPEN_REQUEST_STATUSES, type RequestSortKey } from '../../shared/schemas/requests-values';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { companies, profiles, projects, requestEvents, requests } from '../db/schema';
import { nextCounterValue } from './settings';
import { containsPattern, optionalPersonName, personName } from './sql-text';
import { listAttachedUploads } from './uploads';

export type RequestRow = typeof requests.$inferSelect;
/**
 * Who is reading: decides which requests are visible. Admins see all; Inspectors the ones
 * assigned to them; Clients their company's (or, without a company, their own).
 */
/** The ownership filter of every read: a Client never gets another company's row. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  switch (viewer.role) {
    case 'Admin':
      return undefined;
    case 'Inspector':
      return eq(requests.assignedTo, viewer.userId);
    case 'Client':
      return viewer.companyId ? eq(requests.companyId, viewer.companyId) : eq(requests.requesterId, viewer.userId);
  }
}

const requester = alias(profiles, 'requester');
const assignee = alias(profiles, 'assignee');
const actor = alias(profiles, 'actor');

const summaryColumns = {
  request: requests,
  companyName: companies.name,
  requesterName: personName(requester),
  requesterEmail: requester.email,
  assignedToName: optionalPersonName(assignee),
  projectCode: projects.projectCode,
};

function baseQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(requests)
    .innerJoin(requester, eq(requester.id, requests.requesterId))
    .leftJoin(assignee, eq(assignee.id, requests.assignedTo))
    .leftJoin(companies, eq(companies.id, requests.companyId))
    .leftJoin(projects, eq(projects.id, requests.projectId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toSummary(row: SummaryRow): RequestSummary {
  const r = row.request;
  return {
    id: r.id,
    request_no: r.requestNo,
    type: r.type,
    status: r.status,
    project_name: r.projectName,
    site_address: r.siteAddress,
    city: r.city,
    region: r.region as Region,
    sector: r.sector,
    building_type: r.buildingType,
    work_type: r.workType,
    contract_amount_cents: r.contractAmountCents,
    desired_start_date: r.desiredStartDate,
    desired_end_date: r.desiredEndDate,
    company_id: r.companyId,
    company_name: row.companyName,
    requester_id: r.requesterId,
    requester_name: row.requesterName,
    assigned_to: r.assignedTo,
    assigned_to_name: row.assignedToName,
    project_id: r.projectId,
    project_code: row.projectCode,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A page of the requests `viewer` may see, newest first, with the total matching. */
const REQUEST_SORT_COLUMNS: Record<RequestSortKey, (SQL | AnyColumn)[]> = {
  request_no: [requests.requestNo],
  type: [requests.type],
  project: [requests.projectName],
  site: [requests.city, requests.siteAddress],
  company: [companies.name],
  contract: [requests.contractAmountCents],
  assigned: [optionalPersonName(assignee)],
  status: [requests.status],
  submitted: [requests.createdAt],
};

/** The chosen column (empty values last), then newest first and the number: pages never overlap. */
function requestListOrder(query: RequestsQuery): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [...REQUEST_SORT_COLUMNS[query.sort].map((column) => sql`${column} ${direction} nulls last`), desc(requests.createdAt), desc(requests.requestNo)];
}

export async function listRequests(
  db: Db,
  viewer: Viewer,
  query: RequestsQuery,
): Promise<{ rows: RequestSummary[]; total: number }> {
  const search = containsPattern(query.search);
  const where = and(
    visibleTo(viewer),
    query.type ? eq(requests.type, query.type) : undefined,
    query.status ? eq(requests.status, query.status) : undefined,
    query.open ? inArray(requests.status, [...OPEN_REQUEST_STATUSES]) : undefined,
    search
      ? or(
          ilike(requests.requestNo, search),
          ilike(requests.projectName, search),
          ilike(requests.siteAddress, search),
          ilike(requests.city, search),
          ilike(companies.name, search),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...requestListOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(requests)
      .leftJoin(companies, eq(companies.id, requests.companyId))
      .where(where),
  ]);
  return { rows: rows.map(toSummary), total: totalRow?.total ?? 0 };
}

/** The request with its timeline and attachments, or undefined when it does not exist or `viewer` may not see it. */
export async function getRequestDetail(db: Db, viewer: Viewer, id: string): Promise<RequestDetail | undefined> {
  const [row] = await baseQuery(db).where(and(eq(requests.id, id), visibleTo(viewer)));
  if (!row) return undefined;
  const eventsQuery = db
    .select({
      id: requestEvents.id,
      kind: requestEvents.kind,
      status: requestEvents.status,
      note: requestEvents.note,
      at: requestEvents.at,
      byName: optionalPersonName(actor),
    })
    .from(requestEvents)
    .leftJoin(actor, eq(actor.id, requestEvents.actorId))
    .where(eq(requestEvents.requestId, id))
    .orderBy(asc(requestEvents.at), asc(requestEvents.seq));
  const [events, attachments] = await Promise.all([eventsQuery, listAttachedUploads(db, { requestId: id })]);
  const r = row.request;
  const timeline: RequestEvent[] = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    status: event.status,
    note: event.note,
    at: event.at.toISOString(),
    by_name: event.byName,
  }));
  return {
    ...toSummary(row),
    postal_code: r.postalCode,
    description: r.description,
    parties: r.parties,
    details: r.details,
    requester_email: row.requesterEmail,
    timeline,
    attachments,
  };
}

/** The request row, locked until the transaction ends (so two Admin actions cannot interleave). */
export async function lockRequest(tx: Transaction, id: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  return row;
}

/** `RQ-<year>-<6 digits>`, numbered per calendar year (UTC) without gaps. */
export async function allocateRequestNo(tx: Transaction, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const value = await nextCounterValue(tx, `request:${year}`);
  return `RQ-${year}-${String(value).padStart(6, '0')}`;
}

export interface NewRequest {
  requestNo: string;
  requesterId: string;
  companyId: string | null;
  contractAmountCents: number;
  body: CreateRequest;
}

export async function insertRequest(tx: Transaction, input: NewRequest): Promise<RequestRow> {
  const { body } = input;
  const [row] = await tx
    .insert(requests)
    .values({
      requestNo: input.requestNo,
      type: body.type,
      status: 'submitted',
      requesterId: input.requesterId,
      companyId: input.companyId,
      projectName: body.project_name,
      siteAddress: body.site_address,
      city: body.city,
      region: body.region,
      postalCode: body.postal_code || null,
      sector: body.sector,
      buildingType: body.building_type,
      workType: body.work_type,
      contractAmountCents: input.contractAmountCents,
      parties: body.parties,
      desiredStartDate: body.desired_start_date,
      desiredEndDate: body.desired_end_date ?? null,
      description: body.description,
      details: body.details,
    })
    .returning();
  return row!;
}

/** Change a request (status, assignee, project) and touch updated_at. */
export async function updateRequest(
  tx: Transaction,
  id: string,
  changes: Partial<Pick<RequestRow, 'status' | 'assignedTo' | 'projectId'>>,
): Promise<RequestRow> {
  const [row] = await tx
    .update(requests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(requests.id, id))
    .returning();
  return row!;
}

export async function addRequestEvent(
  tx: Transaction,
  input: { requestId: string; kind: RequestEventKind; status?: RequestStatus | null; note?: string | null; actorId: string | null },
): Promise<void> {
  await tx.insert(requestEvents).values({
    requestId: input.requestId,
    kind: input.kind,
    status: input.status ?? null,
    note: input.note ?? null,
    actorId: input.actorId,
    // The wall clock, not now() (the transaction's start): two events of one transaction keep their order.
    at: sql`clock_timestamp()`,
  });
}


/** The fields of a request the audit log keeps for a status change. */
export const auditState = (row: RequestRow) => ({
  status: row.status,
  assigned_to: row.assignedTo,
  project_id: row.projectId,
});
