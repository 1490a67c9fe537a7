import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { RequestsListResponse } from '@/shared/schemas/requests';
import { REQUESTS_PAGE_SIZE_MAX } from '@/shared/schemas/requests-values';
import { REQUESTS_ENDPOINT, requestKeys, type RequestListFilters } from './keys';

const requestsSchemas = () => import('@/shared/schemas/requests');

/** The query string of GET /api/requests (filters left out when not set). */
export function requestsSearch(filters: RequestListFilters & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.open) params.set('open', 'true');
  params.set('page', String(filters.page ?? 1));
  params.set('pageSize', String(filters.pageSize ?? REQUESTS_PAGE_SIZE_MAX));
  return params.toString();
}

/**
 * One page of requests, newest first: a Client gets their company's only (the server's
 * repository query enforces it), an Admin everyone's. The lists take the largest page and filter
 * and search in the browser, so that they also work offline from the persisted copy.
 */
export function fetchRequests(filters: RequestListFilters, signal?: AbortSignal): Promise<RequestsListResponse> {
  return apiClient.get(`${REQUESTS_ENDPOINT}?${requestsSearch(filters)}`, { signal, schema: lazySchema(requestsSchemas, 'requestsListResponseSchema') });
}

/** The signed-in user's requests, kept in IndexedDB for use on site (pwa.md). */
export const myRequestsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.mine(),
    queryFn: ({ signal }) => fetchRequests({}, signal),
    meta: { persist: true, errorMessage: 'Could not load your requests' },
  });

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions());
}

/** The Admin's triage queue (server-side type and status filters). */
export const requestQueueQueryOptions = (filters: RequestListFilters) =>
  queryOptions({
    queryKey: requestKeys.queue(filters),
    queryFn: ({ signal }) => fetchRequests(filters, signal),
    meta: { persist: true, errorMessage: 'Could not load the request queue' },
  });

export function useRequestQueue(filters: RequestListFilters) {
  return useQuery(requestQueueQueryOptions(filters));
}
