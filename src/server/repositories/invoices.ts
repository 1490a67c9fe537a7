import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, ne, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { centsToDollars } from '../../shared/format/currency';
import { INVOICEABLE_STAGE_STATUSES, pendingCutoffDate } from '../../shared/invoice-rules';
import { providerToday } from '../config/provider-day';
import type { BillingStageStatus } from '../../shared/schemas/projects';
import type { BillingStageListItem, BillingStageSortKey, BillingStagesQuery, Invoice, InvoiceStatus, PendingInvoiceItem } from '../../shared/schemas/invoices';
import type { TravelToBill } from '../../shared/travel-billing';
import type { Transaction, Db } from '../db/client';
import { billingStages, companies, inspections, invoiceLines, invoices, profiles, projects } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { PROJECT_SITE_COLUMNS, toBillingStageResponse } from './projects';
import { containsPattern } from './sql-text';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Billing stages
// ---------------------------------------------------------------------------------------------

/** The pending rule of src/shared/invoice-rules.ts (isPendingStage) in SQL. */
function pendingCondition(now: Date): SQL {
  return and(
    inArray(billingStages.status, INVOICEABLE_STAGE_STATUSES),
    or(eq(billingStages.status, 'ready'), lte(billingStages.toBeInvoicedDate, pendingCutoffDate(providerToday(now)))),
  )!;
}

/**
 * The status a stage shows (stageStatusOn in src/shared/invoice-rules.ts) in SQL: a scheduled stage
 * whose date has come (the provider's day at `now`: src/server/config/provider-day.ts) is ready.
 * Every list, filter and sort reads this, never the stored column alone.
 */
export function stageStatusSql(now: Date = new Date()): SQL<BillingStageStatus> {
  const today = sql`${providerToday(now)}::date`;
  return sql<BillingStageStatus>`(case when ${billingStages.status} = 'scheduled' and ${billingStages.toBeInvoicedDate} <= ${today} then 'ready'::billing_stage_status else ${billingStages.status} end)`;
}

/** Newest need first (comparePendingStages), then project and stage order. */
const PENDING_ORDER = [sql`${billingStages.toBeInvoicedDate} desc nulls last`, asc(projects.projectCode), asc(billingStages.seq)];

/** A stage with its project, client company and invoice: what the lists show and search. */
function withParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(projects, eq(projects.id, billingStages.projectId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(invoices, eq(invoices.id, billingStages.invoiceId));
}

function selectStages(db: Db) {
  return withParties(
    db
      .select({
        stage: billingStages,
        projectCode: projects.projectCode,
        projectName: projects.projectName,
        companyId: projects.companyId,
        companyName: companies.name,
        invoiceNumber: invoices.invoiceNumber,
      })
      .from(billingStages)
      .$dynamic(),
  );
}
type SelectedStage = Awaited<ReturnType<ReturnType<typeof selectStages>['execute']>>[number];

function toStageItem({ stage, projectCode, projectName, companyId, companyName, invoiceNumber }: SelectedStage, now: Date): BillingStageListItem {
  return {
    ...toBillingStageResponse(stage, now),
    project_code: projectCode,
    project_name: projectName,
    company_id: companyId,
    company_name: companyName,
    invoice_number: invoiceNumber,
  };
}

/** GET /api/invoices/pending: the pending-invoice items (docs/business-rules.md, Invoicing), newest need first. */
export async function listPendingInvoiceItems(db: Db, now: Date): Promise<PendingInvoiceItem[]> {
  const rows = await selectStages(db).where(pendingCondition(now)).orderBy(...PENDING_ORDER);
  return rows.map((row) => ({
    invoice_id: row.stage.id,
    project_code: row.projectCode,
    project_id: row.stage.projectId,
    stage_description: row.stage.stageDescription,
    project_name: row.projectName,
    company_name: row.companyName,
    to_be_invoiced_date: row.stage.toBeInvoicedDate,
    total_amount: centsToDollars(row.stage.totalAmountCents),
    invoice_number: row.invoiceNumber,
  }));
}

const stageSortColumns = (now: Date): Record<BillingStageSortKey, SQL | AnyColumn> => ({
  project: projects.projectCode,
  company: companies.name,
  stage: billingStages.stageDescription,
  date: billingStages.toBeInvoicedDate,
  amount: billingStages.totalAmountCents,
  status: stageStatusSql(now),
  invoice: invoices.invoiceNumber,
});
/** Columns that may be empty: their empty values sort last in both directions. */
const NULLABLE_STAGE_SORTS = new Set<BillingStageSortKey>(['company', 'date', 'invoice']);

/** The chosen column, then project and stage order: (project, seq) is unique, so pages never overlap. */
function stageListOrder(query: BillingStagesQuery, now: Date): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_STAGE_SORTS.has(query.sort) ? sql` nulls last` : sql``;
  return [sql`${stageSortColumns(now)[query.sort]} ${direction}${nulls}`, asc(projects.projectCode), asc(billingStages.seq)];
}

