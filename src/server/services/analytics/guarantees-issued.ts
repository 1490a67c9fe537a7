import { sql, type SQL } from 'drizzle-orm';
import { GUARANTEE_EXPIRY_WINDOW_DAYS } from '../../../shared/schemas/analytics';
import { guarantees, projects } from '../../db/schema';
import { aggregateRows, countRows, countWhere, inPeriod, inRegion, monthOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = { month: monthOf(guarantees.issuedAt), region: sql`${projects.region}` };

/** Active and ending between today and the window's last day, both included. */
const expiringSoon = sql`${guarantees.status} = 'active' and ${guarantees.expiresOn} between current_date and current_date + ${sql.raw(String(GUARANTEE_EXPIRY_WINDOW_DAYS))}`;

/** Guarantees issued in the period, by month or region, with those expiring soon. */
export const guaranteesIssuedReport: AnalyticsReportDefinition = {
  key: 'guarantees-issued-report',
  title: 'Guarantees Issued',
  description: `Guarantees issued in the period by month and region, and those expiring within ${GUARANTEE_EXPIRY_WINDOW_DAYS} days.`,
  permission: 'staffArea',
  groupings: [
    { key: 'month', label: 'Month issued' },
    { key: 'region', label: 'Region' },
  ],
  columns: [
    { key: 'issued', label: 'Issued', kind: 'count' },
    { key: 'active', label: 'Active', kind: 'count' },
    { key: 'expiring_soon', label: `Expiring within ${GUARANTEE_EXPIRY_WINDOW_DAYS} days`, kind: 'count' },
  ],
  series: ['issued', 'expiring_soon'],
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as issued,
            ${countWhere(sql`${guarantees.status} = 'active'`)} as active, ${countWhere(expiringSoon)} as expiring_soon
          from ${guarantees}
          join ${projects} on ${projects.id} = ${guarantees.projectId}
          ${whereAll(inPeriod(guarantees.issuedAt, filters), inRegion(projects.region, filters))}
          group by 1 order by 1`,
    ),
};
