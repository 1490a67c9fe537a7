import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilters } from '../../../shared/schemas/analytics';
import { companies, deficiencies, guarantees, projectParties, projects } from '../../db/schema';
import { aggregateRows, contractValueCents, countRows, inPeriod, inRegion, sumOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

/**
 * Per architect firm, over the projects of the period: the aggregate `select` (whose first column
 * is the firm's company id) from the architect parties joined to the projects and `rows`.
 */
const perArchitect = (select: SQL, rows: SQL, filters: AnalyticsFilters) => sql`
  select ${projectParties.companyId} as company_id, ${select}
  from ${rows}
  join ${projectParties} on ${projectParties.projectId} = ${projects.id} and ${projectParties.role} = 'architect'
  ${whereAll(inPeriod(projects.createdAt, filters), inRegion(projects.region, filters))}
  group by 1`;

/**
 * Per architect firm: its projects opened in the period, their value, guarantees and deficiencies.
 * Guarantees and deficiencies (not void ones: raised in error) are counted from their own (small) tables and joined per firm, so
 * the projects are scanned once and nothing fans out.
 */
export const architectReport: AnalyticsReportDefinition = {
  key: 'architect-report',
  title: 'Architect Report',
  description: 'Per architect firm: projects opened in the period, contract value, guarantees issued and deficiencies per project.',
  permission: 'staffArea',
  groupings: [{ key: 'architect', label: 'Architect firm' }],
  columns: [
    { key: 'projects', label: 'Projects', kind: 'count' },
    { key: 'contract_value', label: 'Contract value', kind: 'money' },
    { key: 'guarantees', label: 'Guarantees', kind: 'count' },
    { key: 'deficiencies', label: 'Deficiencies', kind: 'count' },
    { key: 'deficiencies_per_project', label: 'Deficiencies per project', kind: 'count' },
  ],
  series: ['projects', 'deficiencies'],
  chartType: () => 'bar',
  noTotals: ['deficiencies_per_project'],
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${companies.name} as "group", a.projects, a.contract_value,
            coalesce(g.n, 0) as guarantees, coalesce(d.n, 0) as deficiencies,
            round(coalesce(d.n, 0)::numeric / a.projects, 2)::float8 as deficiencies_per_project
          from (${perArchitect(sql`${countRows} as projects, ${sumOf(contractValueCents)} as contract_value`, sql`${projects}`, filters)}) a
          join ${companies} on ${companies.id} = a.company_id
          left join (${perArchitect(sql`${countRows} as n`, sql`${guarantees} join ${projects} on ${projects.id} = ${guarantees.projectId}`, filters)}) g
            on g.company_id = a.company_id
          left join (${perArchitect(sql`${countRows} as n`, sql`${deficiencies} join ${projects} on ${projects.id} = ${deficiencies.projectId} and ${deficiencies.status} <> 'void'`, filters)}) d
            on d.company_id = a.company_id
          order by 1`,
    ),
};
