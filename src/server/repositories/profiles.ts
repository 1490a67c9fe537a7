import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BackendUser } from '../../shared/schemas/auth';
import type { Profile as ProfileResponse } from '../../shared/schemas/profile';
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

/** The profile as GET and PATCH /api/profile answer it. */
export function toProfileResponse(profile: Profile): ProfileResponse {
  return {
    ...toBackendUser(profile),
    phone: profile.phone,
    notification_prefs: { message_email: profile.notificationPrefs.message_email !== false },
    version: profile.version,
    updated_at: profile.updatedAt.toISOString(),
  };
}

export async function findProfile(db: Database, id: string): Promise<Profile | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  return profile;
}

/** What a user may change on their own profile. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** null clears it. */
  phone?: string | null;
  /** Merged into the stored preferences. */
  notificationPrefs?: Record<string, boolean>;
}

export type VersionedUpdateResult =
  | { kind: 'updated'; profile: Profile }
  | { kind: 'conflict'; current: Profile }
  | { kind: 'not_found' };

/**
 * Versioned update: one `UPDATE ... WHERE id = $1 AND version = $2 RETURNING`, which bumps the
 * version. No row means the version moved on (a conflict, answered with the stored profile) or
 * the profile does not exist.
 */
export async function updateProfileAtVersion(
  db: Database,
  id: string,
  version: number,
  changes: ProfileChanges,
): Promise<VersionedUpdateResult> {
  const { notificationPrefs, ...columns } = changes;
  const prefs = notificationPrefs ? { notificationPrefs: sql`${profiles.notificationPrefs} || ${JSON.stringify(notificationPrefs)}::jsonb` } : {};
  const [updated] = await db
    .update(profiles)
    .set({ ...columns, ...prefs, version: sql`${profiles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, id), eq(profiles.version, version)))
    .returning();
  if (updated) return { kind: 'updated', profile: updated };
  const current = await findProfile(db, id);
  return current ? { kind: 'conflict', current } : { kind: 'not_found' };
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
          version: sql`${profiles.version} + 1`,
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

/** Active Inspectors and Admins (who may lead an inspection), Inspectors first, by name. */
export async function listAssignableStaff(db: Database) {
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName, role: profiles.role })
    .from(profiles)
    .where(and(inArray(profiles.role, ['Inspector', 'Admin']), eq(profiles.status, 'active')))
    .orderBy(sql`${profiles.role} = 'Admin'`, profiles.lastName, profiles.firstName, profiles.email);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as 'Admin' | 'Inspector',
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
  }));
}
