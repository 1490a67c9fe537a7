/*
 * The zod-free part of src/shared/schemas/analytics.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const ANALYTICS_REPORTS = [
  'demographics',
  'travel-fees',
  'public-private',
  'value-range',
  'open-projects',
  'architect-report',
  'guarantees-issued-report',
  'storage-usage',
  'email',
  'uploads',
] as const;
export type AnalyticsReportKey = (typeof ANALYTICS_REPORTS)[number];

/** The longest date range a report accepts (about ten years). */
export const ANALYTICS_MAX_RANGE_DAYS = 3_660;
/** Without dates, a report covers the last twelve calendar months (this one included). */
export const ANALYTICS_DEFAULT_MONTHS = 12;

export const ANALYTICS_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: `The date range can span at most ${ANALYTICS_MAX_RANGE_DAYS} days.`,
  groupInvalid: 'Choose one of the groupings the report offers.',
} as const;

export const ANALYTICS_COLUMN_KINDS = ['text', 'count', 'money', 'bytes', 'percent'] as const;
export type AnalyticsColumnKind = (typeof ANALYTICS_COLUMN_KINDS)[number];

/** Value-range buckets of a project's contract value (the final one when known), lower bounds in dollars. */
export const ANALYTICS_VALUE_BUCKETS = [
  { label: 'Under $25k', fromDollars: 0 },
  { label: '$25k to $100k', fromDollars: 25_000 },
  { label: '$100k to $200k', fromDollars: 100_000 },
  { label: '$200k to $500k', fromDollars: 200_000 },
  { label: '$500k to $1M', fromDollars: 500_000 },
  { label: '$1M and over', fromDollars: 1_000_000 },
] as const;

/** Age buckets of open projects, in days since the project was opened (lower bounds). */
export const ANALYTICS_AGE_BUCKETS = [
  { label: 'Under 30 days', fromDays: 0 },
  { label: '30 to 89 days', fromDays: 30 },
  { label: '90 to 179 days', fromDays: 90 },
  { label: '180 to 364 days', fromDays: 180 },
  { label: '1 year or more', fromDays: 365 },
] as const;

/** Project statuses that count as open. */
export const OPEN_PROJECT_STATUSES = ['active', 'on_hold'] as const;

/** A guarantee "expires soon" when it ends within this many days from today (today included). */
export const GUARANTEE_EXPIRY_WINDOW_DAYS = 90;
