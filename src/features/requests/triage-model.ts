import type { RequestDetail } from '@/shared/schemas/requests';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A local calendar date `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const addDays = (day: string, days: number) => isoDay(new Date(new Date(`${day}T12:00:00`).getTime() + days * DAY_MS));
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Suggested billing dates for a conversion, always in order: the deposit today, progress at the
 * desired start (or in 30 days), the final balance at the desired end (or 60 days after progress).
 */
export function defaultStageDates(
  request: Pick<RequestDetail, 'desired_start_date' | 'desired_end_date'>,
  today: Date = new Date(),
): { deposit: string; progress: string; final: string } {
  const deposit = isoDay(today);
  const progress = later(request.desired_start_date || addDays(deposit, 30), deposit);
  const final = later(request.desired_end_date ?? addDays(progress, 60), progress);
  return { deposit, progress, final };
}
