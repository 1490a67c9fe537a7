import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/data-table/export-all-button';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { RequestQueueQuery, RequestsListResponse, RequestsQuery } from '@/shared/schemas/requests';
import { REQUESTS_EXPORT_MAX, REQUESTS_PAGE_SIZE_MAX } from '@/shared/schemas/requests-values';
import { requestsQueryOfQueue, requestsSearch } from '../request-queue-params';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

const requestsSchemas = () => import('@/shared/schemas/requests');

/** One page of GET /api/requests: a Client gets their company's only (the server's repository query enforces it), an Admin everyone's. */
export function fetchRequests(query: Partial<RequestsQuery>, signal?: AbortSignal): Promise<RequestsListResponse> {
  return apiClient.get(`${REQUESTS_ENDPOINT}?${requestsSearch(query)}`, { signal, schema: lazySchema(requestsSchemas, 'requestsListResponseSchema') });
}

/**
 * The signed-in user's requests, newest first, kept in IndexedDB for use on site (pwa.md): the
 * largest page, filtered and searched in the browser, so that the list also works offline.
 */
export const myRequestsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.mine(),
    queryFn: ({ signal }) => fetchRequests({ page: 1, pageSize: REQUESTS_PAGE_SIZE_MAX }, signal),
    meta: { persist: true, errorMessage: 'Could not load your requests' },
  });

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions());
}

/** How many of the newest open requests the client home lists. */
export const MY_OPEN_REQUESTS_SHOWN = 5;

/** The signed-in user's newest open requests, and (`total`) how many are open; kept for offline use. */
export const myOpenRequestsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.mineOpen(),
    queryFn: ({ signal }) => fetchRequests({ open: true, page: 1, pageSize: MY_OPEN_REQUESTS_SHOWN }, signal),
    meta: { persist: true, errorMessage: 'Could not load your open requests' },
  });

export function useMyOpenRequests() {
  return useQuery(myOpenRequestsQueryOptions());
}

/** One page of the Admin's triage queue, as the server filtered, searched and sorted it (`total`: every match). */
export const requestQueueQueryOptions = (query: RequestQueueQuery) =>
  queryOptions({
    queryKey: requestKeys.queue(query),
    queryFn: ({ signal }) => fetchRequests(requestsQueryOfQueue(query), signal),
    meta: { persist: true, errorMessage: 'Could not load the request queue' },
  });

/** The queue's page; the page before stays on screen while the next loads. `enabled` waits for the query. */
export function useRequestQueue(query: RequestQueueQuery, enabled = true) {
  return useQuery({ ...requestQueueQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** Every request of the queue (its filters, search and order; up to REQUESTS_EXPORT_MAX): the CSV export. */
export const fetchWholeQueue = (query: RequestQueueQuery) =>
  fetchAllPages((page, pageSize) => fetchRequests(requestsQueryOfQueue({ ...query, page, pageSize })), REQUESTS_PAGE_SIZE_MAX, REQUESTS_EXPORT_MAX);
