import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../shared/format/date';
import { DEFICIENCY_SEVERITY_LABELS, type Deficiency } from '../../shared/schemas/inspections';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { companies, profiles, projects } from '../db/schema';
import { renderEmail } from './email-layout';
import type { OutgoingMail } from './mail';
import { providerFromConfig } from './pdf/layout';
import type { ReportProject } from './pdf/sections';
import { renderWarningLetterPdf } from './pdf/warning-letter';

/**
 * Who hears about a deficiency: the responsible company's office e-mail and its active users;
 * without a responsible company, the project's client company.
 */
export async function deficiencyRecipients(db: Db, deficiency: Deficiency): Promise<{ companyName: string; address: string | null; emails: string[] }> {
  let companyId = deficiency.responsible_company_id;
  if (!companyId) {
    const [project] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, deficiency.project_id));
    companyId = project?.companyId ?? null;
  }
  if (!companyId) return { companyName: 'the responsible company', address: null, emails: [] };
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const users = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'active')));
  const emails = [...new Set([company?.email, ...users.map((user) => user.email)].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()))];
  const address = company ? [company.address, company.city, company.region, company.postalCode].filter(Boolean).join(', ') || null : null;
  return { companyName: company?.name ?? 'the responsible company', address, emails };
}

const subjectOf = (kind: string, deficiency: Deficiency, provider: string) =>
  `${kind}: deficiency #${deficiency.number} on ${deficiency.project_code} ${deficiency.project_name} — ${provider}`;

/** The reminder e-mail to one recipient. */
export function reminderMail(config: AppConfig, deficiency: Deficiency, to: string, companyName: string): OutgoingMail {
  const due = deficiency.due_date ? formatDate(deficiency.due_date) : 'as soon as possible';
  return renderEmail({
    type: 'deficiency.reminder',
    to,
    subject: subjectOf('Reminder', deficiency, config.PROVIDER_NAME),
    greeting: `Hello ${companyName},`,
    paragraphs: [
      `This is a reminder that deficiency #${deficiency.number} (${DEFICIENCY_SEVERITY_LABELS[deficiency.severity].toLowerCase()}) on ${deficiency.project_name} must be corrected by ${due}.`,
      `Location: ${deficiency.location}.`,
      'Once it is corrected, tell us so that our inspector can verify it. Unresolved deficiencies hold back the project’s guarantee.',
    ],
    quote: deficiency.description,
    footnote: `Questions: ${config.PROVIDER_EMAIL}, quoting ${deficiency.project_code} #${deficiency.number}.`,
    providerName: config.PROVIDER_NAME,
    replyTo: config.PROVIDER_EMAIL,
  });
}

/** The project as the warning letter names it: code, name and site address. */
export interface LetterProject {
  code: string;
  name: string;
  address: string | null;
}

/** The letter's project from a report's project row: the site address with its city and region. */
export const letterProject = (project: Pick<ReportProject, 'code' | 'name' | 'address' | 'city' | 'region'>): LetterProject => ({
  code: project.code,
  name: project.name,
  address: [project.address, project.city, project.region].filter(Boolean).join(', ') || null,
});

/**
 * The formal warning letter (PDF) of a deficiency to the responsible company: the same letter
 * whether it is e-mailed with a warning or generated from Reports.
 */
export function renderDeficiencyWarningLetter(
  config: AppConfig,
  deficiency: Deficiency,
  recipient: { companyName: string; address: string | null },
  warningLevel: number,
  project: LetterProject,
): Promise<Buffer> {
  return renderWarningLetterPdf({
    provider: providerFromConfig(config),
    project: { name: project.name, address: project.address, code: project.code },
    recipient: { companyName: recipient.companyName, address: recipient.address },
    deficiency: {
      number: deficiency.number,
      location: deficiency.location,
      description: deficiency.description,
      category: deficiency.category,
      severity: deficiency.severity,
      dueDate: deficiency.due_date,
      reminderCount: deficiency.reminder_count,
    },
    warningLevel,
  });
}

/** The warning e-mail to one recipient, with the PDF letter attached (the guarantee is withheld). */
export function warningMailWithLetter(config: AppConfig, deficiency: Deficiency, recipient: { to: string; companyName: string }, letter: Buffer): OutgoingMail {
  const mail = renderEmail({
    type: 'deficiency.warning',
    to: recipient.to,
    subject: subjectOf('Warning', deficiency, config.PROVIDER_NAME),
    greeting: `Hello ${recipient.companyName},`,
    paragraphs: [
      `Deficiency #${deficiency.number} on ${deficiency.project_name} is still not corrected. Our formal warning letter is attached.`,
      'The guarantee for this project is withheld until the deficiency is corrected and verified by our inspector.',
    ],
    footnote: `Questions: ${config.PROVIDER_EMAIL}, quoting ${deficiency.project_code} #${deficiency.number}.`,
    providerName: config.PROVIDER_NAME,
    replyTo: config.PROVIDER_EMAIL,
  });
  return {
    ...mail,
    attachments: [{ filename: `Warning-${deficiency.project_code}-${deficiency.number}.pdf`, content: letter, contentType: 'application/pdf' }],
  };
}

/** The warning e-mail with its PDF letter, rendered for this one recipient. */
export async function warningMail(
  config: AppConfig,
  deficiency: Deficiency,
  recipient: { to: string; companyName: string; address: string | null },
  warningLevel: number,
  project: LetterProject,
): Promise<OutgoingMail> {
  const letter = await renderDeficiencyWarningLetter(config, deficiency, recipient, warningLevel, project);
  return warningMailWithLetter(config, deficiency, recipient, letter);
}
