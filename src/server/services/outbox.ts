import { createHash } from 'node:crypto';
import { asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { emailLog, emailOutbox, emailOutboxAttachments, emailOutboxAttachmentUses, type OutboxPayload } from '../db/schema';
import type { EmailKind } from '../../shared/email-kinds';
import { recordRunDelivery } from '../repositories/schedules';
import type { MailAttachment, Mailer, OutgoingMail } from './mail';

import { claimDueRows, createQueueSender, deleteSentRows, deliverDueRows, inMs, OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, retryDelayMs, type QueueSender } from './outbox-queue';

export { OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS } from './outbox-queue';
/** Sent rows are kept this long (their e-mail log rows stay for the analytics). */
export const OUTBOX_SENT_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Channel notified at the commit of a transaction that enqueued e-mail: the senders start at once. */
export const OUTBOX_CHANNEL = 'paintqa_email_outbox';

export type OutboxRow = typeof emailOutbox.$inferSelect;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

function toPayload(mail: OutgoingMail): OutboxPayload {
  const { attachments: _stored, ...payload } = mail;
  return payload;
}

/**
 * The one stored copy of `content` (inserted when new), locked FOR SHARE until the transaction
 * ends, so a prune running meanwhile skips it. Answers its SHA-256, the uses' key. An existing copy
 * is found by its hash alone: its bytes are not sent to the database again.
 */
async function storeAttachment(tx: Db, content: Buffer): Promise<string> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const lockCopy = () => tx.select({ sha256: emailOutboxAttachments.sha256 }).from(emailOutboxAttachments).where(eq(emailOutboxAttachments.sha256, sha256)).for('share');
  if ((await lockCopy()).length > 0) return sha256;
  await tx.insert(emailOutboxAttachments).values({ sha256, content, sizeBytes: content.length }).onConflictDoNothing();
  // Inserted here, or by a transaction that committed it meanwhile: lock that one.
  await lockCopy();
  return sha256;
}

async function storeAttachments(tx: Db, outboxId: number, attachments: readonly MailAttachment[]): Promise<void> {
  const uses = [];
  for (const [position, file] of attachments.entries()) {
    const sha256 = await storeAttachment(tx, Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    uses.push({ outboxId, position, filename: file.filename, contentType: file.contentType ?? null, sha256 });
  }
  await tx.insert(emailOutboxAttachmentUses).values(uses);
}

/** The row's attachments in order, from their stored copies. */
async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({ filename: emailOutboxAttachmentUses.filename, contentType: emailOutboxAttachmentUses.contentType, content: emailOutboxAttachments.content })
    .from(emailOutboxAttachmentUses)
    .innerJoin(emailOutboxAttachments, eq(emailOutboxAttachments.sha256, emailOutboxAttachmentUses.sha256))
    .where(eq(emailOutboxAttachmentUses.outboxId, outboxId))
    .orderBy(asc(emailOutboxAttachmentUses.position));
  return rows.map((row) => ({ filename: row.filename, content: row.content, ...(row.contentType ? { contentType: row.contentType } : {}) }));
}

async function fromRow(db: Db, row: OutboxRow): Promise<OutgoingMail> {
  const attachments = await attachmentsOf(db, row.id);
  return { ...row.payload, type: row.payload.type as EmailKind, ...(attachments.length ? { attachments } : {}) };
}

/**
 * Record an e-mail to send, in the caller's transaction: its e-mail log row ('queued') and its
 * outbox row. Nothing is sent here; the sender sends it after the commit, and a rolled-back
 * transaction leaves neither row. Answers the e-mail log row's id.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const [log] = await tx
    .insert(emailLog)
    .values({ type: mail.type, recipient: mail.to, subject: mail.subject, entityType: mail.entityType, entityId: mail.entityId, status: 'queued' })
    .returning({ id: emailLog.id });
  const [row] = await tx.insert(emailOutbox).values({ emailLogId: log!.id, payload: toPayload(mail) }).returning({ id: emailOutbox.id });
  if (mail.attachments?.length) await storeAttachments(tx, row!.id, mail.attachments);
  // Delivered at commit, once per transaction however many e-mails it enqueued.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return log!.id;
}

/** Claim up to `limit` due e-mails for this sender (claimDueRows, services/outbox-queue.ts). */
export const claimDueMails = (db: Database, limit = OUTBOX_BATCH, leaseMs = OUTBOX_LEASE_MS): Promise<OutboxRow[]> => claimDueRows(db, emailOutbox, limit, leaseMs);

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}

