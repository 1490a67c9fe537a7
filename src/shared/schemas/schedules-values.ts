/*
 * The zod-free part of src/shared/schemas/schedules.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import { Cron } from 'croner';
import { ANALYTICS_REPORTS } from './analytics-values';

export const SCHEDULE_REPORT_KEYS = [...ANALYTICS_REPORTS, 'deficiency_list'] as const;
export type ScheduleReportKey = (typeof SCHEDULE_REPORT_KEYS)[number];
export const SCHEDULE_FORMATS = ['pdf', 'csv'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];
/** `partly_failed`: the file was made and some recipients got it, others could not be e-mailed. */
export const SCHEDULE_RUN_STATUSES = ['running', 'succeeded', 'partly_failed', 'failed'] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];
/** `queued`: in the outbox, not sent yet (docs/architecture.md, "Side effects: the outbox"). */
export const SCHEDULE_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ScheduleDeliveryStatus = (typeof SCHEDULE_DELIVERY_STATUSES)[number];
/** What happened to one recipient's e-mail of a run (`error`: why it failed). */
export interface ScheduleRunDelivery {
  recipient: string;
  status: ScheduleDeliveryStatus;
  error: string | null;
}

/** The most recipients one schedule e-mails. */
export const MAX_SCHEDULE_RECIPIENTS = 20;
/** Runs answered with one schedule. */
export const SCHEDULE_RECENT_RUNS = 20;

export const SCHEDULE_MESSAGES = {
  nameRequired: 'Enter a name.',
  cronInvalid: 'Enter a valid cron expression with five fields (minute hour day month weekday), e.g. 0 7 * * 1.',
  timeZoneInvalid: 'Choose a valid time zone, e.g. America/Vancouver.',
  recipientsRequired: 'Enter at least one recipient.',
  recipientsTooMany: `Enter at most ${MAX_SCHEDULE_RECIPIENTS} recipients.`,
  recipientInvalid: 'Every recipient must be a valid e-mail address.',
  projectRequired: 'Choose the project whose deficiency list to send.',
  notFound: 'This schedule does not exist.',
  runNotFound: 'This run or its file does not exist.',
} as const;

/** True when croner accepts the expression (five fields, or six with seconds). */
export function isValidCron(expression: string): boolean {
  if (expression.trim().split(/\s+/).length < 5) return false;
  try {
    new Cron(expression, { paused: true });
    return true;
  } catch {
    return false;
  }
}

export { isValidTimeZone } from '../time-zones';

/** The next time a cron expression fires after `from`, in its time zone; null when it never does. */
export function nextCronRun(expression: string, timeZone: string, from: Date): Date | null {
  return new Cron(expression, { timezone: timeZone, paused: true }).nextRun(from);
}
