import { and, eq } from 'drizzle-orm';
import { REPORT_TYPE_LABELS, type Report } from '../../shared/schemas/reports';
import type { AppConfig } from '../config/env';
import type { Transaction } from '../db/client';
import { profiles, projects } from '../db/schema';
import { renderEmail } from './email-layout';
import { enqueueMail } from './outbox';

/** Tell the client company's users that a report is ready, in the publishing transaction (src/server/services/reports.ts). */
export async function enqueueReportPublishedEmails(tx: Transaction, config: AppConfig, report: Report) {
  const recipients = await tx
    .select({ email: profiles.email, requestId: projects.requestId })
    .from(projects)
    .innerJoin(profiles, and(eq(profiles.companyId, projects.companyId), eq(profiles.role, 'Client'), eq(profiles.status, 'active')))
    .where(eq(projects.id, report.project_id));
  const provider = config.PROVIDER_NAME;
  for (const recipient of recipients) {
    const link = `${config.publicUrl}${recipient.requestId ? `/my-requests/${recipient.requestId}` : '/home'}`;
    const mail = renderEmail({
      type: 'report.published',
      to: recipient.email,
      subject: `${REPORT_TYPE_LABELS[report.type]} for ${report.project_name} — ${provider}`,
      paragraphs: [
        `${provider} has published a report for your project ${report.project_code} ${report.project_name}: ${report.title}.`,
        'You can read and download it in the portal.',
      ],
      action: { label: 'Open my reports', link },
      providerName: provider,
      replyTo: config.PROVIDER_EMAIL,
    });
    await enqueueMail(tx, { ...mail, entityType: 'report', entityId: report.id });
  }
}
