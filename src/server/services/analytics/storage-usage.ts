import { sql, type SQL } from 'drizzle-orm';
import { companies, projects } from '../../db/schema';
import { aggregateRows, countRows, inPeriod, inRegion, monthOf, percentOf, sumOf, whereAll } from './sql';
import { FILE_KIND_LABELS, storedFiles } from './stored-files';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = {
  kind: sql`f.kind`,
  project: sql`coalesce(${projects.projectCode}, 'No project')`,
  company: sql`coalesce(${companies.name}, 'No company')`,
  month: monthOf(sql`f.created_at`),
};

/** Bytes stored in the period (uploads and report PDFs) by kind, project, company or month. */
export const storageUsageReport: AnalyticsReportDefinition = {
  key: 'storage-usage',
  title: 'Storage Usage',
  description: 'Files stored in the period (uploads and report PDFs) by kind, project, company and month; by month it is the growth.',
  permission: 'staffArea',
  groupings: [
    { key: 'kind', label: 'Kind' },
    { key: 'project', label: 'Project' },
    { key: 'company', label: 'Company' },
    { key: 'month', label: 'Month' },
  ],
  groupLabels: { kind: FILE_KIND_LABELS },
  columns: [
    { key: 'files', label: 'Files', kind: 'count' },
    { key: 'bytes', label: 'Size', kind: 'bytes' },
    { key: 'share', label: 'Share of size', kind: 'percent' },
  ],
  series: ['bytes'],
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as files, ${sumOf(sql`f.size_bytes`)} as bytes,
            ${percentOf(sql`sum(f.size_bytes)`, sql`sum(sum(f.size_bytes)) over ()`)} as share
          from ${storedFiles}
          left join ${projects} on ${projects.id} = f.project_id
          left join ${companies} on ${companies.id} = f.company_id
          ${whereAll(inPeriod(sql`f.created_at`, filters), inRegion(projects.region, filters))}
          group by 1 order by 1`,
    ),
};
