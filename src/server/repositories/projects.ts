import { desc, eq, sql } from 'drizzle-orm';
import type { BillingStage, PendingProject, Project, ReviewStatus } from '../../shared/schemas/projects';
import type { Region } from '../../shared/schemas/requests';
import type { Database } from '../db/client';
import { billingStages, companies, profiles, projects } from '../db/schema';
import type { Transaction } from './notifications';
import { nextCounterValue } from './settings';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type BillingStageRow = typeof billingStages.$inferSelect;
export type NewBillingStageRow = typeof billingStages.$inferInsert;
type Db = Database | Transaction;

/**
 * The next project code of a region and year, `<REGION>-<YY>-<NNNN>` (e.g. `BC-26-0001`).
 * Allocate it inside the transaction that creates the project (see nextCounterValue).
 */
export async function allocateProjectCode(tx: Transaction, region: Region, now = new Date()): Promise<string> {
  const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
  const value = await nextCounterValue(tx, `project:${region}:${yy}`);
  return `${region}-${yy}-${String(value).padStart(4, '0')}`;
}

export async function insertProject(tx: Transaction, values: NewProjectRow): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row!;
}

export async function insertBillingStages(tx: Transaction, values: NewBillingStageRow[]): Promise<BillingStageRow[]> {
  const rows = await tx.insert(billingStages).values(values).returning();
  return rows.sort((a, b) => a.seq - b.seq);
}

export function toBillingStageResponse(row: BillingStageRow): BillingStage {
  return {
    id: row.id,
    project_id: row.projectId,
    seq: row.seq,
    stage_description: row.stageDescription,
    total_amount_cents: row.totalAmountCents,
    to_be_invoiced_date: row.toBeInvoicedDate,
    status: row.status,
    invoice_id: row.invoiceId,
  };
}

/** A project with its company and lead inspector names, or undefined. */
export async function getProject(db: Db, id: string): Promise<Project | undefined> {
  const [row] = await db
    .select({
      project: projects,
      companyName: companies.name,
      leadInspectorName: sql<
        string | null
      >`case when ${profiles.id} is null then null else coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email}) end`,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(profiles, eq(profiles.id, projects.leadInspectorId))
    .where(eq(projects.id, id));
  if (!row) return undefined;
  const p = row.project;
  return {
    project_id: p.id,
    project_code: p.projectCode,
    project_name: p.projectName,
    company_id: p.companyId,
    company_name: row.companyName,
    address: p.address,
    city: p.city,
    region: p.region as Region,
    sector: p.sector,
    building_type: p.buildingType,
    work_type: p.workType,
    base_contract_cents: p.baseContractCents,
    fee_cents: p.feeCents,
    status: p.status,
    review_status: p.reviewStatus,
    lead_inspector_id: p.leadInspectorId,
    lead_inspector_name: row.leadInspectorName,
    request_id: p.requestId,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
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
