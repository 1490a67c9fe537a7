import { formatDate } from '../../../shared/format/date';
import { INSPECTION_RESULT_LABELS, INSPECTION_STAGE_LABELS } from '../../../shared/schemas/inspections';
import { countUnresolved } from './deficiency-list';
import { createPdf, documentTitle, finishPdf, paragraph, sectionHeading, signatureLine, table, type ProviderDetails } from './layout';
import { deficiencyTable, projectLine, projectSection, type ReportDeficiency, type ReportInspection, type ReportProject } from './sections';

export interface FinalReportInput {
  provider: ProviderDetails;
  project: ReportProject;
  /** Every inspection of the project, in date order. */
  inspections: ReportInspection[];
  deficiencies: ReportDeficiency[];
  version: number;
  /** The day the report is issued, printed beside the signature (default: now). */
  date?: Date;
}

/** The project's lead signs; without one, the inspector of the latest performed visit. */
const finalSigner = (input: FinalReportInput) =>
  input.project.leadInspectorName ?? input.inspections.filter((inspection) => inspection.performedAt).at(-1)?.inspectorName ?? null;

/** The end-of-project summary: every stage inspection and the fate of every deficiency. */
export async function renderFinalReportPdf(input: FinalReportInput): Promise<Buffer> {
  const title = `Final report v${input.version}`;
  const doc = createPdf(title);
  documentTitle(doc, 'Final report', projectLine(input.project));
  projectSection(doc, input.project);
  sectionHeading(doc, `Inspections (${input.inspections.length})`);
  table(
    doc,
    [
      { header: 'Stage', width: 0.25, value: (row) => INSPECTION_STAGE_LABELS[row.stage] },
      { header: 'Date', width: 0.2, value: (row) => formatDate(row.performedAt ?? row.scheduledAt) },
      { header: 'Inspector', width: 0.25, value: (row) => row.inspectorName ?? '—' },
      { header: 'Result', width: 0.3, value: (row) => (row.result ? INSPECTION_RESULT_LABELS[row.result] : 'Not recorded') },
    ],
    input.inspections,
    'No inspections were recorded.',
  );
  sectionHeading(doc, `Deficiencies (${input.deficiencies.length})`);
  deficiencyTable(doc, input.deficiencies);
  sectionHeading(doc, 'Conclusion');
  const unresolved = countUnresolved(input.deficiencies);
  paragraph(
    doc,
    unresolved === 0
      ? 'Every recorded deficiency has been resolved. The coating work was inspected at the stages listed above.'
      : `${unresolved} deficiencies remain unresolved; the guarantee cannot be issued until they are corrected and verified.`,
  );
  signatureLine(doc, { role: 'Lead inspector', name: finalSigner(input), date: input.date ?? new Date() });
  return finishPdf(doc, input.provider, title);
}