/**
 * An e-mail whose entity keeps each recipient's outcome records it there, in the transaction that
 * marks the row: a scheduled report's run (its deliveries, shown on the schedules page).
 */
async function recordOutcomeOnEntity(tx: Db, payload: OutboxPayload, outcome: { status: 'sent' | 'failed'; error: string | null }) {
  if (payload.entityType === 'report_run' && payload.entityId) await recordRunDelivery(tx, payload.entityId, payload.to, outcome);
}

/** Send one claimed row (no transaction is open meanwhile), then record the outcome on it and its log row. */
export async function deliverClaimed(deps: OutboxDeps, row: OutboxRow): Promise<'sent' | 'retry' | 'failed'> {
  let delivered: Awaited<ReturnType<Mailer['send']>>;
  try {
    delivered = await deps.mailer.send({ ...(await fromRow(deps.db, row)), logId: row.emailLogId });
  } catch (error) {
    const message = errorText(error);
    if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
      await deps.db.transaction(async (tx) => {
        await tx.update(emailOutbox).set({ status: 'failed', lockedUntil: null, lastError: message }).where(eq(emailOutbox.id, row.id));
        await tx.update(emailLog).set({ status: 'failed', error: message }).where(eq(emailLog.id, row.emailLogId));
        await recordOutcomeOnEntity(tx, row.payload, { status: 'failed', error: message });
      });
      deps.log.error({ err: error, type: row.payload.type, emailLogId: row.emailLogId, attempts: row.attempts }, 'e-mail failed, given up');
      return 'failed';
    }
    await deps.db
      .update(emailOutbox)
      .set({ nextAttemptAt: inMs(retryDelayMs(row.attempts)), lockedUntil: null, lastError: message })
      .where(eq(emailOutbox.id, row.id));
    return 'retry';
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(emailOutbox.id, row.id));
    await tx
      .update(emailLog)
      .set({ status: 'sent', sentAt: new Date(), messageId: delivered.messageId, filePath: delivered.filePath })
      .where(eq(emailLog.id, row.emailLogId));
    await recordOutcomeOnEntity(tx, row.payload, { status: 'sent', error: null });
  });
  return 'sent';
}

/** One pass: claim a batch and send it, until nothing is due. Answers how many rows it handled. */
export const sendDueMails = (deps: OutboxDeps): Promise<number> =>
  deliverDueRows(deps.db, emailOutbox, (row) => deliverClaimed(deps, row), (error, row) =>
    deps.log.error({ err: error, emailLogId: row.emailLogId }, 'e-mail outbox: could not record an outcome'),
  );

/**
 * Delete sent rows older than the retention (their e-mail log rows stay), then the attachment
 * copies no row uses any more. Answers how many rows.
 */
export async function pruneSentMails(db: Database, retentionMs = OUTBOX_SENT_RETENTION_MS): Promise<number> {
  const deleted = await deleteSentRows(db, emailOutbox, retentionMs);
  await pruneUnusedAttachments(db);
  return deleted;
}

/**
 * Delete the attachment copies no outbox row uses (whichever way their rows went). A copy an
 * enqueuing transaction holds (storeAttachment's lock) is skipped, left to the next prune.
 */
export async function pruneUnusedAttachments(db: Database): Promise<number> {
  const unused = db
    .select({ sha256: emailOutboxAttachments.sha256 })
    .from(emailOutboxAttachments)
    .where(notExists(db.select({ one: sql`1` }).from(emailOutboxAttachmentUses).where(eq(emailOutboxAttachmentUses.sha256, emailOutboxAttachments.sha256))))
    .for('update', { skipLocked: true });
  const deleted = await db.delete(emailOutboxAttachments).where(inArray(emailOutboxAttachments.sha256, unused)).returning({ sha256: emailOutboxAttachments.sha256 });
  return deleted.length;
}

export type OutboxSender = QueueSender;

/** The e-mail outbox's sender (createQueueSender, services/outbox-queue.ts). */
export function createOutboxSender(deps: OutboxDeps, intervalMs = 15_000, pruneIntervalMs = 60 * 60_000): OutboxSender {
  return createQueueSender({ pass: () => sendDueMails(deps), prune: () => pruneSentMails(deps.db), log: deps.log, name: 'e-mail outbox', intervalMs, pruneIntervalMs });
}
