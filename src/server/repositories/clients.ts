import { and, asc, count, eq, ilike, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ClientAccount, ClientSortKey, ClientsQuery, ClientStatus, CompanyOption } from '../../shared/schemas/clients';
import type { Transaction, Db } from '../db/client';
import { companies, profiles } from '../db/schema';
import type { Profile } from '../plugins/authenticate';
import { containsPattern, fullNameOf, personName } from './sql-text';

function toClientAccount(row: { profile: Profile; companyName: string | null }): ClientAccount {
  const p = row.profile;
  return {
    id: p.id,
    email: p.email,
    name: fullNameOf(p),
    phone: p.phone,
    status: p.status,
    company_id: p.companyId,
    company_name: row.companyName,
    created_at: p.createdAt.toISOString(),
  };
}

const isClient = eq(profiles.role, 'Client');

function clientQuery(db: Db) {
  return db
    .select({ profile: profiles, companyName: companies.name })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId));
}

const CLIENT_SORT_COLUMNS: Record<ClientSortKey, (SQL | AnyColumn)[]> = {
  name: [profiles.lastName, profiles.firstName, profiles.email],
  email: [profiles.email],
  company: [companies.name],
  status: [profiles.status],
  since: [profiles.createdAt],
};

/** The chosen column (empty values last), then the id: pages never overlap. */
function clientListOrder(query: ClientsQuery): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [...CLIENT_SORT_COLUMNS[query.sort].map((column) => sql`${column} ${direction} nulls last`), asc(profiles.id)];
}

/** A page of client accounts, sorted, filtered by search (name, e-mail, company), company and status. */
export async function listClients(db: Db, query: ClientsQuery): Promise<{ rows: ClientAccount[]; total: number }> {
  const search = containsPattern(query.search);
  const where = and(
    isClient,
    query.companyId ? eq(profiles.companyId, query.companyId) : undefined,
    query.status ? eq(profiles.status, query.status) : undefined,
    search
      ? or(ilike(personName(profiles), search), ilike(profiles.email, search), ilike(companies.name, search))
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    clientQuery(db)
      .where(where)
      .orderBy(...clientListOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(profiles)
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .where(where),
  ]);
  return { rows: rows.map(toClientAccount), total: totalRow?.total ?? 0 };
}

export async function getClientAccount(db: Db, id: string): Promise<ClientAccount | undefined> {
  const [row] = await clientQuery(db).where(and(isClient, eq(profiles.id, id)));
  return row ? toClientAccount(row) : undefined;
}

/** Lock a Client's profile for a change (undefined when the id is not a Client). */
export async function lockClientProfile(tx: Transaction, id: string): Promise<Profile | undefined> {
  const [row] = await tx.select().from(profiles).where(and(isClient, eq(profiles.id, id))).for('update');
  return row;
}

export async function setClientStatus(tx: Transaction, id: string, status: ClientStatus): Promise<void> {
  await tx
    .update(profiles)
    .set({ status, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(eq(profiles.id, id));
}

export async function setClientCompany(tx: Transaction, id: string, companyId: string | null): Promise<void> {
  await tx
    .update(profiles)
    .set({ companyId, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(eq(profiles.id, id));
}

/** Companies a client may be linked to: not archived, by name. */
export async function listLinkableCompanies(db: Db): Promise<CompanyOption[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isNull(companies.archivedAt))
    .orderBy(asc(companies.name));
}

export async function isLinkableCompany(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.archivedAt)));
  return row !== undefined;
}
