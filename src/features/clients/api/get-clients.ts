import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { CLIENTS_PAGE_SIZE_MAX } from '@/shared/schemas/clients-values';
import { CLIENTS_ENDPOINT, clientKeys, type ClientListFilters } from './keys';

const clientsSchemas = () => import('@/shared/schemas/clients');

/** Client accounts with the server-side company and status filters (searched in the table). */
export const clientsQueryOptions = (filters: ClientListFilters) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: String(CLIENTS_PAGE_SIZE_MAX) });
      if (filters.companyId) params.set('companyId', filters.companyId);
      if (filters.status) params.set('status', filters.status);
      return apiClient.get(`${CLIENTS_ENDPOINT}?${params}`, { signal, schema: lazySchema(clientsSchemas, 'clientsListResponseSchema') });
    },
    meta: { errorMessage: 'Could not load the client accounts' },
  });

export const useClients = (filters: ClientListFilters) => useQuery(clientsQueryOptions(filters));

export const clientAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.account(id),
    queryFn: ({ signal }) => apiClient.get(`${CLIENTS_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: lazySchema(clientsSchemas, 'clientAccountSchema') }),
    meta: { errorMessage: 'Could not load this client account' },
  });

export const useClientAccount = (id: string) => useQuery(clientAccountQueryOptions(id));

/** Companies a client may be linked to (not archived). */
export const linkableCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.companies(),
    queryFn: ({ signal }) => apiClient.get(`${CLIENTS_ENDPOINT}/companies`, { signal, schema: lazySchema(clientsSchemas, 'companyOptionsResponseSchema') }),
    meta: { errorMessage: 'Could not load the companies' },
  });

export const useLinkableCompanies = () => useQuery(linkableCompaniesQueryOptions());
