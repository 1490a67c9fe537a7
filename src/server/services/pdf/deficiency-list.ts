import { formatDate } from '../../../shared/format/date';
import { UNRESOLVED_STATUSES } from '../../../shared/deficiency-rules';
import { createPdf, documentTitle, finishPdf, paragraph, sectionHeading, type ProviderDetails } from './layout';
import { deficiencyTable, projectLine, projectSection, type ReportDeficiency, type ReportProject } from './sections';

export interface DeficiencyListInput {
  provider: ProviderDetails;
  project: ReportProject;
  deficiencies: ReportDeficiency[];
  version: number;
  date?: Date;
}

export const countUnresolved = (deficiencies: readonly ReportDeficiency[]) =>
  deficiencies.filter((item) => (UNRESOLVED_STATUSES as readonly string[]).includes(item.status)).length;

/** A project's deficiencies with their status, for the client and the contractors. */
export async function renderDeficiencyListPdf(input: DeficiencyListInput): Promise<Buffer> {
  const title = `Deficiency list v${input.version}`;
  const doc = createPdf(title);
  documentTitle(doc, 'Deficiency list', `${projectLine(input.project)} · as of ${formatDate(input.date ?? new Date())}`);
  projectSection(doc, input.project);
  paragraph(doc, `${input.deficiencies.length} deficiencies recorded, ${countUnresolved(input.deficiencies)} unresolved.`);
  sectionHeading(doc, 'Deficiencies');
  deficiencyTable(doc, input.deficiencies);
  return finishPdf(doc, input.provider, title);
}
