import { lazyBodyResolver } from '@/lib/forms/lazy-resolver';
import type { Schedule, ScheduleFormat, ScheduleInput, ScheduleInputParsed, ScheduleReportKey } from '@/shared/schemas/schedules';
import { browserTimeZone } from './cron-preview';

/** What the form's controls hold: recipients as text (one per line or comma separated), empty selects as ''. */
export interface ScheduleFormValues {
  name: string;
  report_key: ScheduleReportKey | '';
  region: string;
  project_id: string;
  cron: string;
  time_zone: string;
  format: ScheduleFormat;
  recipients: string;
  enabled: boolean;
}

export const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The POST/PATCH /api/schedules body (schema input; the schema reports what is wrong) for what the form holds. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  return {
    name: values.name,
    report_key: values.report_key,
    filters: {
      ...(values.region && values.report_key !== 'deficiency_list' ? { region: values.region } : {}),
      ...(values.project_id && values.report_key === 'deficiency_list' ? { project_id: values.project_id } : {}),
    },
    cron: values.cron,
    time_zone: values.time_zone,
    format: values.format,
    recipients: splitRecipients(values.recipients),
    enabled: values.enabled,
  } as ScheduleInput;
}

/** The shared schema (loaded on first validation) over the body the form would send; its messages land on the same field names. */
export const scheduleFormResolver = lazyBodyResolver(() => import('@/shared/schemas/schedules').then((m) => m.scheduleInputSchema), toScheduleInput);

export const scheduleFormDefaults = (schedule?: Schedule): ScheduleFormValues => ({
  name: schedule?.name ?? '',
  report_key: schedule?.report_key ?? '',
  region: schedule?.filters.region ?? '',
  project_id: schedule?.filters.project_id ?? '',
  cron: schedule?.cron ?? '0 7 * * 1',
  time_zone: schedule?.time_zone ?? browserTimeZone(),
  format: schedule?.format ?? 'pdf',
  recipients: schedule?.recipients.join('\n') ?? '',
  enabled: schedule?.enabled ?? true,
});

export type ScheduleFormOutput = ScheduleInputParsed;

/** The recipients field's message: the list's own, or the first bad address's. */
export function recipientsError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).find((item): item is { message: string } => typeof item?.message === 'string')?.message;
}
