import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { AnalyticsQuery, AnalyticsReportKey } from '@/shared/schemas/analytics';
import { ANALYTICS_ENDPOINT, analyticsKeys } from './keys';

/** A report's filters, in the API's query and in the report's address. */
export const ANALYTICS_FILTER_KEYS = ['from', 'to', 'region', 'by'] as const;

/** The URL parameters of a query, empty values left out. */
export function analyticsQueryParams(query: AnalyticsQuery): Record<string, string> {
  return Object.fromEntries(ANALYTICS_FILTER_KEYS.flatMap((key) => (query[key] ? [[key, query[key]]] : [])));
}

/** The query string sent to the API. */
export const analyticsSearch = (query: AnalyticsQuery) => new URLSearchParams(analyticsQueryParams(query)).toString();

/** The overview's headline numbers and the reports the caller may open. */
export const useAnalyticsOverview = (query: AnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.overview(query),
    queryFn: ({ signal }) => apiClient.get(`${ANALYTICS_ENDPOINT}/overview?${analyticsSearch(query)}`, { signal, schema: answerSchema('analytics', 'analyticsOverviewResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the analytics overview' },
  });

/** One report with its filters; the previous answer stays on screen while new filters load. */
export const useAnalyticsReport = (report: AnalyticsReportKey, query: AnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.report(report, query),
    queryFn: ({ signal }) => apiClient.get(`${ANALYTICS_ENDPOINT}/${report}?${analyticsSearch(query)}`, { signal, schema: answerSchema('analytics', 'analyticsReportResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the report' },
  });

/** The report as CSV, with the same filters. */
export const fetchAnalyticsCsv = (report: AnalyticsReportKey, query: AnalyticsQuery): Promise<Blob> =>
  apiClient.download(`${ANALYTICS_ENDPOINT}/${report}/export.csv?${analyticsSearch(query)}`);
