import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/*
 * What the outboxes share (docs/architecture.md, "Side effects: the outbox"): rows written in the
 * transaction of a change and sent after its commit, claimed with a lease in one statement, tried
 * five times with back-off, by one sender per process woken by a NOTIFY at commit. The e-mail
 * outbox (services/outbox.ts) and the push outbox (services/push-outbox.ts) each keep their
 * table and their delivery; this module keeps the claiming, the back-off and the sender's loop.
 */

/** Tries in all before a row is given up as failed. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed try. */
export const OUTBOX_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** How long a claimed row is its sender's: a sender that dies mid-send leaves it to another after this. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Rows claimed per statement. */
export const OUTBOX_BATCH = 20;

/** A queue table: the columns the claim reads and sets, and `sentAt`, which the prune reads. */
export type QueueTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; attempts: AnyPgColumn; nextAttemptAt: AnyPgColumn; lockedUntil: AnyPgColumn; sentAt: AnyPgColumn };

/** The wait before the next try of a row that failed its `attempts`-th try. */
export const retryDelayMs = (attempts: number): number => OUTBOX_RETRY_DELAYS_MS[attempts - 1] ?? OUTBOX_RETRY_DELAYS_MS.at(-1)!;

/** `now() + ms` in the database's clock, which every replica shares. */
export const inMs = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Delete the rows of `table` sent more than `olderThanMs` ago (each table's partial index on
 * `sent_at` where sent serves it); pending and failed rows stay. Answers how many rows.
 */
export async function deleteSentRows(db: Database, table: QueueTable, olderThanMs: number): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(sql`${table.status} = 'sent' and ${table.sentAt} < now() - ${`${olderThanMs} milliseconds`}::interval`)
    .returning({ id: table.id });
  return deleted.length;
}

/**
 * Claim up to `limit` due rows of `table` in ONE statement: a row another sender holds (row lock
 * or unexpired lease) is skipped, so several senders on one database never take the same row.
 */
export async function claimDueRows<T extends QueueTable>(db: Database, table: T, limit = OUTBOX_BATCH, leaseMs = OUTBOX_LEASE_MS): Promise<T['$inferSelect'][]> {
  const rows = await db
    .update(table)
    .set({ lockedUntil: inMs(leaseMs), attempts: sql`${table.attempts} + 1` } as never)
    .where(
      sql`${table.id} in (
        select ${table.id} from ${table}
        where ${table.status} = 'pending' and ${table.nextAttemptAt} <= now()
          and (${table.lockedUntil} is null or ${table.lockedUntil} < now())
        order by ${table.id}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
  return rows as T['$inferSelect'][];
}

/**
 * One pass: claim a batch of `table` and deliver each row, until nothing is due. A row whose
 * outcome could not be recorded goes to `onFailure`; its lease runs out and it is tried again.
 * Answers how many rows it handled.
 */
export async function deliverDueRows<T extends QueueTable>(
  db: Database,
  table: T,
  deliver: (row: T['$inferSelect']) => Promise<unknown>,
  onFailure: (error: unknown, row: T['$inferSelect']) => void,
): Promise<number> {
  let handled = 0;
  for (let batch = await claimDueRows(db, table); batch.length > 0; batch = await claimDueRows(db, table)) {
    for (const row of batch) {
      try {
        await deliver(row);
      } catch (error) {
        onFailure(error, row);
      }
      handled += 1;
    }
  }
  return handled;
}

export interface QueueSender {
  /** Start a pass soon (coalesced: kicks during a pass make one more pass after it). */
  kick(): void;
  /** Send everything due now, waiting for a pass already under way (tests call it). */
  drain(): Promise<number>;
  prune(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface QueueSenderOptions {
  /** One pass: claim and deliver until nothing is due; answers how many rows it handled. */
  pass(): Promise<number>;
  prune(): Promise<number>;
  log: { error(details: object, message: string): void };
  /** Names the queue in the log ("e-mail outbox"). */
  name: string;
  intervalMs?: number;
  pruneIntervalMs?: number;
}

/**
 * The one sender of a queue in a server process: a pass on a kick (a commit that enqueued rows),
 * on start and every `intervalMs` (retries, and rows a dead sender left); sent rows pruned every
 * `pruneIntervalMs`. Never two passes of one queue at once in one process.
 */
export function createQueueSender({ pass: runPass, prune, log, name, intervalMs = 15_000, pruneIntervalMs = 60 * 60_000 }: QueueSenderOptions): QueueSender {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let scheduled = false;
  const timers: NodeJS.Timeout[] = [];

  const pass = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = runPass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        kick();
      }
    });
    return running;
  };
  const safely = (work: Promise<unknown>, what: string) => void work.catch((error: unknown) => log.error({ err: error }, `${name}: ${what} failed`));
  function kick() {
    if (stopped || scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (!stopped) safely(pass(), 'pass');
    });
  }

  return {
    kick,
    async drain() {
      let total = 0;
      await running?.catch(() => undefined);
      for (let handled = await pass(); handled > 0; handled = await pass()) total += handled;
      return total;
    },
    prune,
    start() {
      if (timers.length > 0 || stopped) return;
      kick();
      safely(prune(), 'prune');
      timers.push(setInterval(kick, intervalMs), setInterval(() => safely(prune(), 'prune'), pruneIntervalMs));
      timers.forEach((timer) => timer.unref());
    },
    async stop() {
      stopped = true;
      timers.splice(0).forEach((timer) => clearInterval(timer));
      await running?.catch(() => undefined);
    },
  };
}
