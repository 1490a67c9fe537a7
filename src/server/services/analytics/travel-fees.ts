import { sql, type SQL } from 'drizzle-orm';
import { inspections, profiles, projects } from '../../db/schema';
import { aggregateRows, countRows, inPeriod, inRegion, monthOf, sumOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = {
  region: sql`${projects.region}`,
  month: monthOf(inspections.performedAt),
  inspector: sql`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email}, 'Unassigned')`,
};

/** Travel fees of the inspections performed in the period, by region, month or inspector. */
export const travelFeesReport: AnalyticsReportDefinition = {
  key: 'travel-fees',
  title: 'Travel Fees',
  description: 'Travel fees of the inspections performed in the period, by region, month and inspector.',
  permission: 'staffArea',
  groupings: [
    { key: 'region', label: 'Region' },
    { key: 'month', label: 'Month' },
    { key: 'inspector', label: 'Inspector' },
  ],
  columns: [
    { key: 'inspections', label: 'Inspections', kind: 'count' },
    { key: 'travel_km', label: 'Distance (km)', kind: 'count' },
    { key: 'travel_fees', label: 'Travel fees', kind: 'money' },
  ],
  series: ['travel_fees'],
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as inspections,
            round(${sumOf(inspections.travelKm)})::float8 as travel_km, ${sumOf(inspections.travelFeeCents)} as travel_fees
          from ${inspections}
          join ${projects} on ${projects.id} = ${inspections.projectId}
          left join ${profiles} on ${profiles.id} = ${inspections.inspectorId}
          ${whereAll(sql`${inspections.status} = 'performed'`, inPeriod(inspections.performedAt, filters), inRegion(projects.region, filters))}
          group by 1 order by 1`,
    ),
};
