import { z } from '../zod';
import { isoDateSchema, REGIONS } from './common';
import { ANALYTICS_REPORTS, ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_DEFAULT_MONTHS, ANALYTICS_MESSAGES, ANALYTICS_COLUMN_KINDS } from './analytics-values';
import { DAY_MS } from '../dates';

export * from './analytics-values';

/*
 * Analytics (docs/features.md): ten reports and an overview. Every report takes the same
 * filters and answers the same shape (columns, rows, chart), so one screen, one CSV export and the
 * scheduled reports can run any report by its key.
 */

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The query string of every report: a date range, a region and (for reports that offer several) a grouping. */
export const analyticsQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    region: z.enum(REGIONS).optional(),
    by: z.string().regex(/^[a-z_]{1,30}$/, ANALYTICS_MESSAGES.groupInvalid).optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = dayNumber(query.to) - dayNumber(query.from);
    if (days < 0) context.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (days >= ANALYTICS_MAX_RANGE_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.rangeTooLong });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The filters a report ran with: the dates always set (both inclusive), the grouping it used. */
export const analyticsFiltersSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  region: z.enum(REGIONS).nullable(),
  by: z.string(),
});
export type AnalyticsFilters = z.infer<typeof analyticsFiltersSchema>;

/**
 * The filters with the defaults filled in: `to` today, `from` the first day of the twelfth month
 * back (or twelve months before `to`); a missing or unknown grouping becomes the report's first.
 * `today` is the provider's day (src/shared/dates.ts).
 */
export function resolveAnalyticsFilters(query: AnalyticsQuery, groupings: readonly string[], today: string): AnalyticsFilters {
  const to = query.to ?? today;
  const end = new Date(`${to}T00:00:00Z`);
  const from =
    query.from ?? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (ANALYTICS_DEFAULT_MONTHS - 1), 1)).toISOString().slice(0, 10);
  const by = query.by && groupings.includes(query.by) ? query.by : (groupings[0] ?? '');
  return { from, to, region: query.region ?? null, by };
}

export const analyticsColumnSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(ANALYTICS_COLUMN_KINDS) });
export type AnalyticsColumn = z.infer<typeof analyticsColumnSchema>;

/** A cell: text, a number (money in dollars, a percent from 0 to 100), or empty. */
export const analyticsCellSchema = z.union([z.string(), z.number(), z.null()]);
export type AnalyticsCell = z.infer<typeof analyticsCellSchema>;
export type AnalyticsRow = Record<string, AnalyticsCell>;

export const analyticsChartSchema = z.object({
  type: z.enum(['bar', 'line', 'pie']),
  /** The column along the axis (or naming the slices). */
  x: z.string(),
  /** The columns drawn (a pie draws the first). */
  series: z.array(z.string()),
});
export type AnalyticsChart = z.infer<typeof analyticsChartSchema>;

export const analyticsReportResponseSchema = z.object({
  report: z.enum(ANALYTICS_REPORTS),
  title: z.string(),
  filters: analyticsFiltersSchema,
  /** The groupings the report offers (the first is the default). */
  groupings: z.array(z.object({ key: z.string(), label: z.string() })),
  columns: z.array(analyticsColumnSchema),
  rows: z.array(z.record(z.string(), analyticsCellSchema)),
  chart: analyticsChartSchema,
  totals: z.record(z.string(), analyticsCellSchema).optional(),
  /** What the report cannot show, said plainly. */
  note: z.string().optional(),
});
export type AnalyticsReportResponse = z.infer<typeof analyticsReportResponseSchema>;

export const analyticsHeadlineSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(ANALYTICS_COLUMN_KINDS), value: z.number() });
export type AnalyticsHeadline = z.infer<typeof analyticsHeadlineSchema>;

export const analyticsOverviewResponseSchema = z.object({
  filters: analyticsFiltersSchema,
  headlines: z.array(analyticsHeadlineSchema),
  /** The reports the caller may open. */
  reports: z.array(z.object({ key: z.enum(ANALYTICS_REPORTS), title: z.string(), description: z.string() })),
});
export type AnalyticsOverviewResponse = z.infer<typeof analyticsOverviewResponseSchema>;
