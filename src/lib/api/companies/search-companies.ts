import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { Company } from '@/shared/schemas/companies';
import { COMPANIES_ENDPOINT, companyKeys } from './keys';

/** How many companies a picker offers for one search: the best matches, by name. */
export const COMPANY_PICKER_PAGE_SIZE = 20;

/** A company as a picker shows it once chosen. */
export interface CompanyChoice {
  id: string;
  name: string;
}

/**
 * The first companies (current ones, by name) whose name, city or member number contains
 * `search`; all of them from the first when it is empty. Not kept offline: a picker asks for many
 * short-lived searches, and the name of the chosen company is kept on its own (below).
 */
export const companySearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: companyKeys.search(search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: String(COMPANY_PICKER_PAGE_SIZE) });
      if (search) params.set('search', search);
      return apiClient.get(`${COMPANIES_ENDPOINT}?${params}`, { signal, schema: answerSchema('companies', 'companiesListResponseSchema') });
    },
  });

/** The search's answer while the picker's list is open; the previous answer stays while the next loads. */
export const useCompanySearch = (search: string, enabled: boolean) => useQuery({ ...companySearchQueryOptions(search), enabled, placeholderData: keepPreviousData });

/**
 * The name of the company of `id` (archived or not; null when there is none), for a picker that
 * holds the id without its name: a form opened on saved values, a draft, a filter in the address.
 * Kept offline, so a queued form still shows the company it is for.
 */
export const companyNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.name(id),
    queryFn: async ({ signal }): Promise<CompanyChoice | null> => {
      const answer = await apiClient.get(`${COMPANIES_ENDPOINT}?ids=${encodeURIComponent(id)}&pageSize=1`, {
        signal,
        schema: answerSchema('companies', 'companiesListResponseSchema'),
      });
      const company = answer.data[0];
      return company ? { id: company.id, name: company.name } : null;
    },
    meta: { persist: true },
  });

/** The chosen company's name; asks the server only when `known` (a name at hand) is not for `id`. */
export function useCompanyName(id: string, known?: CompanyChoice | null) {
  const knownName = known && known.id === id ? known.name : undefined;
  const query = useQuery({ ...companyNameQueryOptions(id), enabled: Boolean(id) && knownName === undefined });
  if (!id) return { name: '', pending: false };
  if (knownName !== undefined) return { name: knownName, pending: false };
  if (query.data !== undefined) return { name: query.data?.name ?? 'Unknown company', pending: false };
  return { name: '', pending: query.isPending };
}

/** Keep the name of a company just chosen from a search: the picker shows it, now and offline. */
export function rememberCompanyName(client: QueryClient, company: Pick<Company, 'id' | 'name'>) {
  const choice: CompanyChoice | null = { id: company.id, name: company.name };
  client.setQueryData(companyNameQueryOptions(company.id).queryKey, choice);
}

export const useRememberCompanyName = () => {
  const client = useQueryClient();
  return (company: CompanyChoice) => rememberCompanyName(client, company);
};
