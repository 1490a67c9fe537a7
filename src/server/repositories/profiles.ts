import { eq } from 'drizzle-orm';
import type { BackendUser } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { adminGrantRedemptions, profiles } from '../db/schema';
import type { Profile } from '../plugins/authenticate';

export function toBackendUser(profile: Profile): BackendUser {
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    user_role: profile.role,
    company_id: profile.companyId,
    status: profile.status,
  };
}

export interface SyncIdentity {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The id of a verified, unexpired admin grant from the sign-up metadata, if any. */
  adminGrantId: string | null;
}

/**
 * Create the profile on first sync (a Client, or an Admin when a valid grant is redeemed now) or
 * refresh its e-mail and names. Never changes an existing role: only an Admin does that.
 */
export async function syncProfile(db: Database, identity: SyncIdentity): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(profiles).where(eq(profiles.id, identity.userId)).for('update');
    if (existing) {
      const changed =
        existing.email !== identity.email ||
        (identity.firstName !== null && existing.firstName !== identity.firstName) ||
        (identity.lastName !== null && existing.lastName !== identity.lastName);
      if (!changed) return existing;
      const [updated] = await tx
        .update(profiles)
        .set({
          email: identity.email,
          firstName: identity.firstName ?? existing.firstName,
          lastName: identity.lastName ?? existing.lastName,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, identity.userId))
        .returning();
      return updated!;
    }
    let role: Profile['role'] = 'Client';
    if (identity.adminGrantId) {
      const redeemed = await tx
        .insert(adminGrantRedemptions)
        .values({ jti: identity.adminGrantId, userId: identity.userId })
        .onConflictDoNothing()
        .returning({ jti: adminGrantRedemptions.jti });
      if (redeemed.length === 1) role = 'Admin';
    }
    const [created] = await tx
      .insert(profiles)
      .values({
        id: identity.userId,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        role,
      })
      .returning();
    return created!;
  });
}
