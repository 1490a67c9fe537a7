import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompaniesQuery, Company, CompanySortKey, CompanyContact, CompanyDetail, CompanyProject, CompanyValues } from '../../shared/schemas/companies';
import type { Transaction, Db } from '../db/client';
import { companies, deficiencies, guarantees, messageThreads, profiles, projectParties, projects, requests, submittals, uploads } from '../db/schema';
import { refreshSearchText } from './projects';
import { containsPattern, personName } from './sql-text';

export type CompanyRow = typeof companies.$inferSelect;
// Qualified by hand: drizzle leaves columns unqualified in a one-table select, and inside these
// subqueries an unqualified "id" would be the project's.
const outerCompanyId = sql.raw('"companies"."id"');

/** Projects that have the company as client or as a party. */
const projectCount = sql<number>`(
  select count(*)::int from projects p where p.company_id = ${outerCompanyId}
) + (
  select count(distinct pp.project_id)::int from project_parties pp
  where pp.company_id = ${outerCompanyId}
    and pp.project_id not in (select p.id from projects p where p.company_id = ${outerCompanyId})
)`;

function toCompany(row: CompanyRow, count: number): Company {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    phone: row.phone,
    email: row.email,
    member_no: row.memberNo,
    membership_status: row.membershipStatus,
    membership_valid_from: row.membershipValidFrom,
    membership_valid_to: row.membershipValidTo,
    archived_at: row.archivedAt?.toISOString() ?? null,
    project_count: count,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const COMPANY_SORT_COLUMNS: Record<CompanySortKey, (SQL | AnyColumn)[]> = {
  name: [companies.name],
  type: [companies.type],
  city: [companies.city, companies.region],
  member: [companies.memberNo],
  membership: [companies.membershipStatus],
  valid_to: [companies.membershipValidTo],
  projects: [projectCount],
};

/** The chosen column (empty values last), then the name and the id: pages never overlap. */
function companyListOrder(query: CompaniesQuery): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [...COMPANY_SORT_COLUMNS[query.sort].map((column) => sql`${column} ${direction} nulls last`), asc(companies.name), asc(companies.id)];
}

/** A page of companies (or the ones of `ids`): archived ones only when asked, searched by name, city or member number, in the asked order. */
export async function listCompanies(db: Db, query: CompaniesQuery): Promise<{ rows: Company[]; total: number }> {
  const search = containsPattern(query.search);
  const where = and(
    query.archived === 'true' ? isNotNull(companies.archivedAt) : query.archived === 'false' || !query.ids ? isNull(companies.archivedAt) : undefined,
    query.ids ? inArray(companies.id, query.ids) : undefined,
    query.type ? eq(companies.type, query.type) : undefined,
    query.region ? eq(companies.region, query.region) : undefined,
    search ? or(ilike(companies.name, search), ilike(companies.city, search), ilike(companies.memberNo, search)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ company: companies, projectCount })
      .from(companies)
      .where(where)
      .orderBy(...companyListOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows: rows.map((row) => toCompany(row.company, row.projectCount)), total: totalRow?.total ?? 0 };
}

export async function findCompany(db: Db, id: string): Promise<Company | undefined> {
  const [row] = await db.select({ company: companies, projectCount }).from(companies).where(eq(companies.id, id));
  return row ? toCompany(row.company, row.projectCount) : undefined;
}

