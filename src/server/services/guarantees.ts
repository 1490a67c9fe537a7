import { randomBytes } from 'node:crypto';
import { GUARANTEE_TERM_MONTHS, guaranteeEligibility, guaranteeExpiry, type GuaranteeEligibility } from '../../shared/guarantee-rules';
import { GUARANTEE_MESSAGES, guaranteeVerifyPath } from '../../shared/schemas/guarantees';
import { HttpError, notFound } from '../errors';
import { companyUserEmails, insertGuarantee, loadGuaranteeFacts, loadProjectParties, type GuaranteeRow } from '../repositories/guarantees';
import { nextCounterValue } from '../repositories/settings';
import { insertReport, loadReportProject, nextReportVersion } from '../repositories/reports';
import { writeAudit } from '../repositories/audit';
import { renderEmail } from './email-layout';
import type { Mailer } from './mail';
import { renderGuaranteeCertificatePdf } from './pdf/guarantee-certificate';
import { providerFromConfig } from './pdf/layout';
import type { ReportDeps } from './reports';

/** Today as `YYYY-MM-DD` (UTC). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** 16 random URL-safe characters: the code printed on the certificate. */
const newVerificationCode = () => randomBytes(12).toString('base64url');

export class NotEligibleError extends HttpError {
  constructor(readonly eligibility: GuaranteeEligibility) {
    const missing = eligibility.checks.filter((check) => !check.ok).map((check) => check.detail);
    super(409, 'not_eligible', GUARANTEE_MESSAGES.notEligible, missing.join(' '));
  }
}

export async function projectEligibility(deps: Pick<ReportDeps, 'db'>, projectId: string, today = todayUtc()): Promise<GuaranteeEligibility> {
  if (!(await loadReportProject(deps.db, projectId))) throw notFound(GUARANTEE_MESSAGES.unknownProject);
  return guaranteeEligibility(await loadGuaranteeFacts(deps.db, projectId), today);
}

export interface IssuedGuarantee {
  guarantee: GuaranteeRow;
  pdf: Buffer;
}

/**
 * Issue a project's guarantee: check eligibility again under the project's lock, number the
 * certificate (`G-<YYYY>-<NNNN>`), render and store its PDF as a published guarantee-certificate
 * report, and record the guarantee, in one transaction.
 */
export async function issueGuarantee(deps: ReportDeps, projectId: string, actorId: string, now = new Date()): Promise<IssuedGuarantee> {
  const project = await loadReportProject(deps.db, projectId);
  if (!project) throw notFound(GUARANTEE_MESSAGES.unknownProject);
  const parties = await loadProjectParties(deps.db, projectId);
  const today = todayUtc(now);
  return deps.db.transaction(async (tx) => {
    const version = await nextReportVersion(tx, { projectId, type: 'guarantee_certificate', inspectionId: null });
    const eligibility = guaranteeEligibility(await loadGuaranteeFacts(tx, projectId), today);
    if (!eligibility.eligible) throw new NotEligibleError(eligibility);
    const year = today.slice(0, 4);
    const certificateNo = `G-${year}-${String(await nextCounterValue(tx, `guarantee:${year}`)).padStart(4, '0')}`;
    const verificationCode = newVerificationCode();
    const expiresOn = guaranteeExpiry(today);
    const pdf = await renderGuaranteeCertificatePdf({
      provider: providerFromConfig(deps.config),
      project,
      certificateNo,
      contractorName: parties.contractor?.name ?? null,
      ownerName: parties.owner?.name ?? project.clientCompany,
      termMonths: GUARANTEE_TERM_MONTHS,
      startsOn: today,
      expiresOn,
      verificationCode,
      verificationUrl: `${deps.config.publicUrl}${guaranteeVerifyPath(verificationCode)}`,
    });
    const report = await insertReport(tx, {
      projectId,
      inspectionId: null,
      type: 'guarantee_certificate',
      version,
      status: 'published',
      visibleToClient: true,
      publishedAt: now,
      fileSha256: await deps.files.put(pdf),
      sizeBytes: pdf.length,
      createdBy: actorId,
    });
    const guarantee = await insertGuarantee(tx, {
      certificateNo,
      projectId,
      contractorCompanyId: parties.contractor?.companyId ?? null,
      ownerCompanyId: parties.owner?.companyId ?? project.companyId,
      termMonths: GUARANTEE_TERM_MONTHS,
      startsOn: today,
      expiresOn,
      verificationCode,
      reportId: report.id,
      issuedBy: actorId,
      issuedAt: now,
    });
    await writeAudit(tx, {
      actorId,
      action: 'guarantee.issue',
      entityType: 'guarantee',
      entityId: guarantee.id,
      after: { certificate_no: certificateNo, project_id: projectId, starts_on: today, expires_on: expiresOn, report_id: report.id },
    });
    return { guarantee, pdf };
  });
}

/** The parties' addresses: the client company's users, and the owner's, architect's and contractor's company e-mails. */
export async function guaranteeRecipients(deps: Pick<ReportDeps, 'db'>, projectId: string): Promise<string[]> {
  const project = await loadReportProject(deps.db, projectId);
  const parties = await loadProjectParties(deps.db, projectId);
  const clientUsers = project?.companyId ? await companyUserEmails(deps.db, project.companyId) : [];
  const partyEmails = [parties.owner, parties.architect, parties.contractor].map((party) => party?.email).filter((email): email is string => Boolean(email));
  return [...new Set([...clientUsers, ...partyEmails].map((email) => email.toLowerCase()))];
}

/** E-mail the certificate to every party (after commit; a failed e-mail is logged, not thrown). */
export async function emailGuarantee(
  deps: ReportDeps & { mailer: Mailer; log: { error(details: object, message: string): void } },
  issued: IssuedGuarantee,
  projectName: string,
): Promise<void> {
  const provider = deps.config.PROVIDER_NAME;
  const { guarantee, pdf } = issued;
  for (const to of await guaranteeRecipients(deps, guarantee.projectId)) {
    const mail = renderEmail({
      type: 'guarantee.issued',
      to,
      subject: `Guarantee certificate ${guarantee.certificateNo} — ${projectName}`,
      paragraphs: [
        `${provider} has issued the guarantee certificate ${guarantee.certificateNo} for ${projectName}, valid from ${guarantee.startsOn} to ${guarantee.expiresOn}.`,
        'The certificate is attached. Anyone can confirm it with the verification code printed on it.',
      ],
      action: { label: 'Verify the certificate', link: `${deps.config.publicUrl}${guaranteeVerifyPath(guarantee.verificationCode)}` },
      providerName: provider,
      replyTo: deps.config.PROVIDER_EMAIL,
    });
    await deps.mailer
      .send({
        ...mail,
        entityType: 'guarantee',
        entityId: guarantee.id,
        attachments: [{ filename: `${guarantee.certificateNo}.pdf`, content: pdf, contentType: 'application/pdf' }],
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'guarantee e-mail failed'));
  }
}
