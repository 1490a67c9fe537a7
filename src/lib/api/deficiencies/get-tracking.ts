import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { DEFICIENCIES_ENDPOINT, deficiencyKeys, TRACKING_ENDPOINT, trackingSearch, type TrackingScope } from './keys';

/**
 * The queue counts and the deficiencies of a scope (every project's, or one project's), kept on
 * the device for use on site. The list's filters run in the browser, over this one answer.
 */
export const trackingQueryOptions = (scope: TrackingScope) =>
  queryOptions({
    queryKey: deficiencyKeys.tracking(scope),
    queryFn: ({ signal }) => apiClient.get(`${TRACKING_ENDPOINT}?${trackingSearch(scope)}`, { signal, schema: answerSchema('inspections', 'deficiencyTrackingResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the deficiencies' },
  });

export const useDeficiencyTracking = (scope: TrackingScope) => useQuery(trackingQueryOptions(scope));

/** GET /api/deficiencies/:id: one deficiency with its photos and follow-up history, kept on the device (projects kept offline). */
export const deficiencyDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deficiencyKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get(`${DEFICIENCIES_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: answerSchema('inspections', 'deficiencyDetailResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the deficiency' },
  });

export const useDeficiencyDetail = (id: string) => useQuery(deficiencyDetailQueryOptions(id));
