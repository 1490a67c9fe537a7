import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCHEDULE_FORMATS, SCHEDULE_RUN_STATUSES, type ScheduleFilters, type ScheduleRunDelivery } from '../../shared/schemas/schedules';
import { createdAt, updatedAt } from './columns';
import { profiles } from './schema-core';

export const scheduleFormatEnum = pgEnum('schedule_format', SCHEDULE_FORMATS);
export const scheduleRunStatusEnum = pgEnum('schedule_run_status', SCHEDULE_RUN_STATUSES);

/**
 * A scheduled report. `next_run_at` is the scheduler's whole state: a due schedule is claimed by
 * moving it forward (compare-and-set), so a restart runs a missed time once, not once per miss.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** An analytics report key or 'deficiency_list'. */
    reportKey: text('report_key').notNull(),
    filters: jsonb('filters').$type<ScheduleFilters>().notNull().default({}),
    cron: text('cron').notNull(),
    timeZone: text('time_zone').notNull(),
    format: scheduleFormatEnum('format').notNull(),
    recipients: text('recipients').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('report_schedules_due_idx').on(table.enabled, table.nextRunAt), index('report_schedules_name_idx').on(table.name)],
);

/** One run of a schedule; UNIQUE(schedule_id, due_at) so one due time never runs twice. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: scheduleRunStatusEnum('status').notNull().default('running'),
    error: text('error'),
    fileName: text('file_name'),
    fileSha256: text('file_sha256'),
    sizeBytes: integer('size_bytes'),
    /** The recipients e-mailed successfully (every `sent` one of `deliveries`). */
    emailedTo: text('emailed_to').array().notNull().default([]),
    /** One outcome per recipient: each is tried whatever happened to the others. */
    deliveries: jsonb('deliveries').$type<ScheduleRunDelivery[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('report_runs_schedule_due_uq').on(table.scheduleId, table.dueAt),
    index('report_runs_schedule_started_idx').on(table.scheduleId, table.startedAt),
    index('report_runs_status_started_idx').on(table.status, table.startedAt),
  ],
);
