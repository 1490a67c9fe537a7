import { nextCronRun, type ScheduleReportKey } from '../../shared/schemas/schedules';
import { SCHEDULED_RUN_TIMEOUT_MS, SCHEDULER_TICK_MS } from '../../shared/constants';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { claimDueRun, dueSchedules, failStaleRuns, finishRun, insertRun, type RunRow, type ScheduleRow } from '../repositories/schedules';
import { renderEmail } from './email-layout';
import type { FileStore } from './file-store';
import type { Mailer } from './mail';
import { renderScheduledReport } from './scheduled-report-file';

export interface SchedulerDeps {
  db: Database;
  files: FileStore;
  mailer: Mailer;
  config: AppConfig;
  /** The clock (a fake one in tests). */
  now: () => Date;
  log?: { error(object: unknown, message: string): void };
}

/** The next due time of a schedule after `from`: null when it is disabled or its cron never fires again. */
export const nextRunOf = (schedule: Pick<ScheduleRow, 'cron' | 'timeZone' | 'enabled'>, from: Date) =>
  schedule.enabled ? nextCronRun(schedule.cron, schedule.timeZone, from) : null;

export const INTERRUPTED_RUN_ERROR = 'The run was interrupted (the server stopped before it finished).';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Render the report, store the file, e-mail it to each recipient and record the outcome on the run. */
export async function executeRun(deps: SchedulerDeps, schedule: ScheduleRow, run: RunRow): Promise<RunRow> {
  try {
    const at = deps.now();
    const file = await renderScheduledReport(deps, { reportKey: schedule.reportKey as ScheduleReportKey, filters: schedule.filters, format: schedule.format }, at);
    const sha256 = await deps.files.put(file.bytes);
    await deps.db.transaction(async (tx) => finishRun(tx, run.id, { fileName: file.fileName, fileSha256: sha256, sizeBytes: file.bytes.length }));
    const emailedTo: string[] = [];
    for (const recipient of schedule.recipients) {
      const mail = renderEmail({
        type: 'schedule.report',
        to: recipient,
        subject: `${schedule.name}: ${file.title}`,
        paragraphs: [`The scheduled report "${schedule.name}" ran on ${at.toISOString()}. The ${schedule.format.toUpperCase()} file is attached.`],
        providerName: deps.config.PROVIDER_NAME,
      });
      await deps.mailer.send({ ...mail, entityType: 'report_run', entityId: run.id, attachments: [{ filename: file.fileName, content: file.bytes, contentType: file.contentType }] });
      emailedTo.push(recipient);
    }
    return await finishRun(deps.db, run.id, { status: 'succeeded', finishedAt: deps.now(), emailedTo });
  } catch (error) {
    deps.log?.error({ err: error, scheduleId: schedule.id }, 'scheduled report failed');
    return finishRun(deps.db, run.id, { status: 'failed', error: errorText(error), finishedAt: deps.now() });
  }
}

/**
 * One pass: claim every due schedule (a due time is claimed once, whatever the number of ticks or
 * processes) and run it. The next due time is computed from now, so times missed while the server
 * was down collapse into one run.
 */
export async function runDueSchedules(deps: SchedulerDeps): Promise<RunRow[]> {
  const now = deps.now();
  await failStaleRuns(deps.db, new Date(now.getTime() - SCHEDULED_RUN_TIMEOUT_MS), INTERRUPTED_RUN_ERROR, now);
  const finished: RunRow[] = [];
  for (const schedule of await dueSchedules(deps.db, now)) {
    let next: Date | null;
    try {
      next = nextRunOf(schedule, now);
    } catch {
      next = null;
    }
    const run = await claimDueRun(deps.db, schedule, schedule.nextRunAt!, next, now);
    if (run) finished.push(await executeRun(deps, schedule, run));
  }
  return finished;
}

/** "Run now": a run due at this moment, outside the schedule's own times. */
export async function runScheduleNow(deps: SchedulerDeps, schedule: ScheduleRow): Promise<RunRow | undefined> {
  const now = deps.now();
  const run = await insertRun(deps.db, schedule.id, now, now);
  return run && executeRun(deps, schedule, run);
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** One pass now (tests drive it with a fake clock). */
  tick(): Promise<RunRow[]>;
  runNow(schedule: ScheduleRow): Promise<RunRow | undefined>;
}

/** The loop in the server process: a pass every `intervalMs`, never two passes at once. */
export function createScheduler(deps: SchedulerDeps, intervalMs = SCHEDULER_TICK_MS): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RunRow[]> | null = null;
  const tick = () => {
    running ??= runDueSchedules(deps).finally(() => {
      running = null;
    });
    return running;
  };
  const safeTick = () =>
    void tick().catch((error: unknown) => {
      deps.log?.error({ err: error }, 'scheduler pass failed');
    });
  return {
    start() {
      if (timer) return;
      safeTick();
      timer = setInterval(safeTick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    tick,
    runNow: (schedule) => runScheduleNow(deps, schedule),
  };
}
