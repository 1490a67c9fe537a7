import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { emailLog } from './schema-core';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/** Everything but the attachments (email_outbox_attachment_uses) the sender needs to send one e-mail (src/server/services/outbox.ts). */
export interface OutboxPayload {
  type: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  entityType?: string;
  entityId?: string;
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

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Attachment bytes, stored once per content (keyed by its SHA-256): every recipient of one send,
 * and every send of one file, share the copy (docs/architecture.md, "Side effects: the outbox").
 * A copy no outbox row uses any more is deleted when sent rows are pruned.
 */
export const emailOutboxAttachments = pgTable('email_outbox_attachments', {
  sha256: text('sha256').primaryKey(),
  content: bytea('content').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

/** An outbox row's attachments, in order: the file name and type it is sent with, and its bytes' copy. */
export const emailOutboxAttachmentUses = pgTable(
  'email_outbox_attachment_uses',
  {
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type'),
    sha256: text('sha256')
      .notNull()
      .references(() => emailOutboxAttachments.sha256),
  },
  (table) => [
    primaryKey({ columns: [table.outboxId, table.position] }),
    // Pruning looks a copy's uses up by its hash.
    index('email_outbox_attachment_uses_sha256_idx').on(table.sha256),
  ],
);
