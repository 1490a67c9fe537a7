import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Company, CompanyInput } from '@/shared/schemas/companies';

const companiesSchemas = () => import('@/shared/schemas/companies');

/** The companies API (issue 8). */
export const COMPANIES_ENDPOINT = '/api/companies';

export const companyKeys = {
  all: ['companies'] as const,
  list: (archived: boolean) => [...companyKeys.all, 'list', { archived }] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};

const companyUrl = (id: string) => `${COMPANIES_ENDPOINT}/${encodeURIComponent(id)}`;

/** Every company (a few hundred at most): the table searches and sorts them in the browser. */
export const companiesQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: companyKeys.list(archived),
    queryFn: ({ signal }) => apiClient.get(`${COMPANIES_ENDPOINT}?archived=${archived}`, { signal, schema: lazySchema(companiesSchemas, 'companiesListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the companies' },
  });

export function useCompanies(archived = false) {
  return useQuery(companiesQueryOptions(archived));
}

export function useCompany(id: string) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get(companyUrl(id), { signal, schema: lazySchema(companiesSchemas, 'companyDetailSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the company' },
  });
}

/**
 * A company write; every companies query (and the projects, which show company names) refreshes,
 * but `except` (a deleted company's own page, which would answer 404 with an error toast).
 */
function useCompanyWrite<TVariables>(send: (variables: TVariables) => Promise<Company | undefined>, except?: readonly unknown[]) {
  const client = useQueryClient();
  const skipped = except && hashKey(except);
  return useMutation<Company | undefined, Error, TVariables>({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.all, predicate: (query) => query.queryHash !== skipped }),
        client.invalidateQueries({ queryKey: ['projects'] }),
      ]),
  });
}

export function useCreateCompany() {
  return useCompanyWrite((body: CompanyInput) => apiClient.post(COMPANIES_ENDPOINT, body, { schema: lazySchema(companiesSchemas, 'companySchema') }));
}

export function useUpdateCompany(id: string) {
  return useCompanyWrite((body: CompanyInput) => apiClient.patch(companyUrl(id), body, { schema: lazySchema(companiesSchemas, 'companySchema') }));
}

export function useArchiveCompany(id: string) {
  return useCompanyWrite((archived: boolean) => apiClient.post(`${companyUrl(id)}/${archived ? 'archive' : 'restore'}`, undefined, { schema: lazySchema(companiesSchemas, 'companySchema') }));
}

export function useDeleteCompany(id: string) {
  return useCompanyWrite(async () => {
    await apiClient.delete(companyUrl(id));
    return undefined;
  }, companyKeys.detail(id));
}
