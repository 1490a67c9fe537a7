import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { AnalyticsQuery, AnalyticsReportKey } from '@/shared/schemas/analytics';
import { analyticsSearch } from '../analytics-filters-model';

const analyticsSchemas = () => import('@/shared/schemas/analytics');

export const ANALYTICS_ENDPOINT = '/api/analytics';

export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsQuery) => [...analyticsKeys.all, 'overview', query] as const,
  report: (report: AnalyticsReportKey, query: AnalyticsQuery) => [...analyticsKeys.all, 'report', report, query] as const,
};

/** The overview's headline numbers and the reports the caller may open. */
export const useAnalyticsOverview = (query: AnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.overview(query),
    queryFn: ({ signal }) => apiClient.get(`${ANALYTICS_ENDPOINT}/overview?${analyticsSearch(query)}`, { signal, schema: lazySchema(analyticsSchemas, 'analyticsOverviewResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the analytics overview' },
  });

/** One report with its filters; the previous answer stays on screen while new filters load. */
export const useAnalyticsReport = (report: AnalyticsReportKey, query: AnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.report(report, query),
    queryFn: ({ signal }) => apiClient.get(`${ANALYTICS_ENDPOINT}/${report}?${analyticsSearch(query)}`, { signal, schema: lazySchema(analyticsSchemas, 'analyticsReportResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the report' },
  });

/** The report as CSV, with the same filters. */
export const fetchAnalyticsCsv = (report: AnalyticsReportKey, query: AnalyticsQuery): Promise<Blob> =>
  apiClient.download(`${ANALYTICS_ENDPOINT}/${report}/export.csv?${analyticsSearch(query)}`);
