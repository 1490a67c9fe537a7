import { suggestedStageDates } from '@/shared/billing-stages';
import type { RequestDetail } from '@/shared/schemas/requests';

/** A local calendar date `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Suggested billing dates for a conversion, always in order: the deposit today, progress at the
 * desired start (or in 30 days), the final balance at the desired end (or 60 days after progress).
 * The same rule dates a project created directly (src/shared/billing-stages.ts).
 */
export function defaultStageDates(
  request: Pick<RequestDetail, 'desired_start_date' | 'desired_end_date'>,
  today: Date = new Date(),
): { deposit: string; progress: string; final: string } {
  return suggestedStageDates({ today: isoDay(today), start: request.desired_start_date, end: request.desired_end_date });
}
