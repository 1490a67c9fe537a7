import { suggestedStageDates } from '@/shared/billing-stages';
import { isoDay } from '@/shared/format/date';
import type { RequestDetail } from '@/shared/schemas/requests';

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
