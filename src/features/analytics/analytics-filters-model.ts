import { ANALYTICS_FILTER_KEYS } from '@/lib/api/analytics/analytics';
import { lazySchema } from '@/lib/lazy-schema';
import type { AnalyticsFilters, AnalyticsQuery, analyticsQuerySchema } from '@/shared/schemas/analytics';

const analyticsSchemas = () => import('@/shared/schemas/analytics');

const FILTER_KEYS = ANALYTICS_FILTER_KEYS;

/** The API's schema of the filters, which reads the address: loaded after the page shows. */
export type AnalyticsQuerySchema = typeof analyticsQuerySchema;
export const loadAnalyticsQuerySchema = lazySchema(analyticsSchemas, 'analyticsQuerySchema');

/**
 * A report's filters from its URL (`?from=&to=&region=&by=`). A value the schema refuses is left
 * out (and both dates when they make no range), so the server's defaults apply instead.
 */
export function analyticsQueryFrom(params: URLSearchParams, schema: AnalyticsQuerySchema): AnalyticsQuery {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const parsed = schema.shape[key].safeParse(params.get(key) || undefined);
    if (parsed.success && parsed.data) query[key] = parsed.data;
  }
  if (schema.safeParse(query).success) return query as AnalyticsQuery;
  const { from: _from, to: _to, ...rest } = query;
  return rest as AnalyticsQuery;
}

/** The filters the form edits: the ones the report ran with. */
export const formValuesOf = (filters: AnalyticsFilters) => ({ from: filters.from, to: filters.to, region: filters.region ?? '', by: filters.by });
