import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
import { can } from '@/shared/auth/permissions';
// Types only: the navigation bar polls this on every page, and zod stays off the public pages.
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { deficiencyKeys, TRACKING_ENDPOINT, trackingSearch } from './keys';

type Summary = DeficiencyTrackingResponse['data']['summary'];

/** The badge count (docs/business-rules.md, Deficiencies): needingReminder + needingWarning + needingClosure. */
export const badgeCount = (summary: Summary) => summary.needingReminder + summary.needingWarning + summary.needingClosure;

/**
 * GET /api/deficiency/tracking?archived=false for the navigation bar's deficiency alerts (Admin
 * and Inspector), polled with the shared polling (POLL_INTERVALS_MS.deficiencies: paused offline,
 * while hidden and while signed out; failures only logged). Undefined until the first answer.
 */
export function useDeficiencyBadgeCount(): number | undefined {
  const { role } = useAuth();
  const query = usePolledQuery({
    queryKey: deficiencyKeys.badge(),
    queryFn: ({ signal }) => apiClient.get<DeficiencyTrackingResponse>(`${TRACKING_ENDPOINT}?${trackingSearch({ archived: false })}`, { signal }),
    poll: 'deficiencies',
    enabled: can(role, 'deficiencyAlerts'),
  });
  return query.data ? badgeCount(query.data.data.summary) : undefined;
}
