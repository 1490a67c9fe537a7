import { INSPECTION_STAGE_LABELS } from '../../../shared/schemas/inspections';
import { createPdf, documentTitle, finishPdf, paragraph, PHOTO_ROW_HEIGHT, photoGrid, sectionHeading, signatureLine, type PdfPhoto, type ProviderDetails } from './layout';
import { deficiencyTable, inspectionSection, projectLine, projectSection, type ReportDeficiency, type ReportInspection, type ReportProject } from './sections';

export interface InspectionReportInput {
  provider: ProviderDetails;
  project: ReportProject;
  inspection: ReportInspection;
  /** The deficiencies found at this inspection. */
  deficiencies: ReportDeficiency[];
  photos: PdfPhoto[];
  version: number;
  /** The day the report is issued, printed beside the signature (default: now). */
  date?: Date;
}

export async function renderInspectionReportPdf(input: InspectionReportInput): Promise<Buffer> {
  const title = `Inspection report v${input.version}`;
  const doc = createPdf(title);
  documentTitle(doc, `Inspection report: ${INSPECTION_STAGE_LABELS[input.inspection.stage]}`, projectLine(input.project));
  projectSection(doc, input.project);
  sectionHeading(doc, 'Inspection and conditions');
  inspectionSection(doc, input.inspection);
  sectionHeading(doc, 'Notes');
  paragraph(doc, input.inspection.notes.trim() || 'No notes.');
  sectionHeading(doc, `Deficiencies found (${input.deficiencies.length})`);
  deficiencyTable(doc, input.deficiencies);
  if (input.photos.length > 0) {
    sectionHeading(doc, `Photos (${input.photos.length})`, PHOTO_ROW_HEIGHT + 30);
    photoGrid(doc, input.photos);
  }
  // The inspector who did the visit signs it (docs/architecture.md, "PDF documents").
  signatureLine(doc, { role: 'Inspector', name: input.inspection.inspectorName, date: input.date ?? new Date() });
  return finishPdf(doc, input.provider, title);
}
