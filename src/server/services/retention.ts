import { and, eq, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../../shared/dates';
import type { Database } from '../db/client';
import {
  authOneTimeTokens,
  authRefreshTokens,
  calendarRemovals,
  emailLog,
  emailOutbox,
  idempotencyKeys,
  invoices,
  jobLeases,
  pushOnce,
  reportRuns,
  reports,
  uploads,
} from '../db/schema';
import { REMOVED_VISIBLE_DAYS } from './calendar';
import type { FileStore } from './file-store';

/** Rows deleted per statement: short statements, so a long backlog never holds locks for long. */
export const RETENTION_BATCH = 1000;
/** Used or expired one-time tokens, revoked refresh tokens and uploads no row refers to are kept this long. */
export const RETENTION_SHORT_DAYS = 7;
/** Once-only push keys (a deficiency due soon, per due date) are kept this long. */
export const RETENTION_PUSH_ONCE_DAYS = 30;
/** The job runs when its last run finished at least this long ago (checked every RETENTION_CHECK_MS). */
export const RETENTION_INTERVAL_MS = DAY_MS;
export const RETENTION_CHECK_MS = 60 * 60_000;
/** How long a replica holds the job: one that dies mid-run leaves it to another after this. */
export const RETENTION_LEASE_MS = 60 * 60_000;
const JOB_NAME = 'retention';

export interface RetentionSettings {
  idempotencyDays: number;
  emailLogDays: number;
  batch?: number;
}

/** What one run deleted, per kind of row (and the stored files of the uploads). */
export interface RetentionCounts {
  idempotencyKeys: number;
  oneTimeTokens: number;
  refreshTokens: number;
  emailLog: number;
  uploads: number;
  files: number;
  calendarRemovals: number;
  pushOnce: number;
}

export interface RetentionDeps {
  db: Database;
  files: FileStore;
  settings: RetentionSettings;
}

/**
 * What an upload can belong to. One that belongs to none of them (picked, then never sent with its
 * form) is deleted after RETENTION_SHORT_DAYS; a test keeps this list equal to the table's foreign
 * keys other than who uploaded or deleted it and their company, so a new kind of owner is never
 * pruned as an orphan.
 */
export const UPLOAD_ATTACHMENT_COLUMNS = [
  uploads.requestId,
  uploads.inspectionId,
  uploads.deficiencyId,
  uploads.messageId,
  uploads.submittalId,
  uploads.projectId,
] as const;

const olderThan = (column: PgColumn, days: number) => lt(column, sql`now() - make_interval(days => ${days})`);

/** Delete the rows of `table` matching `where`, `batch` rows per statement, until none is left. */
async function deleteInBatches<Row>(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  batch: number,
  returning: Record<string, PgColumn> = { id },
): Promise<Row[]> {
  const deleted: Row[] = [];
  for (;;) {
    const chunk = (await db
      .delete(table)
      .where(inArray(id, db.select({ id }).from(table).where(where).limit(batch)))
      .returning(returning)) as Row[];
    deleted.push(...chunk);
    if (chunk.length < batch) return deleted;
  }
}

/** A stored file stays while any row names it (uploads, reports, invoices and report runs share the store). */
async function fileStillNamed(db: Database, sha256: string): Promise<boolean> {
  const named = await db.execute(sql`select 1 from ${uploads} where ${uploads.sha256} = ${sha256}
    union all select 1 from ${reports} where ${reports.fileSha256} = ${sha256}
    union all select 1 from ${invoices} where ${invoices.pdfSha256} = ${sha256}
    union all select 1 from ${reportRuns} where ${reportRuns.fileSha256} = ${sha256}
    limit 1`);
  return (named as unknown as { rows: unknown[] }).rows.length > 0;
}

/** One run of every retention rule (docs/production.md, "Retention"); answers what it deleted. */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionCounts> {
  const { db, settings } = deps;
  const batch = settings.batch ?? RETENTION_BATCH;
  const byAge = (table: PgTable, id: PgColumn, where: SQL | undefined) => deleteInBatches(db, table, id, where, batch);
  const idempotency = await byAge(idempotencyKeys, idempotencyKeys.id, olderThan(idempotencyKeys.createdAt, settings.idempotencyDays));
  const oneTimeTokens = await byAge(
    authOneTimeTokens,
    authOneTimeTokens.id,
    or(olderThan(authOneTimeTokens.usedAt, RETENTION_SHORT_DAYS), olderThan(authOneTimeTokens.expiresAt, RETENTION_SHORT_DAYS)),
  );
  const refreshTokens = await byAge(authRefreshTokens, authRefreshTokens.id, and(eq(authRefreshTokens.revoked, true), olderThan(authRefreshTokens.revokedAt, RETENTION_SHORT_DAYS)));
  // A log row whose e-mail is still waiting in the outbox stays (deleting it would cascade to the outbox row).
  const pendingMail = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.emailLogId, emailLog.id), eq(emailOutbox.status, 'pending')));
  const logRows = await byAge(emailLog, emailLog.id, and(olderThan(emailLog.createdAt, settings.emailLogDays), notExists(pendingMail)));
  // A removal shows in the calendar feeds for REMOVED_VISIBLE_DAYS; after that nothing reads it.
  const removals = await byAge(calendarRemovals, calendarRemovals.id, olderThan(calendarRemovals.removedAt, REMOVED_VISIBLE_DAYS));
  // A once-only push key names a due date at most a few days after it was written: once that date
  // has passed, no pass of the job looks for the key again.
  const pushKeys = await byAge(pushOnce, pushOnce.key, olderThan(pushOnce.createdAt, RETENTION_PUSH_ONCE_DAYS));
  const unreferenced = and(...UPLOAD_ATTACHMENT_COLUMNS.map((column) => isNull(column)), olderThan(uploads.createdAt, RETENTION_SHORT_DAYS));
  const deletedUploads = await deleteInBatches<{ id: string; sha256: string }>(db, uploads, uploads.id, unreferenced, batch, {
    id: uploads.id,
    sha256: uploads.sha256,
  });
  // Files are stored once per content: one goes only when no remaining row names it.
  let files = 0;
  for (const sha256 of new Set(deletedUploads.map((row) => row.sha256))) {
    if (await fileStillNamed(db, sha256)) continue;
    await deps.files.remove(sha256);
    files += 1;
  }
  return {
    idempotencyKeys: idempotency.length,
    oneTimeTokens: oneTimeTokens.length,
    refreshTokens: refreshTokens.length,
    emailLog: logRows.length,
    uploads: deletedUploads.length,
    files,
    calendarRemovals: removals.length,
    pushOnce: pushKeys.length,
  };
}

