import { and, desc, eq, isNotNull, notExists, notInArray, count, sql } from 'drizzle-orm';
import { GUARANTEE_CLEAR_STATUSES, blocksGuarantee } from '../../shared/deficiency-rules';
import { guaranteeStatusOn, type BlockingDeficiencies, type GuaranteeFacts } from '../../shared/guarantee-rules';
import type { Guarantee, GuaranteeVerification } from '../../shared/schemas/guarantees';
import { providerToday } from '../config/provider-day';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { billingStages, companies, deficiencies, guarantees, invoices, profiles, projectParties, projects, reports } from '../db/schema';
import { hasPublishedFinalInspection } from './reports';

export type GuaranteeRow = typeof guarantees.$inferSelect;

export interface ProjectParty {
  companyId: string;
  name: string;
  email: string | null;
  membershipStatus: string | null;
  membershipValidTo: string | null;
}

/** The owner, architect and painting contractor companies recorded on a project. */
export async function loadProjectParties(db: Db, projectId: string) {
  const rows = await db
    .select({
      role: projectParties.role,
      companyId: companies.id,
      name: companies.name,
      email: companies.email,
      membershipStatus: companies.membershipStatus,
      membershipValidTo: companies.membershipValidTo,
    })
    .from(projectParties)
    .innerJoin(companies, eq(companies.id, projectParties.companyId))
    .where(eq(projectParties.projectId, projectId));
  const party = (role: string): ProjectParty | null => rows.find((row) => row.role === role) ?? null;
  return { owner: party('owner'), architect: party('architect'), contractor: party('painting_contractor') };
}

/** Everything guarantee eligibility looks at (src/shared/guarantee-rules.ts). */
export async function loadGuaranteeFacts(db: Db, projectId: string): Promise<GuaranteeFacts> {
  const [published, notClosed, [unpaid], [unpaidTravel], parties, [issued]] = await Promise.all([
    hasPublishedFinalInspection(db, projectId),
    // Every deficiency not closed (nor void) blocks, archived or not (GUARANTEE_CLEAR_STATUSES).
    db
      .select({ status: deficiencies.status, total: count(), archived: sql<number>`count(*) filter (where ${deficiencies.archived})`.mapWith(Number) })
      .from(deficiencies)
      .where(and(eq(deficiencies.projectId, projectId), notInArray(deficiencies.status, [...GUARANTEE_CLEAR_STATUSES])))
      .groupBy(deficiencies.status),
    db
      .select({ total: count() })
      .from(billingStages)
      .where(and(eq(billingStages.projectId, projectId), notInArray(billingStages.status, ['paid', 'void']))),
    // Issued invoices with no stage on them: travel billed on its own (a stage's invoice is
    // counted through its stage above).
    db
      .select({ total: count() })
      .from(invoices)
      .where(
        and(
          eq(invoices.projectId, projectId),
          eq(invoices.status, 'issued'),
          notExists(db.select({ id: billingStages.id }).from(billingStages).where(eq(billingStages.invoiceId, invoices.id))),
        ),
      ),
    loadProjectParties(db, projectId),
    db.select({ id: guarantees.id }).from(guarantees).where(eq(guarantees.projectId, projectId)),
  ]);
  const blockingDeficiencies: BlockingDeficiencies = {};
  for (const row of notClosed) if (blocksGuarantee(row.status)) blockingDeficiencies[row.status] = row.total;
  return {
    finalInspectionPublished: published,
    blockingDeficiencies,
    blockingArchived: notClosed.reduce((sum, row) => sum + row.archived, 0),
    unpaidBillingStages: unpaid?.total ?? 0,
    unpaidTravelInvoices: unpaidTravel?.total ?? 0,
    contractor: parties.contractor,
    alreadyIssued: Boolean(issued),
  };
}

export async function insertGuarantee(tx: Transaction, values: typeof guarantees.$inferInsert): Promise<GuaranteeRow> {
  const [row] = await tx.insert(guarantees).values(values).returning();
  return row!;
}

const contractor = sql<string | null>`(select name from companies where companies.id = ${guarantees.contractorCompanyId})`;
const owner = sql<string | null>`(select name from companies where companies.id = ${guarantees.ownerCompanyId})`;
/** The project's newest inspection booklet (issued with the certificate; published and client-visible). */
const booklet = sql<string | null>`(select ${reports.id} from ${reports} where ${reports.projectId} = ${guarantees.projectId} and ${reports.type} = 'inspection_booklet' and ${reports.status} = 'published' and ${reports.visibleToClient} order by ${reports.version} desc limit 1)`;

/** Guarantees `viewer` may see (staff: all; a Client: its company's projects'), newest first. */
export async function listGuarantees(db: Db, viewer: Viewer, projectId: string | undefined, today: string): Promise<Guarantee[]> {
  const rows = await db
    .select({ guarantee: guarantees, projectName: projects.projectName, contractorName: contractor, ownerName: owner, bookletReportId: booklet })
    .from(guarantees)
    .innerJoin(projects, eq(projects.id, guarantees.projectId))
    .where(
      and(
        viewer.role === 'Client' ? (viewer.companyId ? eq(projects.companyId, viewer.companyId) : sql`false`) : undefined,
        projectId ? eq(guarantees.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(guarantees.issuedAt));
  return rows.map(({ guarantee: g, projectName, contractorName, ownerName, bookletReportId }) => ({
    id: g.id,
    certificate_no: g.certificateNo,
    project_id: g.projectId,
    project_name: projectName,
    contractor_name: contractorName,
    owner_name: ownerName,
    starts_on: g.startsOn,
    expires_on: g.expiresOn,
    status: guaranteeStatusOn(g.status, g.expiresOn, today),
    verification_code: g.verificationCode,
    report_id: g.reportId,
    booklet_report_id: bookletReportId,
    issued_at: g.issuedAt.toISOString(),
  }));
}

/** The public answer for a verification code: the certificate's number, project, dates and status only. */
export async function verifyGuarantee(db: Db, code: string, today: string): Promise<GuaranteeVerification | undefined> {
  const [row] = await db
    .select({ guarantee: guarantees, projectName: projects.projectName })
    .from(guarantees)
    .innerJoin(projects, eq(projects.id, guarantees.projectId))
    .where(eq(guarantees.verificationCode, code));
  if (!row) return undefined;
  return {
    certificate_no: row.guarantee.certificateNo,
    project_name: row.projectName,
    issued_on: providerToday(row.guarantee.issuedAt),
    expires_on: row.guarantee.expiresOn,
    status: guaranteeStatusOn(row.guarantee.status, row.guarantee.expiresOn, today),
  };
}

/** The e-mail addresses of a company's active users. */
export async function companyUserEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'active'), isNotNull(profiles.email)));
  return rows.map((row) => row.email);
}
