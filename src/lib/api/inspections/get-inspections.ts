import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { TravelFeeSettings } from '@/shared/travel-fee';
import { INSPECTIONS_ENDPOINT, inspectionKeys, type InspectionListFilters } from './keys';

function listSearch(filters: InspectionListFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.size ? `?${params}` : '';
}

/** Inspections by visit time, kept on the device: the inspector opens them on site without a connection. */
export const inspectionsQueryOptions = (filters: InspectionListFilters) =>
  queryOptions({
    queryKey: inspectionKeys.list(filters),
    queryFn: ({ signal }) => apiClient.get(`${INSPECTIONS_ENDPOINT}${listSearch(filters)}`, { signal, schema: answerSchema('inspections', 'inspectionListSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the inspections' },
  });

/**
 * `fresh`: ask the server on every mount (a page someone opens to act on), still showing the kept
 * list at once. `enabled` false holds the request.
 */
export const useInspections = (filters: InspectionListFilters, { fresh = false, enabled = true } = {}) =>
  useQuery({ ...inspectionsQueryOptions(filters), enabled, ...(fresh ? { refetchOnMount: 'always' as const } : {}) });

/** The travel fee rule's settings (the server's), kept on the device so the fee shows offline too. */
export const travelFeeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.travelFee(),
    queryFn: async ({ signal }): Promise<TravelFeeSettings> => {
      const { data } = await apiClient.get(`${INSPECTIONS_ENDPOINT}/travel-fee`, { signal, schema: answerSchema('inspections', 'travelFeeSettingsResponseSchema') });
      return { freeRadiusKm: data.free_radius_km, rateCentsPerKm: data.rate_cents_per_km, flatZones: data.flat_zones };
    },
    staleTime: 60 * 60_000,
    meta: { persist: true },
  });

export const useTravelFeeSettings = () => useQuery(travelFeeSettingsQueryOptions());

/** The coming visits (the next 14 days; a client's only of their company's projects), kept on the device for the home offline. */
export const upcomingInspectionsQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.upcoming(),
    queryFn: ({ signal }) => apiClient.get(`${INSPECTIONS_ENDPOINT}/upcoming`, { signal, schema: answerSchema('inspections', 'upcomingInspectionListSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the upcoming inspections' },
  });

export const useUpcomingInspections = () => useQuery(upcomingInspectionsQueryOptions());
