import { providerToday } from '@/lib/provider-day';
import { suggestedStageDates } from '@/shared/billing-stages';
import type { RequestDetail } from '@/shared/schemas/requests';

/**
 * Suggested billing dates for a conversion, always in order: the deposit today, progress at the
 * desired start (or in 30 days), the final balance at the desired end (or 60 days after progress).
 * The same rule dates a project created directly (src/shared/billing-stages.ts). `today` is the
 * provider's day, as the server counts it.
 */
export function defaultStageDates(
  request: Pick<RequestDetail, 'desired_start_date' | 'desired_end_date'>,
  today: string = providerToday(),
): { deposit: string; progress: string; final: string } {
  return suggestedStageDates({ today, start: request.desired_start_date, end: request.desired_end_date });
}
