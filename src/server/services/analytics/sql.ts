import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addDays, startOfDayIn } from '../../../shared/dates';
import { providerTimeZone } from '../../config/provider-day';
import { ANALYTICS_AGE_BUCKETS, ANALYTICS_VALUE_BUCKETS, OPEN_PROJECT_STATUSES, type AnalyticsFilters, type AnalyticsRow } from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

/*
 * SQL pieces the analytics reports share. Every report groups in SQL (`group by 1`) and casts its
 * aggregates to int or float8, so both drivers answer plain numbers.
 */

type Expression = AnyColumn | SQL;

/** Rows of a raw aggregate query (both drivers answer `{ rows }`). */
export async function aggregateRows(db: Database, query: SQL): Promise<AnalyticsRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: AnalyticsRow[] };
  return result.rows;
}

/**
 * A timestamp column within the filters' dates (both inclusive), days being the provider's
 * (docs/business-rules.md, "The provider's day"): from the start of `from` to the start of the day
 * after `to`, in the provider's time zone. (A bare date would start at midnight UTC: an evening's
 * rows in Vancouver would fall on the next day, outside a period ending today.)
 */
export const inPeriod = (column: Expression, filters: AnalyticsFilters): SQL => {
  const timeZone = providerTimeZone();
  const from = startOfDayIn(filters.from, timeZone).toISOString();
  const until = startOfDayIn(addDays(filters.to, 1), timeZone).toISOString();
  return sql`${column} >= ${from}::timestamptz and ${column} < ${until}::timestamptz`;
};

/** The region condition, or nothing without a region filter. */
export const inRegion = (column: Expression, filters: AnalyticsFilters): SQL | undefined =>
  filters.region ? sql`${column} = ${filters.region}` : undefined;

/** `where` of the conditions given (skipping the absent ones). */
export const whereAll = (...conditions: (SQL | undefined)[]): SQL => {
  const condition = and(...conditions);
  return condition ? sql`where ${condition}` : sql``;
};

/** `YYYY-MM` of a timestamp, in the provider's time zone (its month, as its day above). */
export const monthOf = (column: Expression): SQL => sql`to_char(${column} at time zone ${providerTimeZone()}, 'YYYY-MM')`;

export const countRows = sql`count(*)::int`;
export const countWhere = (condition: SQL): SQL => sql`(count(*) filter (where ${condition}))::int`;
/** A sum of integer cents or bytes as float8 (exact far beyond any total here; bigint would arrive as text). */
export const sumOf = (expression: Expression): SQL => sql`coalesce(sum(${expression}), 0)::float8`;
/** 100 × part / whole, rounded to one decimal; 0 for an empty whole. */
export const percentOf = (part: SQL, whole: SQL): SQL => sql`coalesce(round(100.0 * ${part} / nullif(${whole}, 0), 1), 0)::float8`;

/** A project's contract value: the final contract when known, else the base contract. */
export const contractValueCents = sql`coalesce(${projects.finalContractCents}, ${projects.baseContractCents})`;

/** A project that is still open (OPEN_PROJECT_STATUSES). */
export const isOpenProject = sql`${projects.status} in (${sql.join(
  OPEN_PROJECT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** The index of a value's bucket (0-based) from ascending lower bounds, as a CASE. */
function bucketIndex(value: SQL, lowerBounds: readonly number[]): SQL {
  const cases = lowerBounds
    .map((bound, index) => ({ bound, index }))
    .slice(1)
    .reverse()
    .map(({ bound, index }) => sql`when ${value} >= ${sql.raw(String(bound))} then ${sql.raw(String(index))}`);
  return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

/** The value-range bucket (0-5) of a project's contract value. */
export const valueBucket = bucketIndex(
  contractValueCents,
  ANALYTICS_VALUE_BUCKETS.map((bucket) => bucket.fromDollars * 100),
);

/** The age bucket (0-4) of a timestamp, in whole days before today. */
export const ageBucket = (openedAt: Expression): SQL =>
  bucketIndex(
    sql`(current_date - (${openedAt})::date)`,
    ANALYTICS_AGE_BUCKETS.map((bucket) => bucket.fromDays),
  );

/**
 * Rows for every bucket in order, zero where the query found none: the query's `group` is the
 * bucket index, replaced by the bucket's label.
 */
export function everyBucket(rows: AnalyticsRow[], labels: readonly string[], zero: AnalyticsRow): AnalyticsRow[] {
  const byIndex = new Map(rows.map((row) => [Number(row.group), row]));
  return labels.map((label, index) => ({ ...zero, ...byIndex.get(index), group: label }));
}
