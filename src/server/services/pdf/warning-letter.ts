import { formatDate } from '../../../shared/format/date';
import { DEFICIENCY_CATEGORY_LABELS, DEFICIENCY_SEVERITY_LABELS, type DeficiencyCategory, type DeficiencySeverity } from '../../../shared/schemas/inspections';
import { createPdf, fieldList, finishPdf, paragraph, useFont, type ProviderDetails } from './layout';

export interface WarningLetterInput {
  provider: ProviderDetails;
  /** The letter's date (defaults to now). */
  date?: Date;
  project: { name: string; address?: string | null; /** e.g. BC-26-0142 */ code?: string };
  /** The company responsible for the fix. */
  recipient: { companyName: string; address?: string | null };
  deficiency: {
    number: number;
    location: string;
    description: string;
    category: DeficiencyCategory;
    severity: DeficiencySeverity;
    /** `YYYY-MM-DD` or null. */
    dueDate: string | null;
    reminderCount: number;
  };
  /** 1 for the first warning, 2 for the second... */
  warningLevel: number;
}

const LETTER_TITLE = 'Warning letter';

/**
 * The formal warning for one deficiency (docs/business-rules.md, Deficiencies): the guarantee is withheld
 * until the deficiency is fixed and verified. Attached to the "send warning" e-mail.
 */
export async function renderWarningLetterPdf(input: WarningLetterInput): Promise<Buffer> {
  const { provider, project, recipient, deficiency } = input;
  const doc = createPdf(LETTER_TITLE);
  useFont(doc, 'regular', 10).text(formatDate(input.date ?? new Date()));
  doc.moveDown();
  useFont(doc, 'bold', 10).text(recipient.companyName);
  if (recipient.address) useFont(doc, 'regular', 10).text(recipient.address);
  doc.moveDown();
  const ordinal = input.warningLevel > 1 ? ` (warning no. ${input.warningLevel})` : '';
  useFont(doc, 'bold', 14).text(`${LETTER_TITLE}${ordinal}: deficiency #${deficiency.number}, ${project.name}`);
  doc.moveDown();
  paragraph(doc, `To ${recipient.companyName},`);
  paragraph(
    doc,
    `During our quality-assurance inspection of ${project.name}${project.address ? ` (${project.address})` : ''} we recorded the deficiency below, for which your company is responsible. ` +
      `It has not been corrected${deficiency.dueDate ? ` by its due date of ${formatDate(deficiency.dueDate)}` : ''}` +
      `${deficiency.reminderCount > 0 ? ` despite ${deficiency.reminderCount} reminder${deficiency.reminderCount === 1 ? '' : 's'}` : ''}.`,
  );
  fieldList(doc, [
    ['Project', project.code ? `${project.code} · ${project.name}` : project.name],
    ['Deficiency', `#${deficiency.number}`],
    ['Location', deficiency.location],
    ['Category', DEFICIENCY_CATEGORY_LABELS[deficiency.category]],
    ['Severity', DEFICIENCY_SEVERITY_LABELS[deficiency.severity]],
    ['Due date', formatDate(deficiency.dueDate)],
    ['Description', deficiency.description],
  ]);
  paragraph(
    doc,
    'The guarantee for this project is withheld until this deficiency has been corrected and verified by our inspector. ' +
      'Please correct it without delay and tell us when the work is ready for reinspection.',
    { font: 'bold' },
  );
  paragraph(doc, `For questions, contact us at ${provider.email}.`);
  doc.moveDown();
  paragraph(doc, 'Sincerely,');
  paragraph(doc, provider.name, { font: 'bold' });
  return finishPdf(doc, provider, LETTER_TITLE);
}
