import { replaceEqualDeep, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
import { can } from '@/shared/auth/permissions';
// Types only: the navigation bar polls this on every page, and zod stays off the public pages.
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { DEFICIENCY_ACTION_KEY, deficiencyKeys, TRACKING_ENDPOINT, trackingSearch } from './keys';

type Summary = DeficiencyTrackingResponse['data']['summary'];

/** The badge count (docs/business-rules.md, Deficiencies): needingReminder + needingWarning + needingClosure. */
export const badgeCount = (summary: Summary) => summary.needingReminder + summary.needingWarning + summary.needingClosure;

/**
 * The badge polls the very answer the tracking lists show, under its own key; the lists refetch only
 * on mount, focus or once stale (docs/offline.md, Polling). So when a poll's answer differs from the
 * badge's previous one (a deficiency added, changed or gone), the lists are out of date too: mark
 * every tracking list stale, and the one on screen refetches now. Not on the first answer (nothing
 * to compare), nor while a follow-up action is on its way: the previous answer is then its
 * optimistic state, which a refetch would undo, and its landing refetches every list anyway.
 */
export function refreshTrackingOnChange(client: QueryClient, answer: DeficiencyTrackingResponse): void {
  const previous = client.getQueryData<DeficiencyTrackingResponse>(deficiencyKeys.badge());
  if (previous === undefined || client.isMutating({ mutationKey: DEFICIENCY_ACTION_KEY }) > 0) return;
  // Structural comparison, as React Query's own structural sharing: the same content is the same object.
  if (replaceEqualDeep(previous, answer) === previous) return;
  void client.invalidateQueries({ queryKey: deficiencyKeys.trackings() });
}

/**
 * GET /api/deficiency/tracking?archived=false for the navigation bar's deficiency alerts (Admin
 * and Inspector), polled with the shared polling (POLL_INTERVALS_MS.deficiencies: paused offline,
 * while hidden and while signed out; failures only logged). Undefined until the first answer.
 */
export function useDeficiencyBadgeCount(): number | undefined {
  const { role } = useAuth();
  const client = useQueryClient();
  const query = usePolledQuery({
    queryKey: deficiencyKeys.badge(),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<DeficiencyTrackingResponse>(`${TRACKING_ENDPOINT}?${trackingSearch({ archived: false })}`, { signal });
      refreshTrackingOnChange(client, answer);
      return answer;
    },
    poll: 'deficiencies',
    enabled: can(role, 'deficiencyAlerts'),
  });
  return query.data ? badgeCount(query.data.data.summary) : undefined;
}
