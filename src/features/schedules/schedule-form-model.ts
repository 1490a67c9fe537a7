import type { TextValues } from '@/components/form/form-values';
import { lazyBodyResolver } from '@/lib/forms/lazy-resolver';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { Schedule, ScheduleInput, ScheduleInputParsed } from '@/shared/schemas/schedules';
import { DEFAULT_SIMPLE_SCHEDULE, fromCron, toCron, type ScheduleFrequency } from './schedule-picker-model';

/**
 * What the form's controls hold: recipients as text (one per line or comma separated), empty
 * selects as ''. When: the picker (frequency, weekday, day of the month, time, in the provider's
 * time zone) or, with frequency "custom", the cron and a time zone of its own.
 */
export interface ScheduleFormValues
  extends TextValues<Pick<ScheduleInput, 'name' | 'cron' | 'time_zone' | 'recipients'>>,
    TextValues<Pick<NonNullable<ScheduleInput['filters']>, 'region' | 'project_id'>>,
    Required<Pick<ScheduleInput, 'format' | 'enabled'>> {
  /** '' until one is chosen. */
  report_key: ScheduleInput['report_key'] | '';
  frequency: ScheduleFrequency;
  /** The select's value: "0" (Sunday) ... "6". */
  weekday: string;
  /** "1" ... "28" or "L" (the last day). */
  day_of_month: string;
  /** "HH:MM". */
  time: string;
}

export const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The cron the form stands for: the picker's, or the one typed under "Custom (cron)". */
export function cronOf(values: Pick<ScheduleFormValues, 'frequency' | 'weekday' | 'day_of_month' | 'time' | 'cron'>): string {
  if (values.frequency === 'custom') return values.cron;
  return toCron({ frequency: values.frequency, weekday: Number(values.weekday), dayOfMonth: values.day_of_month, time: values.time });
}

/** The POST/PATCH /api/schedules body (schema input; the schema reports what is wrong) for what the form holds. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  return {
    name: values.name,
    report_key: values.report_key,
    filters: {
      ...(values.region && values.report_key !== 'deficiency_list' ? { region: values.region } : {}),
      ...(values.project_id && values.report_key === 'deficiency_list' ? { project_id: values.project_id } : {}),
    },
    cron: cronOf(values),
    time_zone: values.time_zone,
    format: values.format,
    recipients: splitRecipients(values.recipients),
    enabled: values.enabled,
  } as ScheduleInput;
}

/** The shared schema (loaded on first validation) over the body the form would send; its messages land on the same field names. */
export const scheduleFormResolver = lazyBodyResolver(() => import('@/shared/schemas/schedules').then((m) => m.scheduleInputSchema), toScheduleInput);

/**
 * The form for a schedule (or a new one, weekly on Monday at 07:00). A stored schedule opens in
 * the picker when its cron is one the picker writes and it runs in the provider's time zone;
 * any other opens as "Custom (cron)", unchanged.
 */
export function scheduleFormDefaults(schedule: Schedule | undefined, providerTimeZone: string): ScheduleFormValues {
  const picked = schedule ? (schedule.time_zone === providerTimeZone ? fromCron(schedule.cron) : null) : DEFAULT_SIMPLE_SCHEDULE;
  return {
    name: schedule?.name ?? '',
    report_key: schedule?.report_key ?? '',
    region: schedule?.filters.region ?? '',
    project_id: schedule?.filters.project_id ?? '',
    frequency: picked?.frequency ?? 'custom',
    weekday: String((picked ?? DEFAULT_SIMPLE_SCHEDULE).weekday),
    day_of_month: (picked ?? DEFAULT_SIMPLE_SCHEDULE).dayOfMonth,
    time: (picked ?? DEFAULT_SIMPLE_SCHEDULE).time,
    cron: schedule?.cron ?? toCron(DEFAULT_SIMPLE_SCHEDULE),
    time_zone: schedule?.time_zone ?? providerTimeZone,
    format: schedule?.format ?? 'pdf',
    recipients: schedule?.recipients.join('\n') ?? '',
    enabled: schedule?.enabled ?? true,
  };
}

export type ScheduleFormOutput = ScheduleInputParsed;

/** The recipients field's message: the list's own, or the first bad address's. */
export function recipientsError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).find((item): item is { message: string } => typeof item?.message === 'string')?.message;
}
