import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './schema-core';
import { outboxStatusEnum } from './schema-outbox';

/**
 * A device that receives Web Push for its user (docs/architecture.md, "Push notifications"): the
 * push service's endpoint (unique: subscribing again from the same browser updates the row), its
 * encryption keys, a label from the user agent and the session it was made in, so signing out on
 * that device removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull(),
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId), index('push_subscriptions_session_id_idx').on(table.sessionId)],
);

/** What a push carries: a title and an app path, nothing more (docs/architecture.md, "Push notifications"). */
export interface PushPayload {
  title: string;
  link: string;
}

/**
 * Pushes written in the transaction of the change they tell about and sent after its commit, one
 * row per device, claimed with a lease like the e-mail outbox (src/server/services/outbox-queue.ts).
 * A push due in its user's quiet hours gets `next_attempt_at` at their end.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('push_outbox_sent_at_idx').on(table.sentAt).where(sql`${table.status} = 'sent'`),
    index('push_outbox_subscription_id_idx').on(table.subscriptionId),
  ],
);

/** A user's quiet hours, in the provider's time zone: pushes due between `starts` and `ends` (HH:MM) wait for `ends`. */
export const pushQuietHours = pgTable('push_quiet_hours', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  starts: text('starts').notNull(),
  ends: text('ends').notNull(),
});

/**
 * Pushes that go once per event whatever the number of passes, processes or restarts (a
 * deficiency due soon, per due date: src/server/services/due-notifications.ts): the key's row is
 * inserted with the pushes it sends, and a second insert is a no-op.
 */
export const pushOnce = pgTable('push_once', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
