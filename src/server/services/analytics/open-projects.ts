import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_AGE_BUCKETS } from '../../../shared/schemas/analytics';
import { PROJECT_STATUS_LABELS } from '../../../shared/schemas/projects';
import { projects } from '../../db/schema';
import { ageBucket, aggregateRows, contractValueCents, countRows, everyBucket, inPeriod, inRegion, isOpenProject, sumOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = { status: sql`${projects.status}::text`, age: ageBucket(projects.createdAt) };

/** Projects opened in the period that are still open, by status or by age today. */
export const openProjectsReport: AnalyticsReportDefinition = {
  key: 'open-projects',
  title: 'Open Projects',
  description: 'Projects opened in the period that are still open (active or on hold), by status and by age today.',
  permission: 'staffArea',
  groupings: [
    { key: 'status', label: 'Status' },
    { key: 'age', label: 'Age' },
  ],
  groupLabels: { status: PROJECT_STATUS_LABELS },
  columns: [
    { key: 'projects', label: 'Projects', kind: 'count' },
    { key: 'contract_value', label: 'Contract value', kind: 'money' },
  ],
  series: ['projects'],
  chartType: () => 'bar',
  async run(db, filters) {
    const rows = await aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as projects, ${sumOf(contractValueCents)} as contract_value
          from ${projects}
          ${whereAll(isOpenProject, inPeriod(projects.createdAt, filters), inRegion(projects.region, filters))}
          group by 1 order by 1`,
    );
    if (filters.by !== 'age') return rows;
    return everyBucket(
      rows,
      ANALYTICS_AGE_BUCKETS.map((bucket) => bucket.label),
      { projects: 0, contract_value: 0 },
    );
  },
};