/** What a search reads: every word must be somewhere in it. */
const STAGE_SEARCH_TEXT = sql`concat_ws(' ', ${projects.projectCode}, ${projects.projectName}, ${companies.name}, ${billingStages.stageDescription}, ${invoices.invoiceNumber})`;

/** GET /api/billing-stages (staff): filtered, searched, sorted and paged, with how many match and their sum. */
export async function listBillingStages(db: Db, query: BillingStagesQuery, now: Date): Promise<{ rows: BillingStageListItem[]; total: number; amountCents: number }> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    query.status ? eq(stageStatusSql(now), query.status) : undefined,
    query.from ? gte(billingStages.toBeInvoicedDate, query.from) : undefined,
    query.to ? lte(billingStages.toBeInvoicedDate, query.to) : undefined,
    query.company ? eq(projects.companyId, query.company) : undefined,
    query.project ? eq(projects.projectCode, query.project) : undefined,
    query.pending ? pendingCondition(now) : undefined,
    ...words.map((word) => ilike(STAGE_SEARCH_TEXT, containsPattern(word)!)),
  );
  const [rows, [totals]] = await Promise.all([
    selectStages(db)
      .where(where)
      .orderBy(...stageListOrder(query, now))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    withParties(
      db
        .select({ total: count(), amountCents: sql<string>`coalesce(sum(${billingStages.totalAmountCents}), 0)` })
        .from(billingStages)
        .$dynamic(),
    ).where(where),
  ]);
  // A bigint sum comes back as text; a business's cents stay far below 2^53, exact as a number.
  return { rows: rows.map((row) => toStageItem(row, now)), total: totals?.total ?? 0, amountCents: Number(totals?.amountCents ?? 0) };
}

/** A project's stages in order (its invoicing page). */
export async function listProjectStages(db: Db, projectId: string, now: Date = new Date()): Promise<BillingStageListItem[]> {
  const rows = await selectStages(db).where(eq(billingStages.projectId, projectId)).orderBy(asc(billingStages.seq));
  return rows.map((row) => toStageItem(row, now));
}

/** One stage with its project, company and invoice, or undefined. */
export async function getBillingStageItem(db: Db, id: string, now: Date = new Date()): Promise<BillingStageListItem | undefined> {
  const [row] = await selectStages(db).where(eq(billingStages.id, id));
  return row && toStageItem(row, now);
}

/** The stages, locked for the rest of the transaction (ordered by id so concurrent lockers never deadlock). */
export async function lockStages(tx: Transaction, ids: readonly string[]) {
  return tx
    .select()
    .from(billingStages)
    .where(inArray(billingStages.id, [...ids]))
    .orderBy(asc(billingStages.id))
    .for('update');
}
export type StageRow = Awaited<ReturnType<typeof lockStages>>[number];

