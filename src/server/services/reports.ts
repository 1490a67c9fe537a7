import { buffer as streamToBuffer } from 'node:stream/consumers';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../errors';
import { REPORT_MESSAGES, type GenerateReport, type Report } from '../../shared/schemas/reports';
import type { Viewer } from '../auth/viewer';
import { writeAudit } from '../repositories/audit';
import {
  findReportRow,
  getVisibleReport,
  markPublished,
  insertReport,
  nextReportVersion,
  listInspectionPhotos,
  loadReportDeficiencies,
  loadReportInspection,
  loadReportInspections,
  loadReportProject,
  type ReportProjectRow,
  type ReportRow,
} from '../repositories/reports';
import type { FileStore } from './file-store';
import { renderDeficiencyListPdf } from './pdf/deficiency-list';
import { renderFinalReportPdf } from './pdf/final-report';
import { renderInspectionReportPdf } from './pdf/inspection-report';
import { providerFromConfig } from './pdf/layout';
import { renderWarningLetterPdf } from './pdf/warning-letter';
import { letterProject } from './deficiency-notices';
import { enqueueReportPublishedEmails } from './reports-emails';
import { pushToProjectClients } from './push';

export interface ReportDeps {
  db: Database;
  files: FileStore;
  config: AppConfig;
}

const conflict = (message: string) => new HttpError(409, 'conflict', 'Cannot generate this report', message);

/** The next version number is only known inside the transaction; the PDF prints it, so render there. */
type Render = (version: number) => Promise<Buffer>;

async function rendererFor(deps: ReportDeps, project: ReportProjectRow, body: GenerateReport): Promise<Render> {
  const provider = providerFromConfig(deps.config);
  switch (body.type) {
    case 'inspection': {
      const inspection = await loadReportInspection(deps.db, project.id, body.inspection_id!);
      if (!inspection) throw notFound(REPORT_MESSAGES.unknownInspection);
      if (inspection.status !== 'performed') throw conflict(REPORT_MESSAGES.inspectionNotPerformed);
      const found = await loadReportDeficiencies(deps.db, project.id, { inspectionId: inspection.id });
      const photoRows = await listInspectionPhotos(deps.db, inspection.id, found.map((item) => item.id));
      const numberOf = new Map(found.map((item) => [item.id, item.number]));
      const photos = await Promise.all(
        photoRows.map(async (photo) => ({
          caption: photo.deficiencyId ? `Deficiency #${numberOf.get(photo.deficiencyId)} · ${photo.filename}` : photo.filename,
          bytes: await readStoredFile(deps.files, photo.sha256),
        })),
      );
      return (version) => renderInspectionReportPdf({ provider, project, inspection, deficiencies: found, photos, version });
    }
    case 'deficiency_list': {
      const list = await loadReportDeficiencies(deps.db, project.id);
      return (version) => renderDeficiencyListPdf({ provider, project, deficiencies: list, version });
    }
    case 'final': {
      const [inspections, list] = await Promise.all([loadReportInspections(deps.db, project.id), loadReportDeficiencies(deps.db, project.id)]);
      return (version) => renderFinalReportPdf({ provider, project, inspections, deficiencies: list, version });
    }
    case 'warning_letter': {
      const [deficiency] = await loadReportDeficiencies(deps.db, project.id, { id: body.deficiency_id! });
      if (!deficiency) throw notFound(REPORT_MESSAGES.unknownDeficiency);
      return () =>
        renderWarningLetterPdf({
          provider,
          project: letterProject(project),
          recipient: { companyName: deficiency.responsibleCompany ?? project.clientCompany ?? 'The responsible company', address: deficiency.responsibleCompanyAddress },
          deficiency,
          warningLevel: Math.max(1, deficiency.warningLevel),
        });
    }
  }
}

/** Render a report's PDF, store it and add the (draft) report with its next version, audited. */
export async function generateReport(deps: ReportDeps, body: GenerateReport, actorId: string): Promise<ReportRow> {
  const project = await loadReportProject(deps.db, body.project_id);
  if (!project) throw notFound(REPORT_MESSAGES.unknownProject);
  const render = await rendererFor(deps, project, body);
  const inspectionId = body.type === 'inspection' ? body.inspection_id! : null;
  return deps.db.transaction(async (tx) => {
    const version = await nextReportVersion(tx, { projectId: project.id, type: body.type, inspectionId });
    const pdf = await render(version);
    const row = await insertReport(tx, {
      projectId: project.id,
      inspectionId,
      deficiencyId: body.type === 'warning_letter' ? body.deficiency_id! : null,
      type: body.type,
      version,
      fileSha256: await deps.files.put(pdf),
      sizeBytes: pdf.length,
      createdBy: actorId,
    });
    await writeAudit(tx, {
      actorId,
      action: 'report.generate',
      entityType: 'report',
      entityId: row.id,
      after: { type: row.type, version: row.version, status: row.status, project_id: row.projectId },
    });
    return row;
  });
}

/** The bytes of a stored file (a photo for a report, a PDF for an e-mail). */
export const readStoredFile = async (files: FileStore, sha256: string) => streamToBuffer(await files.open(sha256));

const alreadyPublished = () => new HttpError(409, 'conflict', 'Already published', REPORT_MESSAGES.alreadyPublished);

/**
 * Publish a report to its client company: the status, the audit entry and an e-mail to each of the
 * company's active client users, in one transaction. Answers the report as `viewer` sees it.
 */
export async function publishReport(deps: Pick<ReportDeps, 'db' | 'config'>, viewer: Viewer, id: string): Promise<Report> {
  const before = await findReportRow(deps.db, id);
  if (!before) throw notFound(REPORT_MESSAGES.notFound);
  if (before.status === 'published') throw alreadyPublished();
  return deps.db.transaction(async (tx) => {
    const row = await markPublished(tx, before.id, new Date());
    if (!row) throw alreadyPublished();
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'report.publish',
      entityType: 'report',
      entityId: row.id,
      before: { status: before.status },
      after: { status: row.status, visible_to_client: row.visibleToClient },
    });
    const report = (await getVisibleReport(tx, viewer, before.id))!;
    await enqueueReportPublishedEmails(tx, deps.config, report);
    await pushToProjectClients(tx, report.project_id, { event: 'report_published', title: `Report published for ${report.project_code}`, link: '/my-projects' });
    return report;
  });
}
