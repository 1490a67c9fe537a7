import { centsToDollars, formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { taxLabel } from '../../../shared/invoice-rules';
import { createPdf, documentTitle, fieldList, finishPdf, paragraph, sectionHeading, table, type ProviderDetails } from './layout';

export interface InvoicePdfInput {
  provider: ProviderDetails;
  invoiceNumber: string;
  issuedAt: Date;
  /** `YYYY-MM-DD`. */
  dueAt: string;
  billTo: { name: string; address: string | null };
  project: { code: string; name: string; address: string | null };
  lines: ReadonlyArray<{ description: string; amountCents: number }>;
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
}

const money = (cents: number) => formatCurrency(centsToDollars(cents));

/** An invoice: the provider (header), bill-to, project, the lines, subtotal, tax, total and due date. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const title = `Invoice ${input.invoiceNumber}`;
  const doc = createPdf(title);
  documentTitle(doc, 'Invoice', `${input.invoiceNumber} · issued ${formatDate(input.issuedAt)}`);
  fieldList(doc, [
    ['Invoice number', input.invoiceNumber],
    ['Issued', formatDate(input.issuedAt)],
    ['Due', formatDate(input.dueAt)],
    ['Bill to', [input.billTo.name, input.billTo.address].filter(Boolean).join('\n')],
    ['Project', `${input.project.code} · ${input.project.name}${input.project.address ? `\n${input.project.address}` : ''}`],
  ]);
  sectionHeading(doc, 'Services');
  table(
    doc,
    [
      { header: '#', width: 0.08, value: (line: InvoicePdfInput['lines'][number] & { index: number }) => String(line.index) },
      { header: 'Description', width: 0.67, value: (line) => line.description },
      { header: 'Amount', width: 0.25, value: (line) => money(line.amountCents) },
    ],
    input.lines.map((line, index) => ({ ...line, index: index + 1 })),
    'No lines.',
  );
  fieldList(doc, [
    ['Subtotal', money(input.subtotalCents)],
    [taxLabel(input.taxRateBasisPoints), money(input.taxCents)],
    ['Total due', money(input.totalCents)],
  ]);
  paragraph(doc, `Please pay ${money(input.totalCents)} by ${formatDate(input.dueAt)}, quoting invoice ${input.invoiceNumber}.`, { font: 'bold' });
  paragraph(doc, `Questions about this invoice: ${input.provider.email}.`);
  return finishPdf(doc, input.provider, title);
}
