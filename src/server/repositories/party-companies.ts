import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CompanyType } from '../../shared/schemas/companies-values';
import type { PartyRole } from '../../shared/schemas/requests-values';
import type { RequestParty } from '../../shared/schemas/requests';
import type { Transaction } from '../db/client';
import { companies, profiles } from '../db/schema';

/** The company type a party named on a request gets when it is created (the roles are company types too). */
export const PARTY_COMPANY_TYPES: Record<PartyRole, CompanyType> = {
  architect: 'architect',
  owner: 'owner',
  general_contractor: 'general_contractor',
  painting_contractor: 'painting_contractor',
};

const folded = (text: string) => text.trim().toLowerCase();

/** Active companies before archived ones, then the oldest: the same party always finds the same company. */
const preferred = [sql`${companies.archivedAt} is not null`, asc(companies.createdAt), asc(companies.id)];

/**
 * The existing company a request's party names (docs/business-rules.md, "Converting a request"):
 * the same name (trimmed, any case), else the same e-mail as the company's or as one of its
 * contacts' (a profile of that company). Undefined when none matches.
 */
export async function findPartyCompany(tx: Transaction, party: RequestParty): Promise<{ id: string; name: string } | undefined> {
  const [byName] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(trim(${companies.name})) = ${folded(party.name)}`)
    .orderBy(...preferred)
    .limit(1);
  if (byName) return byName;
  const email = party.email ? folded(party.email) : '';
  if (!email) return undefined;
  const [byCompanyEmail] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(trim(${companies.email})) = ${email}`)
    .orderBy(...preferred)
    .limit(1);
  if (byCompanyEmail) return byCompanyEmail;
  const [byContact] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, profiles.companyId))
    .where(and(isNotNull(profiles.companyId), sql`lower(trim(${profiles.email})) = ${email}`))
    .orderBy(...preferred)
    .limit(1);
  return byContact;
}

/** A new company for a party no existing company matched, with the e-mail the request gave. */
export async function insertPartyCompany(tx: Transaction, role: PartyRole, party: RequestParty): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .insert(companies)
    .values({ name: party.name.trim(), type: PARTY_COMPANY_TYPES[role], email: party.email?.trim() || null })
    .returning({ id: companies.id, name: companies.name });
  return row!;
}
