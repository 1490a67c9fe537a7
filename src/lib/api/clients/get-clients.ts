import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api/fetch-all-pages';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ClientsListResponse, ClientsQuery } from '@/shared/schemas/clients';
import { CLIENTS_EXPORT_MAX, CLIENTS_PAGE_SIZE_MAX } from '@/shared/schemas/clients-values';
import { listQueryString } from '@/lib/list-query-params';
import { CLIENTS_ENDPOINT, clientKeys } from './keys';

/** GET /api/clients's query keys (the list's address uses the same). */
export const CLIENTS_QUERY_KEYS = ['search', 'companyId', 'status', 'sort', 'order', 'page', 'pageSize'] as const;

/** GET /api/clients's query string. */
export const clientsSearch = (query: ClientsQuery): string => listQueryString(query, CLIENTS_QUERY_KEYS);

function fetchClients(query: ClientsQuery, signal?: AbortSignal): Promise<ClientsListResponse> {
  return apiClient.get(`${CLIENTS_ENDPOINT}?${clientsSearch(query)}`, { signal, schema: answerSchema('clients', 'clientsListResponseSchema') });
}

/**
 * One page of client accounts as the server searched (name, e-mail, company), filtered and
 * sorted them; the page before stays on screen while the next loads. `enabled` waits for the query.
 */
export const useClients = (query: ClientsQuery, enabled = true) =>
  useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => fetchClients(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the client accounts' },
  });

/** Every account of the list (its filters, search and order; up to CLIENTS_EXPORT_MAX): the CSV export. */
export const fetchAllClients = (query: ClientsQuery) =>
  fetchAllPages((page, pageSize) => fetchClients({ ...query, page, pageSize }), CLIENTS_PAGE_SIZE_MAX, CLIENTS_EXPORT_MAX);

export const clientAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.account(id),
    queryFn: ({ signal }) => apiClient.get(`${CLIENTS_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: answerSchema('clients', 'clientAccountSchema') }),
    meta: { errorMessage: 'Could not load this client account' },
  });

export const useClientAccount = (id: string) => useQuery(clientAccountQueryOptions(id));