/** Ids of the given companies that exist and are not archived. */
export async function activeCompanyIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), isNull(companies.archivedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The company page: the company, its people and the projects it is on (as client or party). */
export async function getCompanyDetail(db: Db, id: string): Promise<CompanyDetail | undefined> {
  const company = await findCompany(db, id);
  if (!company) return undefined;
  const contactsQuery = db
    .select({ id: profiles.id, name: personName(profiles), email: profiles.email, phone: profiles.phone, role: profiles.role, status: profiles.status })
    .from(profiles)
    .where(eq(profiles.companyId, id))
    .orderBy(asc(profiles.email));
  const projectColumns = { project_code: projects.projectCode, project_name: projects.projectName, status: projects.status, review_status: projects.reviewStatus };
  const asClient = db
    .select({ ...projectColumns, relation: sql<string>`'client'` })
    .from(projects)
    .where(eq(projects.companyId, id));
  const asParty = db
    .select({ ...projectColumns, relation: sql<string>`${projectParties.role}::text` })
    .from(projectParties)
    .innerJoin(projects, eq(projects.id, projectParties.projectId))
    .where(eq(projectParties.companyId, id));
  const [contacts, clientProjects, partyProjects] = await Promise.all([contactsQuery, asClient, asParty]);
  const projectList: CompanyProject[] = [...clientProjects, ...partyProjects].sort((a, b) => b.project_code.localeCompare(a.project_code));
  return { ...company, contacts: contacts as CompanyContact[], projects: projectList };
}

const nullIfEmpty = (text: string | null | undefined) => (text ? text : null);

function toColumns(values: CompanyValues) {
  return {
    name: values.name,
    type: values.type,
    address: nullIfEmpty(values.address),
    city: nullIfEmpty(values.city),
    region: values.region ?? null,
    postalCode: nullIfEmpty(values.postal_code),
    phone: nullIfEmpty(values.phone),
    email: nullIfEmpty(values.email),
    memberNo: nullIfEmpty(values.member_no),
    membershipStatus: values.membership_status ?? null,
    membershipValidFrom: values.membership_valid_from ?? null,
    membershipValidTo: values.membership_valid_to ?? null,
  };
}

export async function insertCompany(tx: Transaction, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(toColumns(values)).returning();
  return row!;
}

/** Replace the company's fields; a new name is copied into its projects' search text. */
export async function updateCompany(tx: Transaction, id: string, values: CompanyValues): Promise<{ before?: CompanyRow; row?: CompanyRow }> {
  const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!before) return {};
  const [row] = await tx
    .update(companies)
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  if (before.name !== row!.name) await refreshSearchText(tx, eq(projects.companyId, id));
  return { before, row };
}

export async function setCompanyArchived(tx: Transaction, id: string, archived: boolean): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .update(companies)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

/**
 * Every foreign key to companies that keeps a company from being deleted (invoices' bill-to is set
 * to null instead), with what to call its rows in the 409 (docs/business-rules.md, Companies).
 * tests/integration/server/company-delete-conflict.test.ts checks it against the database's keys.
 */
export const COMPANY_USES = [
  { table: projects, columns: [projects.companyId], one: 'project', many: 'projects' },
  { table: projectParties, columns: [projectParties.companyId], one: 'project as a party', many: 'projects as a party' },
  { table: profiles, columns: [profiles.companyId], one: 'person', many: 'people' },
  { table: requests, columns: [requests.companyId], one: 'request', many: 'requests' },
  { table: messageThreads, columns: [messageThreads.companyId], one: 'message thread', many: 'message threads' },
  { table: uploads, columns: [uploads.companyId], one: 'uploaded file', many: 'uploaded files' },
  { table: submittals, columns: [submittals.companyId], one: 'submittal', many: 'submittals' },
  { table: deficiencies, columns: [deficiencies.responsibleCompanyId], one: 'deficiency', many: 'deficiencies' },
  { table: guarantees, columns: [guarantees.contractorCompanyId, guarantees.ownerCompanyId], one: 'guarantee', many: 'guarantees' },
] as const;

/** What refers to the company, counted in one query (every count 0 when nothing does or there is no such company). */
export async function companyUses(db: Db, id: string): Promise<{ count: number; one: string; many: string }[]> {
  const counts = Object.fromEntries(
    COMPANY_USES.map(({ table, columns }, i) => [
      `use${i}`,
      sql<number>`(select count(*)::int from ${table} where ${or(...columns.map((column) => eq(column, id)))})`,
    ]),
  );
  const [row] = (await db.select(counts).from(companies).where(eq(companies.id, id))) as Record<string, number>[];
  return COMPANY_USES.map(({ one, many }, i) => ({ count: row?.[`use${i}`] ?? 0, one, many }));
}

export async function deleteCompany(tx: Transaction, id: string): Promise<boolean> {
  const rows = await tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length > 0;
}

/** The fields the audit log keeps of a company. */
export const companyAuditState = (row: CompanyRow) => ({
  name: row.name,
  type: row.type,
  member_no: row.memberNo,
  membership_status: row.membershipStatus,
  membership_valid_from: row.membershipValidFrom,
  membership_valid_to: row.membershipValidTo,
  archived_at: row.archivedAt?.toISOString() ?? null,
});
