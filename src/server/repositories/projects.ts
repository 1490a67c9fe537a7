import { and, asc, count, desc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stageStatusOn } from '../../shared/invoice-rules';
import { providerToday } from '../config/provider-day';
import {
  PROJECTS_COUNT_CAP,
  type BillingStage,
  type PendingProject,
  type Project,
  type ProjectDetail,
  type ProjectFilters,
  type ProjectListItem,
  type ProjectParty,
  type ProjectPartiesInput,
  type ProjectSortKey,
  type ProjectsQuery,
  type ReviewStatus,
} from '../../shared/schemas/projects';
import { PARTY_ROLES } from '../../shared/schemas/requests';
import { type Region } from '../../shared/schemas/common-values';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { billingStages, companies, counters, profiles, projectParties, projects } from '../db/schema';
import { containsPattern, optionalPersonName } from './sql-text';
import { nextCounterValue } from './settings';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type BillingStageRow = typeof billingStages.$inferSelect;
export type NewBillingStageRow = typeof billingStages.$inferInsert;
const yearDigits = (now: Date) => String(now.getUTCFullYear() % 100).padStart(2, '0');
const formatProjectCode = (region: Region, yy: string, value: number) => `${region}-${yy}-${String(value).padStart(4, '0')}`;

/**
 * The next project code of a region and year, `<REGION>-<YY>-<NNNN>` (e.g. `BC-26-0001`).
 * Allocate it inside the transaction that creates the project (see nextCounterValue).
 */
export async function allocateProjectCode(tx: Transaction, region: Region, now = new Date()): Promise<string> {
  const yy = yearDigits(now);
  return formatProjectCode(region, yy, await nextCounterValue(tx, `project:${region}:${yy}`));
}

