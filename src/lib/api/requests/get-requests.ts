import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api/fetch-all-pages';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { RequestListQuery, RequestsListResponse, RequestsQuery } from '@/shared/schemas/requests';
import { REQUESTS_EXPORT_MAX, REQUESTS_PAGE_SIZE_MAX } from '@/shared/schemas/requests-values';
import { listQueryString } from '@/lib/list-query-params';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

/** The API's query of a list: "open" is every open status (`open=true`), "all" no status. */
export function apiQueryOfList({ status, ...rest }: RequestListQuery): RequestsQuery {
  if (status === 'open') return { ...rest, open: true };
  if (status === 'all') return rest;
  return { ...rest, status };
}

const API_KEYS = ['type', 'status', 'open', 'search', 'sort', 'order', 'page', 'pageSize'] as const;

/** GET /api/requests's query string. */
export const requestsSearch = (query: Partial<RequestsQuery>): string => listQueryString(query, API_KEYS);

/** One page of GET /api/requests: a Client gets their company's only (the server's repository query enforces it), an Admin everyone's. */
export function fetchRequests(query: Partial<RequestsQuery>, signal?: AbortSignal): Promise<RequestsListResponse> {
  return apiClient.get(`${REQUESTS_ENDPOINT}?${requestsSearch(query)}`, { signal, schema: answerSchema('requests', 'requestsListResponseSchema') });
}

/**
 * A page of the signed-in user's requests (a Client's company's; the Admin's Forms & Requests
 * lists: everyone's), as the server filtered, searched and sorted them. Each page is kept in
 * IndexedDB (docs/offline.md, Data offline), so the pages seen online open offline.
 */
export const myRequestsQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.mine(query),
    queryFn: ({ signal }) => fetchRequests(apiQueryOfList(query), signal),
    meta: { persist: true, errorMessage: 'Could not load your requests' },
  });

/** The page; the page before stays on screen while the next loads. `enabled` waits for the query. */
export function useMyRequests(query: RequestListQuery, enabled = true) {
  return useQuery({ ...myRequestsQueryOptions(query), enabled, placeholderData: keepPreviousData });
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
export const requestQueueQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.queue(query),
    queryFn: ({ signal }) => fetchRequests(apiQueryOfList(query), signal),
    meta: { persist: true, errorMessage: 'Could not load the request queue' },
  });

/** The queue's page; the page before stays on screen while the next loads. `enabled` waits for the query. */
export function useRequestQueue(query: RequestListQuery, enabled = true) {
  return useQuery({ ...requestQueueQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** Every request of a list (its filters, search and order; up to REQUESTS_EXPORT_MAX): the CSV export. */
export const fetchWholeList = (query: RequestListQuery) =>
  fetchAllPages((page, pageSize) => fetchRequests(apiQueryOfList({ ...query, page, pageSize })), REQUESTS_PAGE_SIZE_MAX, REQUESTS_EXPORT_MAX);
