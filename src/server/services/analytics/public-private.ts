import { sql } from 'drizzle-orm';
import { SECTOR_LABELS } from '../../../shared/schemas/requests';
import { projects } from '../../db/schema';
import { PROJECT_VALUE_COLUMNS, projectValuesBy } from './project-values';
import { aggregateRows } from './sql';
import type { AnalyticsReportDefinition } from './types';

/** Projects opened in the period by sector: how many, their contract value and fee revenue. */
export const publicPrivateReport: AnalyticsReportDefinition = {
  key: 'public-private',
  title: 'Public and Private Projects',
  description: 'Projects opened in the period by sector: count, contract value and fee revenue.',
  permission: 'staffArea',
  groupings: [{ key: 'sector', label: 'Sector' }],
  groupLabels: { sector: SECTOR_LABELS },
  columns: PROJECT_VALUE_COLUMNS,
  series: ['projects'],
  chartType: () => 'pie',
  run: (db, filters) => aggregateRows(db, projectValuesBy(sql`${projects.sector}::text`, filters)),
};
