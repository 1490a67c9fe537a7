import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PushDevice, QuietHours } from '../../shared/schemas/push';
import type { Db } from '../db/client';
import { authSessions, profiles, pushQuietHours, pushSubscriptions } from '../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const toPushDevice = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  device_label: row.deviceLabel,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
  sessionId: string | null;
}

/**
 * Store a device, or update the one with this endpoint: a browser has one endpoint, so
 * subscribing again (or as another user after a sign-out) replaces its keys, owner and session.
 */
export async function upsertPushSubscription(db: Db, input: NewPushSubscription): Promise<PushSubscriptionRow> {
  const { endpoint: _endpoint, ...changes } = input;
  const [row] = await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...changes, createdAt: sql`case when ${pushSubscriptions.userId} = ${input.userId}::uuid then ${pushSubscriptions.createdAt} else now() end` } })
    .returning();
  return row!;
}

/** The user's devices, newest first. */
export const listPushSubscriptions = (db: Db, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

/** Remove one of the user's devices; false when it is not theirs (or gone). */
export async function deletePushSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId))).returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Remove every device of a user (suspended). */
export async function deleteUserPushSubscriptions(db: Db, userId: string): Promise<number> {
  return (await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).returning({ id: pushSubscriptions.id })).length;
}

/** Remove the devices subscribed in sessions of the user that are now revoked (signed out on them). */
export async function deletePushSubscriptionsOfEndedSessions(db: Db, userId: string): Promise<number> {
  const ended = db.select({ id: authSessions.id }).from(authSessions).where(and(eq(authSessions.userId, userId), isNotNull(authSessions.revokedAt)));
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.sessionId, ended)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

export async function findQuietHours(db: Db, userId: string): Promise<QuietHours | null> {
  const [row] = await db.select({ starts: pushQuietHours.starts, ends: pushQuietHours.ends }).from(pushQuietHours).where(eq(pushQuietHours.userId, userId));
  return row ?? null;
}

export async function saveQuietHours(db: Db, userId: string, hours: QuietHours | null): Promise<void> {
  if (!hours) {
    await db.delete(pushQuietHours).where(eq(pushQuietHours.userId, userId));
    return;
  }
  await db.insert(pushQuietHours).values({ userId, ...hours }).onConflictDoUpdate({ target: pushQuietHours.userId, set: hours });
}

/**
 * The devices that get an event's push: those of `userIds` whose event preference
 * (profiles.notification_prefs ->> push_<event>; missing means on) is on, with their quiet hours.
 */
export async function pushTargets(db: Db, userIds: readonly string[], prefKey: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ subscriptionId: pushSubscriptions.id, userId: pushSubscriptions.userId, starts: pushQuietHours.starts, ends: pushQuietHours.ends })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
    .leftJoin(pushQuietHours, eq(pushQuietHours.userId, pushSubscriptions.userId))
    .where(
      and(
        inArray(pushSubscriptions.userId, [...userIds]),
        eq(profiles.status, 'active'),
        sql`coalesce((${profiles.notificationPrefs} ->> ${prefKey})::boolean, true)`,
      ),
    );
  return rows.map(({ starts, ends, ...row }) => ({ ...row, quietHours: starts && ends ? { starts, ends } : null }));
}

/** Merge push preferences into profiles.notification_prefs (beside the e-mail ones); the profile's version grows, as for any change of the row. */
export async function mergeNotificationPrefs(db: Db, userId: string, prefs: Record<string, boolean>): Promise<void> {
  await db
    .update(profiles)
    .set({ notificationPrefs: sql`${profiles.notificationPrefs} || ${JSON.stringify(prefs)}::jsonb`, version: sql`${profiles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}
