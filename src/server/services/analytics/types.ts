import type { Permission } from '../../../shared/auth/permissions';
import type { AnalyticsChart, AnalyticsColumn, AnalyticsFilters, AnalyticsReportKey, AnalyticsRow } from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';

/** One analytics report: what it is, who may run it, and its query. */
export interface AnalyticsReportDefinition {
  key: AnalyticsReportKey;
  title: string;
  description: string;
  permission: Permission;
  /** How the rows may be grouped; the first is the default. The group's value is the row's `group` cell. */
  groupings: readonly { key: string; label: string }[];
  /** Labels of stored values per grouping (e.g. a company type's key to its name), as a table or a function. */
  groupLabels?: Readonly<Record<string, Readonly<Record<string, string>> | ((value: string) => string)>>;
  /** The columns after the group column; money columns come from `run` in cents. */
  columns: readonly AnalyticsColumn[];
  /** The columns the chart draws. */
  series: readonly string[];
  /** The chart for a grouping (a line over months by default, bars otherwise). */
  chartType?: (by: string) => AnalyticsChart['type'];
  /** Columns left out of the totals row (ratios); percents are never summed. */
  noTotals?: readonly string[];
  /** Percent columns whose total is worked out from two summed columns (part of whole), not left empty. */
  percentTotals?: Readonly<Record<string, { part: string; whole: string }>>;
  note?: string;
  /** The aggregated rows, computed in SQL (money in integer cents). */
  run(db: Database, filters: AnalyticsFilters): Promise<AnalyticsRow[]>;
}