/** `count` consecutive codes of a region and year at once (bulk loads: scripts/seed-large.ts). */
export async function allocateProjectCodes(tx: Transaction, region: Region, count: number, now = new Date()): Promise<string[]> {
  const yy = yearDigits(now);
  const [row] = await tx
    .insert(counters)
    .values({ key: `project:${region}:${yy}`, value: count })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + ${count}` } })
    .returning({ value: counters.value });
  const last = row!.value;
  return Array.from({ length: count }, (_, index) => formatProjectCode(region, yy, last - count + 1 + index));
}

export async function insertProject(tx: Transaction, values: NewProjectRow): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  await refreshSearchText(tx, eq(projects.id, row!.id));
  return row!;
}

/**
 * Recompute `search_text` (code, name, address, city and client company name, lower case) of the
 * projects matching `where`: after a project is written or its company renamed.
 */
export async function refreshSearchText(db: Db, where: SQL): Promise<void> {
  await db
    .update(projects)
    .set({
      searchText: sql`lower(concat_ws(' ', ${projects.projectCode}, ${projects.projectName}, ${projects.address}, ${projects.city}, (select c.name from companies c where c.id = ${sql.raw('"projects"."company_id"')})))`,
    })
    .where(where);
}

export async function insertBillingStages(tx: Transaction, values: NewBillingStageRow[]): Promise<BillingStageRow[]> {
  const rows = await tx.insert(billingStages).values(values).returning();
  return rows.sort((a, b) => a.seq - b.seq);
}

/** A stage as the API answers it, with the status it shows at `now` (stageStatusOn: scheduled becomes ready on its date). */
export function toBillingStageResponse(row: BillingStageRow, now: Date = new Date()): BillingStage {
  return {
    id: row.id,
    project_id: row.projectId,
    seq: row.seq,
    stage_description: row.stageDescription,
    total_amount_cents: row.totalAmountCents,
    to_be_invoiced_date: row.toBeInvoicedDate,
    status: stageStatusOn(row, providerToday(now)),
    invoice_id: row.invoiceId,
    voided_at: row.voidedAt ? row.voidedAt.toISOString() : null,
    voided_reason: row.voidedReason,
  };
}

const leadInspector = alias(profiles, 'lead_inspector');
const leadInspectorName = optionalPersonName(leadInspector);

/** The projects columns a list row shows (ProjectListItem): lists read no more than these. */
const LISTED_COLUMNS = {
  id: projects.id,
  projectCode: projects.projectCode,
  projectName: projects.projectName,
  companyId: projects.companyId,
  address: projects.address,
  city: projects.city,
  region: projects.region,
  sector: projects.sector,
  baseContractCents: projects.baseContractCents,
  status: projects.status,
  reviewStatus: projects.reviewStatus,
  leadInspectorId: projects.leadInspectorId,
  startDate: projects.startDate,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};
type ListedProjectRow = Pick<ProjectRow, keyof typeof LISTED_COLUMNS>;

/** Projects (`columns`: every column, or LISTED_COLUMNS) with their client company's and lead inspector's names. */
function selectWithNames<Columns extends typeof projects | typeof LISTED_COLUMNS>(db: Db, columns: Columns) {
  return db
    .select({ project: columns, companyName: companies.name, leadInspectorName })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(leadInspector, eq(leadInspector.id, projects.leadInspectorId));
}
const selectProjects = (db: Db) => selectWithNames(db, projects);
type SelectedProject = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];
interface ListedProject {
  project: ListedProjectRow;
  companyName: string | null;
  leadInspectorName: string | null;
}

function toListItem({ project: p, companyName, leadInspectorName: inspectorName }: ListedProject): ProjectListItem {
  return {
    project_id: p.id,
    project_code: p.projectCode,
    project_name: p.projectName,
    company_id: p.companyId,
    company_name: companyName,
    address: p.address,
    city: p.city,
    region: p.region as Region,
    sector: p.sector,
    base_contract_cents: p.baseContractCents,
    status: p.status,
    review_status: p.reviewStatus,
    lead_inspector_id: p.leadInspectorId,
    lead_inspector_name: inspectorName,
    start_date: p.startDate,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

function toProject(row: SelectedProject): Project {
  const { start_date: _startDate, ...listed } = toListItem(row);
  const p = row.project;
  return { ...listed, building_type: p.buildingType, work_type: p.workType, fee_cents: p.feeCents, request_id: p.requestId };
}

/** A project with its company and lead inspector names, or undefined. */
export async function getProject(db: Db, id: string): Promise<Project | undefined> {
  const [row] = await selectProjects(db).where(eq(projects.id, id));
  return row ? toProject(row) : undefined;
}

/** Projects with this review status, newest first (GET /api/projects/status/:reviewStatus). */
export async function listProjectsByReviewStatus(db: Db, reviewStatus: ReviewStatus): Promise<PendingProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      code: projects.projectCode,
      name: projects.projectName,
      companyName: companies.name,
      reviewStatus: projects.reviewStatus,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.reviewStatus, reviewStatus))
    .orderBy(desc(projects.createdAt), desc(projects.projectCode));
  return rows.map((row) => ({
    project_id: row.id,
    project_code: row.code,
    project_name: row.name,
    company_name: row.companyName,
    review_status: row.reviewStatus,
    created_at: row.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// The projects screens: list, detail, parties, versioned update
// ---------------------------------------------------------------------------------------------

/** Who is reading projects: staff see all; a Client only their company's (none without a company). */
/** A project read needs only the role and the company of who asks. */
export type ProjectViewer = Pick<Viewer, 'role' | 'companyId'>;

/** The ownership filter of every read: a Client never gets another company's project. */
function visibleTo(viewer: ProjectViewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? eq(projects.companyId, viewer.companyId) : sql`false`;
}

const SORT_COLUMNS: Record<ProjectSortKey, SQL | AnyColumn> = {
  code: projects.projectCode,
  name: projects.projectName,
  company: companies.name,
  region: projects.region,
  status: projects.status,
  review_status: projects.reviewStatus,
  inspector: leadInspectorName,
  start_date: projects.startDate,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
};

/**
 * The WHERE of a list or export: visibility, filters, and every word of `search` somewhere in the
 * project's search text (a trigram index serves `LIKE '%word%'`).
 */
function listWhere(viewer: ProjectViewer, filters: ProjectFilters): SQL | undefined {
  const words = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return and(
    visibleTo(viewer),
    filters.status ? eq(projects.status, filters.status) : undefined,
    filters.review_status ? eq(projects.reviewStatus, filters.review_status) : undefined,
    filters.region ? eq(projects.region, filters.region) : undefined,
    filters.sector ? eq(projects.sector, filters.sector) : undefined,
    filters.inspector ? eq(projects.leadInspectorId, filters.inspector) : undefined,
    filters.id ? eq(projects.id, filters.id) : undefined,
    ...words.map((word) => like(projects.searchText, containsPattern(word)!)),
  );
}

/** Columns that may be empty: their empty values sort last in both directions. */
const NULLABLE_SORTS = new Set<ProjectSortKey>(['company', 'inspector', 'start_date']);

function listOrder(filters: ProjectFilters): SQL[] {
  const column = SORT_COLUMNS[filters.sort];
  const direction = filters.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_SORTS.has(filters.sort) ? sql` nulls last` : sql``;
  // The code breaks ties so pages never overlap; plain column orders let an index serve the page.
  return [sql`${column} ${direction}${nulls}`, sql`${projects.projectCode} ${direction}`];
}

export interface ProjectsPage {
  rows: ProjectListItem[];
  /** The matching projects, or with `totalCapped` how many were counted before stopping. */
  total: number;
  totalCapped: boolean;
}

/**
 * The ids of one page, in the list's order: the scan that filters, sorts and skips reads projects
 * alone (joining only the table a sort by company or inspector needs), so the names are joined to
 * the page's rows only, not to every row the scan passes.
 */
function pageIds(db: Db, where: SQL | undefined, query: ProjectsQuery, offset: number) {
  let ids = db.select({ id: projects.id }).from(projects).$dynamic();
  if (query.sort === 'company') ids = ids.leftJoin(companies, eq(companies.id, projects.companyId));
  if (query.sort === 'inspector') ids = ids.leftJoin(leadInspector, eq(leadInspector.id, projects.leadInspectorId));
  return ids.where(where).orderBy(...listOrder(query)).limit(query.pageSize).offset(offset).as('page');
}

/**
 * One page of the projects `viewer` may see, filtered, searched and sorted, with how many match.
 * The count stops at `countCap` or at the end of the page, whichever is further: counting a broad
 * search exactly reads every matching row, and past the cap "1,000+" is all a person needs; the
 * page's own end keeps "Next" honest on pages beyond the cap.
 */
export async function listProjects(db: Db, viewer: ProjectViewer, query: ProjectsQuery, countCap = PROJECTS_COUNT_CAP): Promise<ProjectsPage> {
  const where = listWhere(viewer, query);
  const offset = (query.page - 1) * query.pageSize;
  const countLimit = Math.max(countCap, offset + query.pageSize);
  const matching = db.select({ one: sql<number>`1`.as('one') }).from(projects).where(where).limit(countLimit + 1).as('matching');
  const page = pageIds(db, where, query, offset);
  const [rows, [counted]] = await Promise.all([
    selectWithNames(db, LISTED_COLUMNS).innerJoin(page, eq(page.id, projects.id)).orderBy(...listOrder(query)),
    db.select({ total: count() }).from(matching),
  ]);
  const total = counted?.total ?? 0;
  return { rows: rows.map(toListItem), total: Math.min(total, countLimit), totalCapped: total > countLimit };
}

/** Every project of the filtered list (up to `limit`), for the CSV export. */
export async function listProjectsForExport(db: Db, viewer: ProjectViewer, filters: ProjectFilters, limit: number): Promise<ProjectListItem[]> {
  const rows = await selectWithNames(db, LISTED_COLUMNS).where(listWhere(viewer, filters)).orderBy(...listOrder(filters)).limit(limit);
  return rows.map(toListItem);
}

/** The project row with this code, if `viewer` may see it. */
export async function findProjectByCode(db: Db, viewer: ProjectViewer, code: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(and(eq(projects.projectCode, code), visibleTo(viewer)));
  return row;
}

export async function listProjectParties(db: Db, projectId: string): Promise<ProjectParty[]> {
  const rows = await db
    .select({ role: projectParties.role, companyId: projectParties.companyId, companyName: companies.name })
    .from(projectParties)
    .innerJoin(companies, eq(companies.id, projectParties.companyId))
    .where(eq(projectParties.projectId, projectId))
    .orderBy(asc(projectParties.role));
  return rows.map((row) => ({ role: row.role, company_id: row.companyId, company_name: row.companyName }));
}

/** Set the given party roles (a company id, or null to remove); roles left out stay as they are. */
export async function setProjectParties(tx: Transaction, projectId: string, parties: ProjectPartiesInput): Promise<void> {
  for (const role of PARTY_ROLES) {
    const companyId = parties[role];
    if (companyId === undefined) continue;
    await tx.delete(projectParties).where(and(eq(projectParties.projectId, projectId), eq(projectParties.role, role)));
    if (companyId) await tx.insert(projectParties).values({ projectId, role, companyId });
  }
}

/** The project page's data: the project and its parties; undefined when `viewer` may not see it. */
export async function getProjectDetail(db: Db, viewer: ProjectViewer, code: string): Promise<ProjectDetail | undefined> {
  const [row] = await selectProjects(db).where(and(eq(projects.projectCode, code), visibleTo(viewer)));
  if (!row) return undefined;
  const p = row.project;
  const parties = await listProjectParties(db, p.id);
  return {
    ...toProject(row),
    postal_code: p.postalCode,
    final_contract_cents: p.finalContractCents,
    start_date: p.startDate,
    substantial_performance_date: p.substantialPerformanceDate,
    final_inspection_date: p.finalInspectionDate,
    closed_at: p.closedAt?.toISOString() ?? null,
    version: p.version,
    parties,
  };
}

/** Change a project at the version it was read at; undefined when the version has moved on (or the row is gone). */
export async function updateProjectAtVersion(
  tx: Transaction,
  id: string,
  version: number,
  changes: Partial<NewProjectRow>,
): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .update(projects)
    .set({ ...changes, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.version, version)))
    .returning();
  if (row) await refreshSearchText(tx, eq(projects.id, id));
  return row;
}

/** Set the review status (no version check: a status decision, not an edit of fields). */
export async function setReviewStatus(tx: Transaction, id: string, reviewStatus: ReviewStatus): Promise<void> {
  await tx.update(projects).set({ reviewStatus, updatedAt: sql`now()` }).where(eq(projects.id, id));
}

/** Lock the project row for the rest of the transaction. */
export async function lockProject(tx: Transaction, id: string): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

/** A project's identity and site as documents print them (reports, invoices). */
export const PROJECT_SITE_COLUMNS = {
  id: projects.id,
  code: projects.projectCode,
  name: projects.projectName,
  address: projects.address,
  city: projects.city,
  region: projects.region,
};
