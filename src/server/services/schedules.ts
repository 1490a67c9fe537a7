import { SCHEDULE_MESSAGES, type ScheduleInputParsed } from '../../shared/schemas/schedules';
import type { Database } from '../db/client';
import type { reportSchedules } from '../db/schema';
import { notFound, VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  deleteScheduleRow,
  findSchedule,
  insertScheduleRow,
  presentSchedule,
  scheduleValues,
  updateScheduleRow,
  type RunRow,
  type ScheduleRow,
} from '../repositories/schedules';
import { nextRunOf, type Scheduler } from './scheduler';

/** What the audit log keeps of a schedule. */
const auditedSchedule = (row: ScheduleRow) => ({
  name: row.name,
  report_key: row.reportKey,
  cron: row.cron,
  time_zone: row.timeZone,
  format: row.format,
  recipients: row.recipients,
  enabled: row.enabled,
});

/** The schedule, or 404. */
export async function scheduleOrNotFound(db: Database, id: string): Promise<ScheduleRow> {
  const row = await findSchedule(db, id);
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  return row;
}

/** A new schedule with its first run time, audited. */
export async function createSchedule(db: Database, input: { actorId: string; body: ScheduleInputParsed }): Promise<ScheduleRow> {
  const { actorId } = input;
  const values = scheduleValues(input.body);
  return db.transaction(async (tx) => {
    const created = await insertScheduleRow(tx, { ...values, createdBy: actorId, nextRunAt: nextRunOf(values, new Date()) });
    await writeAudit(tx, { actorId, action: 'schedule.create', entityType: 'report_schedule', entityId: created.id, after: auditedSchedule(created) });
    return created;
  });
}

/** A versioned update of a schedule with its next run recomputed, audited as `action`; 409 when the version moved. */
async function updateVersioned(
  db: Database,
  input: { actorId: string; scheduleId: string; version: number; values: Partial<typeof reportSchedules.$inferInsert>; action: string },
): Promise<ScheduleRow> {
  const before = await scheduleOrNotFound(db, input.scheduleId);
  return db.transaction(async (tx) => {
    const merged = { ...before, ...input.values };
    const row = await updateScheduleRow(tx, before.id, input.version, { ...input.values, nextRunAt: nextRunOf(merged, new Date()) });
    if (!row) throw new VersionConflictError(presentSchedule(before, undefined));
    await writeAudit(tx, { actorId: input.actorId, action: input.action, entityType: 'report_schedule', entityId: row.id, before: auditedSchedule(before), after: auditedSchedule(row) });
    return row;
  });
}

export function updateSchedule(db: Database, input: { actorId: string; scheduleId: string; body: ScheduleInputParsed & { version: number } }): Promise<ScheduleRow> {
  const { actorId, scheduleId, body } = input;
  return updateVersioned(db, { actorId, scheduleId, version: body.version, values: scheduleValues(body), action: 'schedule.update' });
}

export function setScheduleEnabled(db: Database, input: { actorId: string; scheduleId: string; enabled: boolean; version: number }): Promise<ScheduleRow> {
  const { actorId, scheduleId, enabled, version } = input;
  return updateVersioned(db, { actorId, scheduleId, version, values: { enabled }, action: enabled ? 'schedule.enable' : 'schedule.disable' });
}

export async function deleteSchedule(db: Database, input: { actorId: string; scheduleId: string }): Promise<void> {
  const before = await scheduleOrNotFound(db, input.scheduleId);
  await db.transaction(async (tx) => {
    await deleteScheduleRow(tx, before.id);
    await writeAudit(tx, { actorId: input.actorId, action: 'schedule.delete', entityType: 'report_schedule', entityId: before.id, before: auditedSchedule(before) });
  });
}

/** "Run now" (services/scheduler.ts runs it to the end), then the audit row of the finished run. */
export async function runSchedule(db: Database, scheduler: Pick<Scheduler, 'runNow'>, input: { actorId: string; scheduleId: string }): Promise<RunRow> {
  const schedule = await scheduleOrNotFound(db, input.scheduleId);
  const run = await scheduler.runNow(schedule);
  if (!run) throw notFound(SCHEDULE_MESSAGES.runNotFound);
  await db.transaction((tx) =>
    writeAudit(tx, { actorId: input.actorId, action: 'schedule.run', entityType: 'report_schedule', entityId: schedule.id, after: { run_id: run.id, status: run.status } }),
  );
  return run;
}
