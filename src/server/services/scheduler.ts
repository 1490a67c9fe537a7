import { nextCronRun, type ScheduleReportKey, type ScheduleRunDelivery } from '../../shared/schemas/schedules';
import { DUE_NOTIFICATIONS_INTERVAL_MS, SCHEDULED_RUN_TIMEOUT_MS, SCHEDULER_TICK_MS } from '../../shared/constants';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { claimDueRun, dueSchedules, failStaleRuns, finishRun, insertRun, runOutcome, type RunRow, type ScheduleRow } from '../repositories/schedules';
import { createDueNotifications, type DueNotificationsResult } from './due-notifications';
import { renderEmail } from './email-layout';
import type { FileStore } from './file-store';
import { enqueueMail } from './outbox';
import { renderScheduledReport } from './scheduled-report-file';

export interface SchedulerDeps {
  db: Database;
  files: FileStore;
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

/**
 * Render the report, store the file and, in one transaction, record the made file on the run and
 * queue its e-mail to each recipient in the outbox (docs/architecture.md, "Side effects: the
 * outbox"). The run then shows each recipient as queued; the outbox records each one's outcome on
 * it (repositories/schedules.ts recordRunDelivery) once sent, or failed after its last try. The
 * file is kept whatever happens to the e-mails.
 */
export async function executeRun(deps: SchedulerDeps, schedule: ScheduleRow, run: RunRow): Promise<RunRow> {
  const at = deps.now();
  try {
    const file = await renderScheduledReport(deps, { reportKey: schedule.reportKey as ScheduleReportKey, filters: schedule.filters, format: schedule.format }, at);
    const sha256 = await deps.files.put(file.bytes);
    const deliveries: ScheduleRunDelivery[] = schedule.recipients.map((recipient) => ({ recipient, status: 'queued', error: null }));
    return await deps.db.transaction(async (tx) => {
      for (const recipient of schedule.recipients) {
        const mail = renderEmail({
          type: 'schedule.report',
          to: recipient,
          subject: `${schedule.name}: ${file.title}`,
          paragraphs: [`The scheduled report "${schedule.name}" ran on ${at.toISOString()}. The ${schedule.format.toUpperCase()} file is attached.`],
          providerName: deps.config.PROVIDER_NAME,
        });
        await enqueueMail(tx, { ...mail, entityType: 'report_run', entityId: run.id, attachments: [{ filename: file.fileName, content: file.bytes, contentType: file.contentType }] });
      }
      return finishRun(tx, run.id, {
        fileName: file.fileName,
        fileSha256: sha256,
        sizeBytes: file.bytes.length,
        deliveries,
        ...runOutcome(deliveries),
        finishedAt: deps.now(),
      });
    });
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
  /** One pass of the due-notifications job now (tests drive it with a fake clock). */
  notifyDue(): Promise<DueNotificationsResult>;
}

/**
 * The loop in the server process: a pass every `intervalMs`, never two passes at once; and the
 * due-notifications job every DUE_NOTIFICATIONS_INTERVAL_MS (its dedupe keys make each
 * notification once, whatever the number of passes, processes or restarts).
 */
export function createScheduler(deps: SchedulerDeps, intervalMs = SCHEDULER_TICK_MS, notifyIntervalMs = DUE_NOTIFICATIONS_INTERVAL_MS): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let notifyTimer: NodeJS.Timeout | null = null;
  let running: Promise<RunRow[]> | null = null;
  let notifying: Promise<DueNotificationsResult> | null = null;
  const tick = () => {
    running ??= runDueSchedules(deps).finally(() => {
      running = null;
    });
    return running;
  };
  const notifyDue = () => {
    notifying ??= createDueNotifications(deps.db, deps.now()).finally(() => {
      notifying = null;
    });
    return notifying;
  };
  const safeTick = () =>
    void tick().catch((error: unknown) => {
      deps.log?.error({ err: error }, 'scheduler pass failed');
    });
  const safeNotify = () =>
    void notifyDue().catch((error: unknown) => {
      deps.log?.error({ err: error }, 'due notifications pass failed');
    });
  return {
    start() {
      if (timer) return;
      safeTick();
      timer = setInterval(safeTick, intervalMs);
      timer.unref();
      safeNotify();
      notifyTimer = setInterval(safeNotify, notifyIntervalMs);
      notifyTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (notifyTimer) clearInterval(notifyTimer);
      timer = null;
      notifyTimer = null;
      await running?.catch(() => undefined);
      await notifying?.catch(() => undefined);
    },
    tick,
    runNow: (schedule) => runScheduleNow(deps, schedule),
    notifyDue,
  };
}
