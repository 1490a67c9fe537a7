import { formatDate } from '../../../shared/format/date';
import { createPdf, documentTitle, fieldList, finishPdf, paragraph, sectionHeading, type ProviderDetails } from './layout';
import { projectLine, projectSection, type ReportProject } from './sections';

export interface GuaranteeCertificateInput {
  provider: ProviderDetails;
  project: ReportProject;
  certificateNo: string;
  contractorName: string | null;
  ownerName: string | null;
  termMonths: number;
  /** `YYYY-MM-DD`. */
  startsOn: string;
  expiresOn: string;
  verificationCode: string;
  /** Full URL where anyone can confirm the certificate. */
  verificationUrl: string;
}

const TITLE = 'Guarantee certificate';

export async function renderGuaranteeCertificatePdf(input: GuaranteeCertificateInput): Promise<Buffer> {
  const doc = createPdf(TITLE);
  documentTitle(doc, TITLE, `Certificate no. ${input.certificateNo}`);
  paragraph(
    doc,
    `${input.provider.name} certifies that the painting and coating work on the project below was inspected under its quality-assurance program ` +
      `and is guaranteed for ${input.termMonths} months, from ${formatDate(input.startsOn)} to ${formatDate(input.expiresOn)}.`,
  );
  projectSection(doc, input.project);
  fieldList(doc, [
    ['Certificate no.', input.certificateNo],
    ['Project', projectLine(input.project)],
    ['Owner', input.ownerName ?? '—'],
    ['Painting contractor', input.contractorName ?? '—'],
    ['Term', `${input.termMonths} months`],
    ['Valid from', formatDate(input.startsOn)],
    ['Valid to', formatDate(input.expiresOn)],
  ]);
  sectionHeading(doc, 'Verification');
  fieldList(doc, [
    ['Verification code', input.verificationCode],
    ['Verify at', input.verificationUrl],
  ]);
  paragraph(doc, 'Anyone may confirm that this certificate is genuine and still valid at the address above.', { font: 'italic', size: 9 });
  return finishPdf(doc, input.provider, TITLE);
}