export async function setStagesStatus(tx: Transaction, ids: readonly string[], status: BillingStageStatus, invoiceId: string | null): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(billingStages)
    .set({ status, invoiceId, updatedAt: sql`now()` })
    .where(inArray(billingStages.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------
// Projects and bill-to companies
// ---------------------------------------------------------------------------------------------

/** The project (by code or id) with its client company, or undefined. */
export async function findInvoicingProject(db: Db, where: { code: string } | { id: string }) {
  const [row] = await db
    .select({ ...PROJECT_SITE_COLUMNS, company: companies })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where('code' in where ? eq(projects.projectCode, where.code) : eq(projects.id, where.id));
  return row;
}
export type InvoicingProject = NonNullable<Awaited<ReturnType<typeof findInvoicingProject>>>;

/** A company's postal address on one line, or null. */
export const companyAddress = (company: { address: string | null; city: string | null; region: string | null; postalCode: string | null }) =>
  [company.address, company.city, company.region, company.postalCode].filter(Boolean).join(', ') || null;

/** Where an invoice goes: the company's office e-mail and its active client users, each once. */
export async function billingContacts(db: Db, companyId: string): Promise<string[]> {
  const [company] = await db.select({ email: companies.email }).from(companies).where(eq(companies.id, companyId));
  const users = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.role, 'Client'), eq(profiles.status, 'active')));
  const emails = [company?.email, ...users.map((user) => user.email)].filter((email): email is string => Boolean(email));
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

/** One line as issued: a stage's (`billingStageId`) or an inspection's travel (`inspectionId`). */
export interface NewInvoiceLine {
  billingStageId?: string | null;
  inspectionId?: string | null;
  description: string;
  amountCents: number;
}

export async function insertInvoice(tx: Transaction, values: NewInvoiceRow, lines: readonly NewInvoiceLine[]): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  await tx.insert(invoiceLines).values(lines.map((line, index) => ({ ...line, invoiceId: row!.id, seq: index + 1 })));
  return row!;
}

export async function lockInvoice(tx: Transaction, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(tx: Transaction, id: string, values: Partial<NewInvoiceRow>): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Travel (src/shared/travel-billing.ts)
// ---------------------------------------------------------------------------------------------

/** A performed inspection of the project with a travel fee above zero. */
const travelOf = (projectId: string) => and(eq(inspections.projectId, projectId), eq(inspections.status, 'performed'), gt(inspections.travelFeeCents, 0));

/** Not on any invoice that stands (issued or paid; a void invoice frees its travel lines). */
const notBilled = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoiceLines.inspectionId, inspections.id), ne(invoices.status, 'void'))),
  );

/** The project's travel not billed yet, in visit order (the invoicing tab shows it; issueInvoice bills it). */
export async function listUnbilledTravel(db: Db, projectId: string): Promise<TravelToBill[]> {
  const rows = await db
    .select({
      inspectionId: inspections.id,
      stage: inspections.stage,
      performedAt: inspections.performedAt,
      scheduledAt: inspections.scheduledAt,
      travelKm: inspections.travelKm,
      flatZone: inspections.travelFlatZone,
      travelFeeCents: inspections.travelFeeCents,
    })
    .from(inspections)
    .where(and(travelOf(projectId), notBilled(db)))
    .orderBy(asc(inspections.performedAt), asc(inspections.id));
  return rows.map(({ scheduledAt, performedAt, ...row }) => ({ ...row, performedAt: performedAt ?? scheduledAt }));
}

/**
 * Lock the project's performed inspections that carry travel (ordered by id: no deadlock), for the
 * rest of the transaction. Two invoices of the project issued at once both lock them, so the second
 * waits for the first to commit, and its next statement (a new snapshot) sees the travel lines the
 * first added: travel is never billed twice.
 */
