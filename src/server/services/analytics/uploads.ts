import { sql, type SQL } from 'drizzle-orm';
import { profiles, projects } from '../../db/schema';
import { aggregateRows, countRows, countWhere, inPeriod, inRegion, monthOf, percentOf, sumOf, whereAll } from './sql';
import { FILE_KIND_LABELS, uploadedFiles } from './stored-files';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = {
  uploader: sql`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`,
  kind: sql`f.kind`,
  month: monthOf(sql`f.created_at`),
};

const capturedOffline = countWhere(sql`f.captured_offline`);

/** Admin: files uploaded in the period by uploader, kind or month, and the share captured offline. */
export const uploadsReport: AnalyticsReportDefinition = {
  key: 'uploads',
  title: 'Upload Analytics',
  description: 'Files uploaded in the period by uploader, kind and month, and the share captured offline.',
  permission: 'uploadAnalytics',
  groupings: [
    { key: 'uploader', label: 'Uploader' },
    { key: 'kind', label: 'Kind' },
    { key: 'month', label: 'Month' },
  ],
  groupLabels: { kind: FILE_KIND_LABELS },
  columns: [
    { key: 'files', label: 'Files', kind: 'count' },
    { key: 'bytes', label: 'Size', kind: 'bytes' },
    { key: 'offline', label: 'Captured offline', kind: 'count' },
    { key: 'offline_share', label: 'Offline share', kind: 'percent' },
  ],
  series: ['files', 'offline'],
  percentTotals: { offline_share: { part: 'offline', whole: 'files' } },
  note: 'Captured offline: files chosen while the device had no connection, or sent later from the queue of waiting changes.',
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as files, ${sumOf(sql`f.size_bytes`)} as bytes,
            ${capturedOffline} as offline, ${percentOf(capturedOffline, countRows)} as offline_share
          from ${uploadedFiles}
          join ${profiles} on ${profiles.id} = f.owner_id
          left join ${projects} on ${projects.id} = f.project_id
          ${whereAll(inPeriod(sql`f.created_at`, filters), inRegion(projects.region, filters))}
          group by 1 order by 1`,
    ),
};
