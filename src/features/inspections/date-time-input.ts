/*
 * `<input type="datetime-local">` speaks local wall-clock time without a zone ("2026-11-24T09:30");
 * the API takes ISO date-times with an offset. These convert between the two.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The input's value for `date` in the browser's time zone. */
export function localDateTimeInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO timestamp (UTC) of an input value, or undefined when empty or unreadable. */
export function localDateTimeToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** `YYYY-MM-DD` of `date` in the browser's time zone. */
export function localDate(date: Date): string {
  return localDateTimeInput(date).slice(0, 10);
}

/**
 * The calendar week (Monday to Sunday) around `now`, as the inclusive `from` and `to` dates of
 * GET /api/inspections: the staff home's "this week".
 */
export function weekAround(now: Date): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7), 12);
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6, 12);
  return { from: localDate(monday), to: localDate(sunday) };
}
