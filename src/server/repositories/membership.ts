import { eq } from 'drizzle-orm';
import type { OwnMembership } from '../../shared/schemas/membership';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { Viewer } from '../auth/viewer';

/**
 * The membership of the viewer's own company: the company comes from the viewer's profile, never
 * from the caller, so a Client cannot read another company's membership.
 */
export async function getOwnMembership(db: Database, viewer: Viewer): Promise<OwnMembership> {
  if (!viewer.companyId) return { company: null, membership: null };
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      memberNo: companies.memberNo,
      status: companies.membershipStatus,
      validFrom: companies.membershipValidFrom,
      validTo: companies.membershipValidTo,
    })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  if (!row) return { company: null, membership: null };
  return {
    company: { id: row.id, name: row.name, type: row.type },
    membership: row.status
      ? { member_no: row.memberNo, status: row.status, valid_from: row.validFrom, valid_to: row.validTo }
      : null,
  };
}
