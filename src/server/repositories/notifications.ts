import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../shared/schemas/notifications';
import type { Database, Transaction } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

const NOTIFICATION_PREVIEW = 140;

/** A notification's body quoting a message: its first 140 characters, cut with an ellipsis. */
export const notificationPreview = (text: string) => (text.length > NOTIFICATION_PREVIEW ? `${text.slice(0, NOTIFICATION_PREVIEW - 1)}…` : text);

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path to open, or null. */
  link?: string | null;
  entityType?: string | null;
  entityId?: string | null;
}

export function toNotificationResponse(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    entity_type: row.entityType,
    entity_id: row.entityId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    read_by: row.readBy,
  };
}

/**
 * Add a notification for the Admins. It takes a transaction, not the database: a notification is
 * written together with the row it is about, so both land or neither does.
 */
export async function createNotification(tx: Transaction, input: NewNotification): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(notificationColumns(input)).returning();
  return row!;
}

const notificationColumns = (input: NewNotification) => ({
  kind: input.kind,
  title: input.title,
  body: input.body,
  link: input.link ?? null,
  entityType: input.entityType ?? null,
  entityId: input.entityId ?? null,
});

/**
 * Add a notification that must exist once only: a second call with the same `dedupeKey` (another
 * pass, another process, after a restart) adds nothing and answers undefined.
 */
export async function createNotificationOnce(db: Database | Transaction, input: NewNotification & { dedupeKey: string }): Promise<NotificationRow | undefined> {
  const [row] = await db
    .insert(notifications)
    .values({ ...notificationColumns(input), dedupeKey: input.dedupeKey })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  return row;
}

export interface ListNotificationsOptions {
  /** true: unread only; false: read only; undefined: both. */
  unread?: boolean;
  limit: number;
}

/** Newest first. */
export async function listNotifications(db: Database, options: ListNotificationsOptions): Promise<NotificationRow[]> {
  const filter =
    options.unread === undefined ? undefined : options.unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt);
  return db
    .select()
    .from(notifications)
    .where(filter)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnreadNotifications(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(isNull(notifications.readAt));
  return row?.count ?? 0;
}

/**
 * Mark one notification read by `userId`; reading it again keeps the first reader and time.
 * Undefined when there is no such notification.
 */
export async function markNotificationRead(db: Database, id: string, userId: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, now())`,
      readBy: sql`case when ${notifications.readAt} is null then ${userId}::uuid else ${notifications.readBy} end`,
    })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** Mark every unread notification read by `userId`; answers how many were unread. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  return markUnreadRead(db, userId, isNull(notifications.readAt));
}

/** Mark the given ones read (those still unread); answers how many changed. */
export async function markNotificationsRead(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  return markUnreadRead(db, userId, and(isNull(notifications.readAt), inArray(notifications.id, [...ids]))!);
}

async function markUnreadRead(db: Database, userId: string, where: SQL): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: sql`now()`, readBy: userId }).where(where).returning({ id: notifications.id });
  return rows.length;
}
