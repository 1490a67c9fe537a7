import { and, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { SCHEDULE_RECENT_RUNS, type Schedule, type ScheduleInputParsed, type ScheduleRun, type ScheduleRunDelivery } from '../../shared/schemas/schedules';
import type { Database, Db } from '../db/client';
import { reportRuns, reportSchedules } from '../db/schema';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type RunRow = typeof reportRuns.$inferSelect;

export function presentRun(row: RunRow): ScheduleRun {
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    due_at: row.dueAt.toISOString(),
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    error: row.error,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    emailed_to: row.emailedTo,
    deliveries: row.deliveries,
  };
}

export function presentSchedule(row: ScheduleRow, lastRun: RunRow | undefined): Schedule {
  return {
    id: row.id,
    name: row.name,
    report_key: row.reportKey as Schedule['report_key'],
    filters: row.filters,
    cron: row.cron,
    time_zone: row.timeZone,
    format: row.format,
    recipients: row.recipients,
    enabled: row.enabled,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    last_run: lastRun ? presentRun(lastRun) : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored columns of a create or update body. */
export const scheduleValues = (input: ScheduleInputParsed) => ({
  name: input.name,
  reportKey: input.report_key,
  filters: input.filters,
  cron: input.cron,
  timeZone: input.time_zone,
  format: input.format,
  recipients: input.recipients,
  enabled: input.enabled,
});

/** The latest run of each of the schedules (one query). */
async function lastRunsOf(db: Db, scheduleIds: string[]): Promise<Map<string, RunRow>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([reportRuns.scheduleId])
    .from(reportRuns)
    .where(inArray(reportRuns.scheduleId, scheduleIds))
    .orderBy(reportRuns.scheduleId, desc(reportRuns.startedAt));
  return new Map(rows.map((row) => [row.scheduleId, row]));
}

export async function listSchedules(db: Db): Promise<Schedule[]> {
  const rows = await db.select().from(reportSchedules).orderBy(reportSchedules.name);
  const lastRuns = await lastRunsOf(db, rows.map((row) => row.id));
  return rows.map((row) => presentSchedule(row, lastRuns.get(row.id)));
}

export async function findSchedule(db: Db, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row;
}

export async function recentRuns(db: Db, scheduleId: string): Promise<RunRow[]> {
  return db.select().from(reportRuns).where(eq(reportRuns.scheduleId, scheduleId)).orderBy(desc(reportRuns.startedAt)).limit(SCHEDULE_RECENT_RUNS);
}

export async function findRun(db: Db, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(reportRuns).where(eq(reportRuns.id, runId));
  return row;
}

/** Enabled schedules whose next run time has come. */
export async function dueSchedules(db: Db, now: Date): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.enabled, true), isNotNull(reportSchedules.nextRunAt), lte(reportSchedules.nextRunAt, now)));
}

/**
 * Claim one due time: move next_run_at forward only if it still is `dueAt` (compare-and-set) and
 * add the run row (UNIQUE(schedule_id, due_at)). Answers the run, or undefined when another tick
 * or process claimed it first.
 */
export async function claimDueRun(db: Database, schedule: ScheduleRow, dueAt: Date, next: Date | null, startedAt: Date): Promise<RunRow | undefined> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(reportSchedules)
      .set({ nextRunAt: next })
      .where(and(eq(reportSchedules.id, schedule.id), eq(reportSchedules.nextRunAt, dueAt)))
      .returning({ id: reportSchedules.id });
    if (moved.length === 0) return undefined;
    return insertRun(tx, schedule.id, dueAt, startedAt);
  });
}

/** A new running run, or undefined when this due time already has one. */
export async function insertRun(db: Db, scheduleId: string, dueAt: Date, startedAt: Date): Promise<RunRow | undefined> {
  const [row] = await db.insert(reportRuns).values({ scheduleId, dueAt, startedAt }).onConflictDoNothing().returning();
  return row;
}

export async function finishRun(db: Db, runId: string, values: Partial<Pick<RunRow, 'status' | 'error' | 'finishedAt' | 'fileName' | 'fileSha256' | 'sizeBytes' | 'emailedTo' | 'deliveries'>>): Promise<RunRow> {
  const [row] = await db.update(reportRuns).set(values).where(eq(reportRuns.id, runId)).returning();
  return row!;
}

const errorText = (error: string) => error.slice(0, 2000);

/**
 * A made file's run from its recipients' outcomes: failed when none can get it any more, partly
 * failed when some could not, else succeeded (queued e-mails are on their way). `emailedTo` lists
 * the sent ones; `error` names the failed ones.
 */
export function runOutcome(deliveries: readonly ScheduleRunDelivery[]): Pick<RunRow, 'status' | 'error' | 'emailedTo'> {
  const failed = deliveries.filter((delivery) => delivery.status === 'failed');
  const status = failed.length === 0 ? 'succeeded' : failed.length === deliveries.length ? 'failed' : 'partly_failed';
  const list = failed.map((delivery) => `${delivery.recipient} (${delivery.error})`).join('; ');
  return {
    status,
    error: failed.length ? errorText(`Could not e-mail ${failed.length} of ${deliveries.length} recipients: ${list}`) : null,
    emailedTo: deliveries.filter((delivery) => delivery.status === 'sent').map((delivery) => delivery.recipient),
  };
}

/**
 * The outbox's final word on one recipient's e-mail of a run (sent, or failed after its last try),
 * in the outbox's transaction. The run row is locked first, so two senders finishing two
 * recipients of one run at once do not overwrite each other's outcome.
 */
export async function recordRunDelivery(tx: Db, runId: string, recipient: string, outcome: { status: 'sent' | 'failed'; error: string | null }): Promise<void> {
  const [run] = await tx.select().from(reportRuns).where(eq(reportRuns.id, runId)).for('update');
  if (!run) return;
  const index = run.deliveries.findIndex((delivery) => delivery.recipient === recipient && delivery.status === 'queued');
  if (index < 0) return;
  const deliveries = run.deliveries.map((delivery, at) => (at === index ? { recipient, status: outcome.status, error: outcome.error?.slice(0, 500) ?? null } : delivery));
  await tx.update(reportRuns).set({ deliveries, ...runOutcome(deliveries) }).where(eq(reportRuns.id, runId));
}

/** Runs left "running" since before `startedBefore` (their process stopped) become failed with `error`. */
export async function failStaleRuns(db: Db, startedBefore: Date, error: string, at: Date): Promise<number> {
  const rows = await db
    .update(reportRuns)
    .set({ status: 'failed', error, finishedAt: at })
    .where(and(eq(reportRuns.status, 'running'), lt(reportRuns.startedAt, startedBefore)))
    .returning({ id: reportRuns.id });
  return rows.length;
}

/** Versioned update: answers the new row, or undefined when `version` is no longer the stored one. */
export async function updateScheduleRow(db: Db, id: string, version: number, values: Partial<typeof reportSchedules.$inferInsert>): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(reportSchedules)
    .set({ ...values, version: sql`${reportSchedules.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.version, version)))
    .returning();
  return row;
}

export async function insertScheduleRow(db: Db, values: typeof reportSchedules.$inferInsert): Promise<ScheduleRow> {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  return row!;
}

export async function deleteScheduleRow(db: Db, id: string): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}