/**
 * Take the job for this replica when no other holds it and (unless `force`) its last run finished
 * a day ago or more. One statement, so two replicas asking together never both get it.
 */
async function claimJob(db: Database, force: boolean): Promise<boolean> {
  const due = force ? sql`true` : sql`(${jobLeases.lastFinishedAt} is null or ${jobLeases.lastFinishedAt} <= now() - ${`${RETENTION_INTERVAL_MS} milliseconds`}::interval)`;
  const claimed = await db
    .insert(jobLeases)
    .values({ name: JOB_NAME, lockedUntil: sql`now() + ${`${RETENTION_LEASE_MS} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { lockedUntil: sql`excluded.locked_until` },
      setWhere: sql`(${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} < now()) and ${due}`,
    })
    .returning({ name: jobLeases.name });
  return claimed.length > 0;
}

export interface RetentionJob {
  /** Run now if due and no other replica runs it; answers the counts, or null when skipped. */
  runIfDue(options?: { force?: boolean }): Promise<RetentionCounts | null>;
  start(): void;
  stop(): Promise<void>;
}

/** The daily retention job of one replica: checked every hour, run by one replica at a time. */
export function createRetentionJob(deps: RetentionDeps & { log: { info(details: object, message: string): void; error(details: object, message: string): void } }): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionCounts | null> | null = null;

  const run = async (force: boolean): Promise<RetentionCounts | null> => {
    if (!(await claimJob(deps.db, force))) return null;
    try {
      const counts = await applyRetention(deps);
      await deps.db.update(jobLeases).set({ lockedUntil: null, lastFinishedAt: sql`now()` }).where(eq(jobLeases.name, JOB_NAME));
      deps.log.info({ deleted: counts }, 'retention job finished');
      return counts;
    } catch (error) {
      // Released without a finish time: the next check tries again.
      await deps.db.update(jobLeases).set({ lockedUntil: null }).where(eq(jobLeases.name, JOB_NAME));
      throw error;
    }
  };
  const runIfDue = (options: { force?: boolean } = {}) => {
    running ??= run(options.force ?? false).finally(() => (running = null));
    return running;
  };
  const check = () => void runIfDue().catch((error: unknown) => deps.log.error({ err: error }, 'retention job failed'));

  return {
    runIfDue,
    start() {
      if (timer) return;
      check();
      timer = setInterval(check, RETENTION_CHECK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
