import { z } from '../zod';
import { REGIONS } from './common-values';
import {
  SCHEDULE_REPORT_KEYS,
  SCHEDULE_FORMATS,
  SCHEDULE_RUN_STATUSES,
  SCHEDULE_DELIVERY_STATUSES,
  MAX_SCHEDULE_RECIPIENTS,
  SCHEDULE_MESSAGES,
  isValidCron,
  isValidTimeZone,
} from './schedules-values';

export * from './schedules-values';

/*
 * Scheduled reports ("Scheduled Queries", docs/features.md): a schedule runs an analytics
 * report or a project's deficiency list on a cron expression in a time zone and e-mails the PDF or
 * CSV to its recipients; every run is kept with its file.
 */

/** The report's parameters: analytics filters (dates default to the last twelve months at run time) or a project. */
export const scheduleFiltersSchema = z.object({
  region: z.enum(REGIONS).optional(),
  by: z.string().regex(/^[a-z_]{1,30}$/).optional(),
  project_id: z.uuid().optional(),
});
export type ScheduleFilters = z.infer<typeof scheduleFiltersSchema>;

const recipientsSchema = z
  .array(z.email(SCHEDULE_MESSAGES.recipientInvalid))
  .min(1, SCHEDULE_MESSAGES.recipientsRequired)
  .max(MAX_SCHEDULE_RECIPIENTS, SCHEDULE_MESSAGES.recipientsTooMany);

/** The form and the create/update body. */
export const scheduleInputSchema = z
  .object({
    name: z.string().trim().min(1, SCHEDULE_MESSAGES.nameRequired).max(120),
    report_key: z.enum(SCHEDULE_REPORT_KEYS),
    filters: scheduleFiltersSchema.default({}),
    cron: z.string().trim().min(1, SCHEDULE_MESSAGES.cronInvalid).refine(isValidCron, SCHEDULE_MESSAGES.cronInvalid),
    time_zone: z.string().min(1, SCHEDULE_MESSAGES.timeZoneInvalid).refine(isValidTimeZone, SCHEDULE_MESSAGES.timeZoneInvalid),
    format: z.enum(SCHEDULE_FORMATS),
    recipients: recipientsSchema,
    enabled: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.report_key === 'deficiency_list' && !input.filters.project_id) {
      context.addIssue({ code: 'custom', path: ['filters', 'project_id'], message: SCHEDULE_MESSAGES.projectRequired });
    }
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleInputParsed = z.output<typeof scheduleInputSchema>;

export const updateScheduleSchema = scheduleInputSchema.and(z.object({ version: z.number().int().min(1) }));
export const scheduleEnabledSchema = z.object({ enabled: z.boolean(), version: z.number().int().min(1) });

export const scheduleParamsSchema = z.object({ id: z.uuid() });
export const scheduleRunParamsSchema = z.object({ runId: z.uuid() });

export const scheduleRunSchema = z.object({
  id: z.uuid(),
  schedule_id: z.uuid(),
  due_at: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(SCHEDULE_RUN_STATUSES),
  error: z.string().nullable(),
  file_name: z.string().nullable(),
  size_bytes: z.number().nullable(),
  /** The recipients that got the file. */
  emailed_to: z.array(z.string()),
  /** Each recipient's outcome (queued in the outbox, sent, or failed with the reason). */
  deliveries: z.array(z.object({ recipient: z.string(), status: z.enum(SCHEDULE_DELIVERY_STATUSES), error: z.string().nullable() })),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

export const scheduleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  report_key: z.enum(SCHEDULE_REPORT_KEYS),
  filters: scheduleFiltersSchema,
  cron: z.string(),
  time_zone: z.string(),
  format: z.enum(SCHEDULE_FORMATS),
  recipients: z.array(z.string()),
  enabled: z.boolean(),
  next_run_at: z.string().nullable(),
  last_run: scheduleRunSchema.nullable(),
  version: z.number(),
  created_at: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleDetailSchema = scheduleSchema.extend({ runs: z.array(scheduleRunSchema) });
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;
export const schedulesListSchema = z.object({ data: z.array(scheduleSchema) });
