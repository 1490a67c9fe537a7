import { randomBytes } from 'node:crypto';
import { GUARANTEE_TERM_MONTHS, guaranteeEligibility, guaranteeExpiry, type GuaranteeEligibility } from '../../shared/guarantee-rules';
import { GUARANTEE_MESSAGES, guaranteeVerifyPath } from '../../shared/schemas/guarantees';
import { INSPECTION_STAGE_LABELS } from '../../shared/schemas/inspections-values';
import { reportTitle } from '../../shared/schemas/reports-values';
import { formatDate } from '../../shared/format/date';
import { HttpError, notFound } from '../errors';
import { insertGuarantee, loadGuaranteeFacts, loadProjectParties } from '../repositories/guarantees';
import { nextCounterValue } from '../repositories/settings';
import { insertReport, listBookletReports, loadReportProject, nextReportVersion, type BookletReportRow } from '../repositories/reports';
import { writeAudit } from '../repositories/audit';
import { providerToday } from '../config/provider-day';
import { guaranteeEmails, type IssuedGuarantee } from './guarantees-emails';
import { enqueueMail } from './outbox';
import { renderGuaranteeCertificatePdf } from './pdf/guarantee-certificate';
import { buildInspectionBooklet, type BookletEntry } from './pdf/inspection-booklet';
import { providerFromConfig } from './pdf/layout';
import { readStoredFile, type ReportDeps } from './reports';

/** 16 random URL-safe characters: the code printed on the certificate. */
const newVerificationCode = () => randomBytes(12).toString('base64url');

export class NotEligibleError extends HttpError {
  constructor(readonly eligibility: GuaranteeEligibility) {
    const missing = eligibility.checks.filter((check) => !check.ok).map((check) => check.detail);
    super(409, 'not_eligible', GUARANTEE_MESSAGES.notEligible, missing.join(' '));
  }
}

export async function projectEligibility(deps: Pick<ReportDeps, 'db'>, projectId: string, today = providerToday()): Promise<GuaranteeEligibility> {
  if (!(await loadReportProject(deps.db, projectId))) throw notFound(GUARANTEE_MESSAGES.unknownProject);
  return guaranteeEligibility(await loadGuaranteeFacts(deps.db, projectId), today);
}

/** "Primer · Jun 2, 2026" for an inspection's report. */
function bookletEntryOf(deps: Pick<ReportDeps, 'files'>, row: BookletReportRow): BookletEntry {
  const about = row.inspectionStage ? [INSPECTION_STAGE_LABELS[row.inspectionStage], row.inspectionDate ? formatDate(row.inspectionDate) : null].filter(Boolean).join(' · ') : null;
  return { title: reportTitle(row), about, publishedAt: row.publishedAt, sizeBytes: row.sizeBytes, load: () => readStoredFile(deps.files, row.fileSha256) };
}

/**
 * Issue a project's guarantee: check eligibility again under the project's lock, number the
 * certificate (`G-<YYYY>-<NNNN>`), render and store its PDF as a published guarantee-certificate
 * report, bind the inspection booklet (a contents page and every published report, stored as a
 * published inspection-booklet report), record the guarantee and e-mail it to every party, in one
 * transaction.
 */
export async function issueGuarantee(deps: ReportDeps, projectId: string, actorId: string, now = new Date()): Promise<IssuedGuarantee> {
  const project = await loadReportProject(deps.db, projectId);
  if (!project) throw notFound(GUARANTEE_MESSAGES.unknownProject);
  const parties = await loadProjectParties(deps.db, projectId);
  const today = providerToday(now);
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
    const booklet = await buildInspectionBooklet({
      provider: providerFromConfig(deps.config),
      project,
      certificateNo,
      issuedOn: today,
      entries: (await listBookletReports(tx, projectId)).map((row) => bookletEntryOf(deps, row)),
    });
    const bookletReport = await insertReport(tx, {
      projectId,
      inspectionId: null,
      type: 'inspection_booklet',
      version: await nextReportVersion(tx, { projectId, type: 'inspection_booklet', inspectionId: null }),
      status: 'published',
      visibleToClient: true,
      publishedAt: now,
      fileSha256: await deps.files.put(booklet.pdf),
      sizeBytes: booklet.pdf.length,
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
      after: {
        certificate_no: certificateNo,
        project_id: projectId,
        starts_on: today,
        expires_on: expiresOn,
        report_id: report.id,
        booklet_report_id: bookletReport.id,
        booklet_pages: booklet.pageCount,
        booklet_reports: booklet.contents.filter((line) => line.omitted === null).length,
        booklet_reports_left_out: booklet.contents.filter((line) => line.omitted !== null).length,
      },
    });
    const issued = { guarantee, projectCode: project.code, pdf, booklet: { pdf: booklet.pdf, pageCount: booklet.pageCount, contents: booklet.contents, report: bookletReport } };
    for (const mail of await guaranteeEmails({ db: tx, config: deps.config }, issued, project.name)) await enqueueMail(tx, mail);
    return issued;
  });
}
