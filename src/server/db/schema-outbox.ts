import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { emailLog } from './schema-core';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/** An attachment as the outbox keeps it: its bytes in base64. */
export interface OutboxAttachment {
  filename: string;
  contentBase64: string;
  contentType?: string;
}

/** Everything the sender needs to send one e-mail (src/server/services/outbox.ts). */
export interface OutboxPayload {
  type: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  entityType?: string;
  entityId?: string;
  attachments?: OutboxAttachment[];
}

/**
 * E-mails written in the transaction of the change they tell about and sent after its commit by
 * one sender (docs/architecture.md, "Side effects: the outbox"). A row is claimed for a lease
 * (locked_until), so a sender that dies mid-send leaves it to the next one.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailLogId: uuid('email_log_id')
      .notNull()
      .references(() => emailLog.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The sender's claim reads the due pending rows in id order.
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('email_outbox_sent_at_idx').on(table.sentAt).where(sql`${table.status} = 'sent'`),
  ],
);
