import type { CompaniesQuery } from '@/shared/schemas/companies';

/** The companies API. */
export const COMPANIES_ENDPOINT = '/api/companies';

export const companyKeys = {
  all: ['companies'] as const,
  list: (archived: boolean) => [...companyKeys.all, 'list', { archived }] as const,
  /** A page of the companies table. */
  page: (query: CompaniesQuery) => [...companyKeys.all, 'page', query] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  /** What a company picker found for a search (search-companies.ts). */
  search: (search: string) => [...companyKeys.all, 'search', search] as const,
  /** The name of a company a picker holds, by id (search-companies.ts). */
  name: (id: string) => [...companyKeys.all, 'name', id] as const,
};
