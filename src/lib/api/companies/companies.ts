import { hashKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api/fetch-all-pages';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { listQueryString } from '@/lib/list-query-params';
import type { CompaniesListResponse, CompaniesQuery, Company, CompanyInput } from '@/shared/schemas/companies';
import { COMPANIES_EXPORT_MAX, COMPANIES_PAGE_SIZE_MAX } from '@/shared/schemas/companies-values';
import { projectKeys } from '@/lib/api/projects/keys';
import { useApiMutation } from '../use-api-mutation';
import { COMPANIES_ENDPOINT, companyKeys } from './keys';

const companyUrl = (id: string) => `${COMPANIES_ENDPOINT}/${encodeURIComponent(id)}`;

/** Every company (a few hundred at most): the table searches and sorts them in the browser. */
export const companiesQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: companyKeys.list(archived),
    queryFn: ({ signal }) =>
      apiClient.get(`${COMPANIES_ENDPOINT}?archived=${archived}&pageSize=${COMPANIES_PAGE_SIZE_MAX}`, { signal, schema: answerSchema('companies', 'companiesListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the companies' },
  });

export function useCompanies(archived = false) {
  return useQuery(companiesQueryOptions(archived));
}

const COMPANIES_QUERY_KEYS = ['search', 'type', 'region', 'archived', 'sort', 'order', 'page', 'pageSize'] as const;

/** One page of GET /api/companies, as the server filtered, searched and sorted it. */
export function fetchCompanies(query: CompaniesQuery, signal?: AbortSignal): Promise<CompaniesListResponse> {
  return apiClient.get(`${COMPANIES_ENDPOINT}?${listQueryString(query, COMPANIES_QUERY_KEYS)}`, { signal, schema: answerSchema('companies', 'companiesListResponseSchema') });
}

/** A page of the companies table, kept for offline use. */
export const companiesPageQueryOptions = (query: CompaniesQuery) =>
  queryOptions({
    queryKey: companyKeys.page(query),
    queryFn: ({ signal }) => fetchCompanies(query, signal),
    meta: { persist: true, errorMessage: 'Could not load the companies' },
  });

/** The page; the page before stays on screen while the next loads. `enabled` waits for the query. */
export function useCompaniesPage(query: CompaniesQuery, enabled = true) {
  return useQuery({ ...companiesPageQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** Every company of the table's filters and search, in its order (up to COMPANIES_EXPORT_MAX): the CSV export. */
export const fetchEveryCompany = (query: CompaniesQuery) =>
  fetchAllPages((page, pageSize) => fetchCompanies({ ...query, page, pageSize }), COMPANIES_PAGE_SIZE_MAX, COMPANIES_EXPORT_MAX);

export function useCompany(id: string) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get(companyUrl(id), { signal, schema: answerSchema('companies', 'companyDetailSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the company' },
  });
}

/**
 * A company write; every companies query (and the projects, which show company names) refreshes,
 * but `except` (a deleted company's own page, which would answer 404 with an error toast).
 */
function useCompanyWrite<TVariables>(send: (variables: TVariables) => Promise<Company | undefined>, except?: readonly unknown[]) {
  const skipped = except && hashKey(except);
  return useApiMutation<Company | undefined, TVariables>({
    mutationFn: send,
    invalidates: () => [{ queryKey: companyKeys.all, predicate: (query) => query.queryHash !== skipped }, projectKeys.all],
  });
}

export function useCreateCompany() {
  return useCompanyWrite((body: CompanyInput) => apiClient.post(COMPANIES_ENDPOINT, body, { schema: answerSchema('companies', 'companySchema') }));
}

export function useUpdateCompany(id: string) {
  return useCompanyWrite((body: CompanyInput) => apiClient.patch(companyUrl(id), body, { schema: answerSchema('companies', 'companySchema') }));
}

export function useArchiveCompany(id: string) {
  return useCompanyWrite((archived: boolean) => apiClient.post(`${companyUrl(id)}/${archived ? 'archive' : 'restore'}`, undefined, { schema: answerSchema('companies', 'companySchema') }));
}

export function useDeleteCompany(id: string) {
  return useCompanyWrite(async () => {
    await apiClient.delete(companyUrl(id));
    return undefined;
  }, companyKeys.detail(id));
}
