import { sql, type SQL } from 'drizzle-orm';
import { emailKindLabel } from '../../../shared/email-kinds';
import { emailLog } from '../../db/schema';
import { aggregateRows, countRows, countWhere, inPeriod, monthOf, percentOf, whereAll } from './sql';
import type { AnalyticsReportDefinition } from './types';

const GROUPS: Record<string, SQL> = { type: sql`${emailLog.type}`, month: monthOf(emailLog.createdAt) };
const withStatus = (status: string) => countWhere(sql`${emailLog.status} = ${status}`);

/** E-mails written in the period by type or month: sent, failed, bounced. */
export const emailReport: AnalyticsReportDefinition = {
  key: 'email',
  title: 'E-mail Analytics',
  description: 'E-mails sent in the period by type and month: sent, failed and bounced.',
  permission: 'staffArea',
  groupings: [
    { key: 'type', label: 'Type' },
    { key: 'month', label: 'Month' },
  ],
  groupLabels: { type: emailKindLabel },
  columns: [
    { key: 'emails', label: 'E-mails', kind: 'count' },
    { key: 'sent', label: 'Sent', kind: 'count' },
    { key: 'failed', label: 'Failed', kind: 'count' },
    { key: 'bounced', label: 'Bounced', kind: 'count' },
    { key: 'failure_rate', label: 'Failed or bounced', kind: 'percent' },
  ],
  series: ['sent', 'failed', 'bounced'],
  note: 'E-mails carry no region, so the region filter does not apply to this report.',
  run: (db, filters) =>
    aggregateRows(
      db,
      sql`select ${GROUPS[filters.by]!} as "group", ${countRows} as emails, ${withStatus('sent')} as sent,
            ${withStatus('failed')} as failed, ${withStatus('bounced')} as bounced,
            ${percentOf(sql`count(*) filter (where ${emailLog.status} in ('failed', 'bounced'))`, sql`count(*)`)} as failure_rate
          from ${emailLog}
          ${whereAll(inPeriod(emailLog.createdAt, filters))}
          group by 1 order by 1`,
    ),
};
