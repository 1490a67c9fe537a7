import { sql } from 'drizzle-orm';
import { centsToDollars } from '../../../shared/format/currency';
import type { AnalyticsFilters, AnalyticsHeadline } from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { emailLog, guarantees, inspections, projects } from '../../db/schema';
import { aggregateRows, contractValueCents, countRows, countWhere, inPeriod, inRegion, isOpenProject, sumOf, whereAll } from './sql';
import { storedFiles } from './stored-files';

const HEADLINES: readonly Omit<AnalyticsHeadline, 'value'>[] = [
  { key: 'projects', label: 'Projects opened', kind: 'count' },
  { key: 'contract_value', label: 'Contract value', kind: 'money' },
  { key: 'open_projects', label: 'Still open', kind: 'count' },
  { key: 'guarantees', label: 'Guarantees issued', kind: 'count' },
  { key: 'travel_fees', label: 'Travel fees', kind: 'money' },
  { key: 'emails_failed', label: 'E-mails failed or bounced', kind: 'count' },
  { key: 'storage_bytes', label: 'Storage added', kind: 'bytes' },
];

/** The overview's headline numbers for the period and region, in one query (the projects scanned once). */
export async function analyticsHeadlines(db: Database, filters: AnalyticsFilters): Promise<AnalyticsHeadline[]> {
  const [row] = await aggregateRows(
    db,
    sql`select p.projects, p.contract_value, p.open_projects,
      (select count(*)::int from ${guarantees} join ${projects} on ${projects.id} = ${guarantees.projectId}
        ${whereAll(inPeriod(guarantees.issuedAt, filters), inRegion(projects.region, filters))}) as guarantees,
      (select ${sumOf(inspections.travelFeeCents)} from ${inspections} join ${projects} on ${projects.id} = ${inspections.projectId}
        ${whereAll(sql`${inspections.status} = 'performed'`, inPeriod(inspections.performedAt, filters), inRegion(projects.region, filters))}) as travel_fees,
      (select count(*)::int from ${emailLog}
        ${whereAll(sql`${emailLog.status} in ('failed', 'bounced')`, inPeriod(emailLog.createdAt, filters))}) as emails_failed,
      (select ${sumOf(sql`f.size_bytes`)} from ${storedFiles} left join ${projects} on ${projects.id} = f.project_id
        ${whereAll(inPeriod(sql`f.created_at`, filters), inRegion(projects.region, filters))}) as storage_bytes
    from (select ${countRows} as projects, ${sumOf(contractValueCents)} as contract_value,
            ${countWhere(isOpenProject)} as open_projects
          from ${projects} ${whereAll(inPeriod(projects.createdAt, filters), inRegion(projects.region, filters))}) p`,
  );
  return HEADLINES.map((headline) => {
    const value = Number(row?.[headline.key] ?? 0);
    return { ...headline, value: headline.kind === 'money' ? centsToDollars(value) : value };
  });
}
