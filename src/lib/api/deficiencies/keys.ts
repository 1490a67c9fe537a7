/** The deficiency tracking API (docs/business-rules.md, Deficiencies). */
export const TRACKING_ENDPOINT = '/api/deficiency/tracking';
export const DEFICIENCIES_ENDPOINT = '/api/deficiencies';

/** Which tracking list: archived or not, optionally one project's (its page's tab). */
export interface TrackingScope {
  archived: boolean;
  projectId?: string;
}

/** Every query key of the feature; invalidate `deficiencyKeys.all` after an action (list, badge, detail). */
export const deficiencyKeys = {
  all: ['deficiencies'] as const,
  /** The navigation badge's poll: the summary of GET /api/deficiency/tracking?archived=false. */
  badge: () => [...deficiencyKeys.all, 'badge'] as const,
  trackings: () => [...deficiencyKeys.all, 'tracking'] as const,
  tracking: (scope: TrackingScope) => [...deficiencyKeys.trackings(), scope] as const,
  detail: (id: string) => [...deficiencyKeys.all, 'detail', id] as const,
};

/** The mutation key of a follow-up action (src/lib/api/deficiencies/deficiency-action-write.ts), a queued write. */
export const DEFICIENCY_ACTION_KEY = [...deficiencyKeys.all, 'action'] as const;

/** The query string of GET /api/deficiency/tracking. */
export function trackingSearch(scope: TrackingScope): string {
  const params = new URLSearchParams({ archived: String(scope.archived) });
  if (scope.projectId) params.set('project_id', scope.projectId);
  return params.toString();
}
