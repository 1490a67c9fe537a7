import type { AnalyticsQuery, AnalyticsReportKey } from '@/shared/schemas/analytics';

/** The analytics API (Admin). */
export const ANALYTICS_ENDPOINT = '/api/analytics';

export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsQuery) => [...analyticsKeys.all, 'overview', query] as const,
  report: (report: AnalyticsReportKey, query: AnalyticsQuery) => [...analyticsKeys.all, 'report', report, query] as const,
};
