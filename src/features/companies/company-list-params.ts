import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { isNarrowedBy } from '@/lib/list-query-params';
import type { CompaniesQuery } from '@/shared/schemas/companies';
import { COMPANIES_QUERY_DEFAULTS } from '@/shared/schemas/companies-values';

const loadQuerySchema = lazySchema(() => import('@/shared/schemas/companies'), 'companiesQuerySchema');

/** The companies table's state in the address bar (`/companies?search=coast&type=strata&page=2`). */
const KEYS = ['search', 'type', 'region', 'archived', 'sort', 'order', 'page', 'pageSize'] as const;

/** The table before its schema is in (and when the address says nothing): current companies by name. */
export const DEFAULT_COMPANIES_QUERY: CompaniesQuery = { ...COMPANIES_QUERY_DEFAULTS };

export const useCompanyListInAddress = () => useListInAddress(loadQuerySchema, KEYS, DEFAULT_COMPANIES_QUERY);

/** Whether the table shows fewer than all current (or archived) companies: no rows then means "none match". */
export const isCompanyListNarrowed = (query: CompaniesQuery): boolean => isNarrowedBy(query, ['search', 'type', 'region']);
