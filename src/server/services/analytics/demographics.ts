import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsRow } from '../../../shared/schemas/analytics';
import { COMPANY_TYPE_LABELS } from '../../../shared/schemas/companies';
import { companies, profiles } from '../../db/schema';
import { aggregateRows, countRows, inPeriod, inRegion, monthOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, { companies: SQL; users: SQL }> = {
  type: { companies: sql`${companies.type}::text`, users: sql`coalesce(${companies.type}::text, 'no company')` },
  region: { companies: sql`coalesce(${companies.region}, 'none')`, users: sql`coalesce(${companies.region}, 'none')` },
  month: { companies: monthOf(companies.createdAt), users: monthOf(profiles.createdAt) },
};

/** Merges two grouped counts into one row per group, ordered by group. */
function mergeCounts(companyRows: AnalyticsRow[], userRows: AnalyticsRow[]): AnalyticsRow[] {
  const merged = new Map<string, AnalyticsRow>();
  for (const row of companyRows) merged.set(String(row.group), { group: row.group ?? null, companies: row.count ?? 0, users: 0 });
  for (const row of userRows) {
    const key = String(row.group);
    merged.set(key, { group: row.group ?? null, companies: merged.get(key)?.companies ?? 0, users: row.count ?? 0 });
  }
  return [...merged.values()].sort((a, b) => String(a.group).localeCompare(String(b.group)));
}

/** Client companies and client users who joined in the period, by company type, region or month. */
export const demographicsReport: AnalyticsReportDefinition = {
  key: 'demographics',
  title: 'Client Demographics',
  description: 'Companies and client users who joined in the period, by company type, region and month.',
  permission: 'staffArea',
  groupings: [
    { key: 'type', label: 'Company type' },
    { key: 'region', label: 'Region' },
    { key: 'month', label: 'Month' },
  ],
  groupLabels: { type: { ...COMPANY_TYPE_LABELS, 'no company': 'No company' }, region: { none: 'No region' } },
  columns: [
    { key: 'companies', label: 'Companies', kind: 'count' },
    { key: 'users', label: 'Client users', kind: 'count' },
  ],
  series: ['companies', 'users'],
  async run(db, filters) {
    const group = GROUPS[filters.by]!;
    const [companyRows, userRows] = await Promise.all([
      aggregateRows(
        db,
        sql`select ${group.companies} as "group", ${countRows} as count from ${companies}
            ${whereAll(sql`${companies.archivedAt} is null`, inPeriod(companies.createdAt, filters), inRegion(companies.region, filters))}
            group by 1`,
      ),
      aggregateRows(
        db,
        sql`select ${group.users} as "group", ${countRows} as count from ${profiles}
            left join ${companies} on ${companies.id} = ${profiles.companyId}
            ${whereAll(sql`${profiles.role} = 'Client'`, inPeriod(profiles.createdAt, filters), inRegion(companies.region, filters))}
            group by 1`,
      ),
    ]);
    return mergeCounts(companyRows, userRows);
  },
};
