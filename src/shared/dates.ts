/*
 * Calendar days (`YYYY-MM-DD`), the one way to tell which day it is. A day is the provider's: the
 * server passes its provider time zone (a Business setting, src/server/config/provider-day.ts), the
 * browser getRuntimeConfig().provider.timeZone, so a stage due "today" or a deficiency "overdue"
 * turns at the provider's midnight in both (see docs/business-rules.md). The rules in src/shared
 * take the day as a parameter. `en-CA` below is no display locale: it writes the parts as YYYY-MM-DD.
 */
import { LOCALE } from './format/locale';

export const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `now`'s calendar date in `timeZone` (IANA, e.g. America/Vancouver). */
export function today(timeZone: string, now: Date = new Date()): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after `isoDay` (before it when negative). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms; negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, instant: number): number {
  let format = clockFormatters.get(timeZone);
  if (!format) {
    const numeric = 'numeric' as const;
    format = new Intl.DateTimeFormat(LOCALE, { timeZone, hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric });
    clockFormatters.set(timeZone, format);
  }
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const parts = Object.fromEntries(format.formatToParts(wholeSecond).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - wholeSecond;
}

/**
 * The instant `timeZone`'s wall clock shows `minuteOfDay` (0 = midnight) on `isoDay`; the offset
 * is taken again at that instant, so a time on a DST-change day is right (one in the skipped hour
 * of spring comes out an hour later, as clocks show it).
 */
export function wallTimeIn(isoDay: string, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.parse(`${isoDay}T00:00:00Z`) + minuteOfDay * 60_000;
  const first = wall - zoneOffsetMs(timeZone, wall);
  return new Date(wall - zoneOffsetMs(timeZone, first));
}

/** The instant `isoDay` begins in `timeZone` (its midnight there). */
export function startOfDayIn(isoDay: string, timeZone: string): Date {
  return wallTimeIn(isoDay, 0, timeZone);
}

/**
 * The week `now` falls in, Monday 00:00 to the next Monday 00:00 in `timeZone` (the provider's),
 * from the one `today`: the week of the inspections screen's "this week".
 */
export function weekIn(timeZone: string, now: Date = new Date()): { from: Date; to: Date } {
  const day = today(timeZone, now);
  const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from: startOfDayIn(monday, timeZone), to: startOfDayIn(addDays(monday, 7), timeZone) };
}
