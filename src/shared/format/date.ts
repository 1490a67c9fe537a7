import { LOCALE } from './locale';

/** Shown wherever a date is missing or cannot be read (docs/features.md, Words and formats). */
export const NOT_AVAILABLE = 'N/A';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPACE_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/**
 * Read a date (docs/features.md, Words and formats): a plain calendar date (2026-03-14) as local noon, so it
 * never shifts a day in any time zone; a date-time with a space separator (2026-03-14 09:30:00,
 * as Postgres prints it) as UTC; anything else through the Date parser. Invalid or empty → null.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const plain = PLAIN_DATE.exec(text);
  if (plain) {
    const [, year, month, day] = plain.map(Number) as [number, number, number, number];
    const date = new Date(year, month - 1, day, 12, 0, 0, 0);
    return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
  }
  const spaced = SPACE_DATE_TIME.exec(text);
  const date = spaced ? new Date(`${spaced[1]}T${spaced[2]}Z`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { ...DATE_FORMAT, hour: 'numeric', minute: '2-digit' };

/**
 * One formatter per locale and format, made once: `toLocaleDateString` makes a new one on every
 * call, which showed in the profile of a table of dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options === DATE_FORMAT ? 'date' : 'date-time'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Mar 14, 2026", or N/A. */
export function formatDate(value: Parameters<typeof parseDate>[0], locale = LOCALE): string {
  const date = parseDate(value);
  return date ? formatterOf(locale, DATE_FORMAT).format(date) : NOT_AVAILABLE;
}

/** "Mar 14, 2026, 9:30 AM" in the viewer's time zone, or N/A. */
export function formatDateTime(value: Parameters<typeof parseDate>[0], locale = LOCALE): string {
  const date = parseDate(value);
  return date ? formatterOf(locale, DATE_TIME_FORMAT).format(date) : NOT_AVAILABLE;
}

/** "Due Mar 14, 2026", or N/A (pending-invoice dates). */
export function formatDueDate(value: Parameters<typeof parseDate>[0], locale = LOCALE): string {
  const date = parseDate(value);
  return date ? `Due ${formatterOf(locale, DATE_FORMAT).format(date)}` : NOT_AVAILABLE;
}

/**
 * How long ago, for "Updated 5 min ago": 'just now' under a minute, then minutes, hours, days.
 * `now` is a parameter so the rule is testable.
 */
export function formatTimeAgo(value: Parameters<typeof parseDate>[0], now: number = Date.now()): string {
  const date = parseDate(value);
  if (!date) return NOT_AVAILABLE;
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