export async function lockProjectTravel(tx: Transaction, projectId: string): Promise<void> {
  await tx.select({ id: inspections.id }).from(inspections).where(travelOf(projectId)).orderBy(asc(inspections.id)).for('update');
}

/** The ids of the stages an invoice's lines bill. */
export async function invoiceStageIds(db: Db, invoiceId: string): Promise<string[]> {
  const rows = await db.select({ id: invoiceLines.billingStageId }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  return rows.map((row) => row.id).filter((id): id is string => id !== null);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function toInvoices(db: Db, rows: ReadonlyArray<{ invoice: InvoiceRow; projectCode: string; projectName: string }>): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.invoice.id),
      ),
    )
    .orderBy(asc(invoiceLines.seq));
  return rows.map(({ invoice, projectCode, projectName }) => ({
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    project_id: invoice.projectId,
    project_code: projectCode,
    project_name: projectName,
    bill_to_company_id: invoice.billToCompanyId,
    bill_to_name: invoice.billToName,
    bill_to_address: invoice.billToAddress,
    subtotal_cents: invoice.subtotalCents,
    tax_rate_basis_points: invoice.taxRateBasisPoints,
    tax_cents: invoice.taxCents,
    total_cents: invoice.totalCents,
    status: invoice.status,
    issued_at: iso(invoice.issuedAt),
    due_at: invoice.dueAt,
    paid_at: iso(invoice.paidAt),
    payment_reference: invoice.paymentReference,
    voided_at: iso(invoice.voidedAt),
    voided_reason: invoice.voidedReason,
    lines: lines
      .filter((line) => line.invoiceId === invoice.id)
      .map((line) => ({ id: line.id, billing_stage_id: line.billingStageId, inspection_id: line.inspectionId, seq: line.seq, description: line.description, amount_cents: line.amountCents })),
  }));
}

const selectInvoices = (db: Db) =>
  db
    .select({ invoice: invoices, projectCode: projects.projectCode, projectName: projects.projectName })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId));

export async function getInvoice(db: Db, id: string): Promise<Invoice | undefined> {
  const [invoice] = await toInvoices(db, await selectInvoices(db).where(eq(invoices.id, id)));
  return invoice;
}

/** A project's invoices, newest first. */
export async function listProjectInvoices(db: Db, projectId: string): Promise<Invoice[]> {
  return toInvoices(db, await selectInvoices(db).where(eq(invoices.projectId, projectId)).orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber)));
}

/** Invoice statuses a client of the bill-to company may read (never a draft or a voided one). */
const CLIENT_VISIBLE_STATUSES: readonly InvoiceStatus[] = ['issued', 'paid'];

/** The issued or paid invoices of a project billed to the viewer's company, newest first (none without a company). */
export async function listCompanyInvoices(db: Db, viewer: Viewer, projectId: string): Promise<Invoice[]> {
  if (!viewer.companyId) return [];
  const where = and(eq(invoices.projectId, projectId), eq(invoices.billToCompanyId, viewer.companyId), inArray(invoices.status, [...CLIENT_VISIBLE_STATUSES]));
  return toInvoices(db, await selectInvoices(db).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber)));
}

/**
 * The stored PDF of an invoice the viewer may read: staff any, a Client only its company's issued
 * or paid invoices (another company's, or a void one, is "not found").
 */
export async function findVisibleInvoicePdf(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ invoiceNumber: invoices.invoiceNumber, sha256: invoices.pdfSha256, sizeBytes: invoices.pdfSizeBytes })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, id),
        viewer.role === 'Client'
          ? and(
              viewer.companyId ? eq(invoices.billToCompanyId, viewer.companyId) : sql`false`,
              inArray(invoices.status, [...CLIENT_VISIBLE_STATUSES]),
            )
          : undefined,
      ),
    );
  return row?.sha256 ? { invoiceNumber: row.invoiceNumber, sha256: row.sha256, sizeBytes: row.sizeBytes ?? undefined } : undefined;
}
