/*
 * The schedule picker (daily, weekly on a day, monthly on a date, at a time) and the cron it
 * stands for. The server keeps cron as the one stored form and validates it (croner, in
 * src/shared/schemas/schedules-values.ts); the picker only writes the simple patterns below and
 * reads a stored cron back when it is exactly one of them. Anything else is "Custom (cron)".
 */

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom (cron)',
};

/** Cron's day-of-week numbers (0 Sunday ... 6 Saturday), listed Monday first. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 0, label: 'Sunday' },
] as const;

/** Dates every month has; later ones would skip February, so the month's end is "last". */
export const MAX_DAY_OF_MONTH = 28;
/** Croner's "last day of the month" in the day-of-month field. */
export const LAST_DAY = 'L';

/** A schedule the picker can hold. `time` is "HH:MM" (24 h), as an <input type="time"> gives it. */
export interface SimpleSchedule {
  frequency: Exclude<ScheduleFrequency, 'custom'>;
  /** Weekly: 0 (Sunday) ... 6 (Saturday). */
  weekday: number;
  /** Monthly: 1 ... 28, or LAST_DAY. */
  dayOfMonth: string;
  time: string;
}

/** A new schedule: every Monday at 07:00. */
export const DEFAULT_SIMPLE_SCHEDULE: SimpleSchedule = { frequency: 'weekly', weekday: 1, dayOfMonth: '1', time: '07:00' };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Hours and minutes of "HH:MM", or null. */
export function parseTime(time: string): { hour: number; minute: number } | null {
  const match = TIME.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

const isDayOfMonth = (day: string) => day === LAST_DAY || (/^[1-9]\d?$/.test(day) && Number(day) <= MAX_DAY_OF_MONTH);

/** The cron of a picked schedule, or '' when the time or day is not one (the form says so). */
export function toCron(schedule: SimpleSchedule): string {
  const time = parseTime(schedule.time);
  if (!time) return '';
  const at = `${time.minute} ${time.hour}`;
  switch (schedule.frequency) {
    case 'daily':
      return `${at} * * *`;
    case 'weekly':
      return Number.isInteger(schedule.weekday) && schedule.weekday >= 0 && schedule.weekday <= 6 ? `${at} * * ${schedule.weekday}` : '';
    case 'monthly':
      return isDayOfMonth(schedule.dayOfMonth) ? `${at} ${schedule.dayOfMonth} * *` : '';
  }
}

/** A cron number as the picker writes it: no leading zeros, within bounds. */
function number(field: string, max: number): number | null {
  if (!/^(0|[1-9]\d?)$/.test(field)) return null;
  const value = Number(field);
  return value <= max ? value : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The picked schedule a cron stands for, when it is exactly what toCron writes (so saving it
 * unchanged gives the same cron back); null for any other cron, which stays custom.
 */
export function fromCron(cron: string): SimpleSchedule | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minuteField, hourField, day, month, weekdayField] = fields as [string, string, string, string, string];
  const minute = number(minuteField, 59);
  const hour = number(hourField, 23);
  if (minute === null || hour === null || month !== '*') return null;
  const base = { ...DEFAULT_SIMPLE_SCHEDULE, time: `${pad(hour)}:${pad(minute)}` };
  if (day === '*' && weekdayField === '*') return { ...base, frequency: 'daily' };
  if (day === '*') {
    const weekday = number(weekdayField, 6);
    return weekday === null ? null : { ...base, frequency: 'weekly', weekday };
  }
  if (weekdayField === '*' && isDayOfMonth(day)) return { ...base, frequency: 'monthly', dayOfMonth: day };
  return null;
}
