import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/api/fetch-all-pages';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ReportsListResponse, ReportsQuery } from '@/shared/schemas/reports';
import { REPORTS_EXPORT_MAX, REPORTS_PAGE_SIZE_MAX } from '@/shared/schemas/reports-values';
import { listQueryString } from '@/lib/list-query-params';
import { REPORTS_ENDPOINT, reportKeys, type ReportListFilters } from './keys';

/** The query string of GET /api/reports (filters left out when not set; the largest page). */
export function reportsSearch(filters: ReportListFilters): string {
  const params = new URLSearchParams();
  for (const key of ['project', 'type', 'status'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set('pageSize', String(REPORTS_PAGE_SIZE_MAX));
  return params.toString();
}

export function fetchReports(filters: ReportListFilters, signal?: AbortSignal): Promise<ReportsListResponse> {
  return apiClient.get(`${REPORTS_ENDPOINT}?${reportsSearch(filters)}`, { signal, schema: answerSchema('reports', 'reportsListResponseSchema') });
}

/**
 * Reports, newest first: staff see all, a Client only its company's published ones (the server's
 * query enforces it). Kept in IndexedDB so clients and inspectors can read the list offline.
 */
export const reportsQueryOptions = (filters: ReportListFilters) =>
  queryOptions({
    queryKey: reportKeys.list(filters),
    queryFn: ({ signal }) => fetchReports(filters, signal),
    meta: { persist: true, errorMessage: 'Could not load the reports' },
  });

export function useReports(filters: ReportListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...reportsQueryOptions(filters), enabled: options.enabled ?? true });
}

/** GET /api/reports's query keys of a staff list page (its address uses the same). */
export const REPORTS_QUERY_KEYS = ['project', 'type', 'status', 'sort', 'order', 'page', 'pageSize'] as const;

/** GET /api/reports's query string of a staff list page. */
export const reportsPageSearch = (query: ReportsQuery): string => listQueryString(query, REPORTS_QUERY_KEYS);

function fetchReportsPage(query: ReportsQuery, signal?: AbortSignal): Promise<ReportsListResponse> {
  return apiClient.get(`${REPORTS_ENDPOINT}?${reportsPageSearch(query)}`, { signal, schema: answerSchema('reports', 'reportsListResponseSchema') });
}

/**
 * One page of the staff list (/reports) as the server filtered and sorted it; the page before
 * stays on screen while the next loads. `enabled` waits for the query.
 */
export const useReportsPage = (query: ReportsQuery, enabled = true) =>
  useQuery({
    queryKey: reportKeys.page(query),
    queryFn: ({ signal }) => fetchReportsPage(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the reports' },
  });

/** Every report of the list (its filters and order; up to REPORTS_EXPORT_MAX): the CSV export. */
export const fetchAllReports = (query: ReportsQuery) =>
  fetchAllPages((page, pageSize) => fetchReportsPage({ ...query, page, pageSize }), REPORTS_PAGE_SIZE_MAX, REPORTS_EXPORT_MAX);
