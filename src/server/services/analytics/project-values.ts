import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsColumn, AnalyticsFilters } from '../../../shared/schemas/analytics';
import { projects } from '../../db/schema';
import { contractValueCents, countRows, inPeriod, inRegion, percentOf, sumOf, whereAll } from './sql';

/** The columns of the reports that count projects and their value per group (sector, value range). */
export const PROJECT_VALUE_COLUMNS: readonly AnalyticsColumn[] = [
  { key: 'projects', label: 'Projects', kind: 'count' },
  { key: 'share', label: 'Share of projects', kind: 'percent' },
  { key: 'contract_value', label: 'Contract value', kind: 'money' },
  { key: 'fee_revenue', label: 'Fee revenue', kind: 'money' },
];

/** Projects opened in the period, grouped by `group`, with the aggregates of PROJECT_VALUE_COLUMNS. */
export const projectValuesBy = (group: SQL, filters: AnalyticsFilters): SQL =>
  sql`select ${group} as "group", ${countRows} as projects,
        ${percentOf(sql`count(*)`, sql`sum(count(*)) over ()`)} as share,
        ${sumOf(contractValueCents)} as contract_value, ${sumOf(projects.feeCents)} as fee_revenue
      from ${projects}
      ${whereAll(inPeriod(projects.createdAt, filters), inRegion(projects.region, filters))}
      group by 1 order by 1`;
