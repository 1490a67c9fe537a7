import { centsToDollars } from '../../../shared/format/currency';
import {
  ANALYTICS_MESSAGES,
  resolveAnalyticsFilters,
  type AnalyticsColumn,
  type AnalyticsQuery,
  type AnalyticsReportKey,
  type AnalyticsReportResponse,
  type AnalyticsRow,
} from '../../../shared/schemas/analytics';
import { toCsv } from '../../../shared/csv';
import type { Database } from '../../db/client';
import { providerToday } from '../../config/provider-day';
import { badRequest } from '../../errors';
import { ANALYTICS_REGISTRY } from './registry';
import type { AnalyticsReportDefinition } from './types';

const SUMMED_KINDS = new Set<AnalyticsColumn['kind']>(['count', 'money', 'bytes']);

/** Money cells from cents to dollars, and the group's stored value to its label. */
function presentRow(definition: AnalyticsReportDefinition, by: string, row: AnalyticsRow): AnalyticsRow {
  const labels = definition.groupLabels?.[by];
  const group = row.group ?? null;
  const label = group === null || labels === undefined ? undefined : typeof labels === 'function' ? labels(String(group)) : labels[String(group)];
  const presented: AnalyticsRow = { group: label ?? group };
  for (const column of definition.columns) {
    const value = Number(row[column.key] ?? 0);
    presented[column.key] = column.kind === 'money' ? centsToDollars(value) : value;
  }
  return presented;
}

/**
 * The sum of each count, money and bytes column over the rows (already aggregated in SQL), and
 * the percents the report derives from two of those sums (as `percentOf` does in SQL).
 */
function totalsOf(definition: AnalyticsReportDefinition, rows: AnalyticsRow[]): AnalyticsRow {
  const totals: AnalyticsRow = { group: 'Total' };
  for (const column of definition.columns) {
    const summed = SUMMED_KINDS.has(column.kind) && !definition.noTotals?.includes(column.key);
    const sum = rows.reduce((total, row) => total + Number(row[column.key] ?? 0), 0);
    totals[column.key] = summed ? Math.round(sum * 100) / 100 : null;
  }
  for (const [key, { part, whole }] of Object.entries(definition.percentTotals ?? {})) {
    const wholeSum = Number(totals[whole] ?? 0);
    totals[key] = wholeSum === 0 ? 0 : Math.round((1000 * Number(totals[part] ?? 0)) / wholeSum) / 10;
  }
  return totals;
}

/** Runs a report by its key with the caller's filters, in the one answer shape of every report. */
export async function runAnalyticsReport(db: Database, key: AnalyticsReportKey, query: AnalyticsQuery, now = new Date()): Promise<AnalyticsReportResponse> {
  const definition = ANALYTICS_REGISTRY[key];
  const groupingKeys = definition.groupings.map((grouping) => grouping.key);
  if (query.by && !groupingKeys.includes(query.by)) throw badRequest(ANALYTICS_MESSAGES.groupInvalid);
  const filters = resolveAnalyticsFilters(query, groupingKeys, providerToday(now));
  const rows = (await definition.run(db, filters)).map((row) => presentRow(definition, filters.by, row));
  const groupLabel = definition.groupings.find((grouping) => grouping.key === filters.by)?.label ?? 'Group';
  return {
    report: key,
    title: definition.title,
    filters,
    groupings: [...definition.groupings],
    columns: [{ key: 'group', label: groupLabel, kind: 'text' }, ...definition.columns],
    rows,
    chart: { type: definition.chartType?.(filters.by) ?? (filters.by === 'month' ? 'line' : 'bar'), x: 'group', series: [...definition.series] },
    totals: totalsOf(definition, rows),
    ...(definition.note ? { note: definition.note } : {}),
  };
}

/** A report's answer as CSV: its columns' labels, the rows and the totals line (money in dollars, bytes as numbers). */
export function analyticsCsv(answer: AnalyticsReportResponse): string {
  const cells = (row: AnalyticsRow) => answer.columns.map((column) => row[column.key]);
  return toCsv(
    answer.columns.map((column) => column.label),
    [...answer.rows.map(cells), ...(answer.totals ? [cells(answer.totals)] : [])],
  );
}
