import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { VapidKeys } from '../config/vapid-keys';
import type { Database } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { createQueueSender, deleteSentRows, deliverDueRows, inMs, OUTBOX_MAX_ATTEMPTS, retryDelayMs, type QueueSender } from './outbox-queue';

export type PushOutboxRow = typeof pushOutbox.$inferSelect;

/** A push service keeps an undelivered message this long (the TTL header) while the device is off. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Sent rows are kept this long, to tell what was pushed. */
export const PUSH_SENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 15_000;

export interface PushOutboxDeps {
  db: Database;
  keys: VapidKeys;
  log: { error(details: object, message: string): void };
}

class PushServiceError extends Error {
  constructor(readonly status: number, body: string) {
    super(`push service answered ${status}${body ? `: ${body.slice(0, 500)}` : ''}`);
  }
}

/**
 * Encrypt the payload for the device (RFC 8291, aes128gcm) and sign the VAPID JWT with
 * `web-push`, then POST it. The request goes through fetch rather than web-push's own https
 * client, so the same code talks to a local stand-in for the push service in tests.
 */
async function post(deps: PushOutboxDeps, subscription: typeof pushSubscriptions.$inferSelect, row: PushOutboxRow): Promise<void> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(row.payload),
    { vapidDetails: deps.keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (!res.ok) throw new PushServiceError(res.status, await res.text().catch(() => ''));
  await res.body?.cancel().catch(() => undefined);
}

/**
 * Deliver one claimed row. A device the push service says is gone (404, 410) is removed, its
 * queued pushes with it; any other failure is retried like an e-mail, and given up after 5 tries.
 */
export async function deliverPush(deps: PushOutboxDeps, row: PushOutboxRow): Promise<'sent' | 'retry' | 'failed' | 'gone'> {
  const [subscription] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
  if (!subscription) return 'gone';
  try {
    await post(deps, subscription, row);
  } catch (error) {
    if (error instanceof PushServiceError && (error.status === 404 || error.status === 410)) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return 'gone';
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const last = row.attempts >= OUTBOX_MAX_ATTEMPTS;
    await deps.db
      .update(pushOutbox)
      .set(last ? { status: 'failed', lockedUntil: null, lastError: message } : { nextAttemptAt: inMs(retryDelayMs(row.attempts)), lockedUntil: null, lastError: message })
      .where(eq(pushOutbox.id, row.id));
    if (last) deps.log.error({ err: error, event: row.event, pushId: row.id, attempts: row.attempts }, 'push failed, given up');
    return last ? 'failed' : 'retry';
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(pushOutbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(pushOutbox.id, row.id));
    await tx.update(pushSubscriptions).set({ lastUsedAt: sql`now()` }).where(eq(pushSubscriptions.id, subscription.id));
  });
  return 'sent';
}

/** One pass: claim a batch and deliver it, until nothing is due. */
export const sendDuePushes = (deps: PushOutboxDeps): Promise<number> =>
  deliverDueRows(deps.db, pushOutbox, (row) => deliverPush(deps, row), (error, row) =>
    deps.log.error({ err: error, pushId: row.id }, 'push outbox: could not record an outcome'),
  );

/** Delete sent pushes older than the retention. Answers how many rows. */
export const pruneSentPushes = (db: Database, retentionMs = PUSH_SENT_RETENTION_MS): Promise<number> => deleteSentRows(db, pushOutbox, retentionMs);

/** The push outbox's sender (createQueueSender, services/outbox-queue.ts). */
export function createPushSender(deps: PushOutboxDeps): QueueSender {
  return createQueueSender({ pass: () => sendDuePushes(deps), prune: () => pruneSentPushes(deps.db), log: deps.log, name: 'push outbox' });
}
