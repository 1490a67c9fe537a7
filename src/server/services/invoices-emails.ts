import { centsToDollars, formatCurrency } from '../../shared/format/currency';
import { formatDate } from '../../shared/format/date';
import type { AppConfig } from '../config/env';
import type { InvoiceRow } from '../repositories/invoices';
import { renderEmail } from './email-layout';
import type { OutgoingMail } from './mail';

/**
 * The issued invoice's e-mails, PDF attached, one to each of the bill-to company's contacts
 * (src/server/services/invoices.ts enqueues them in the issuing transaction).
 */
export function invoiceEmails(
  config: Pick<AppConfig, 'PROVIDER_NAME' | 'PROVIDER_EMAIL'>,
  issued: { invoice: InvoiceRow; pdf: Buffer; projectLabel: string },
  recipients: readonly string[],
): OutgoingMail[] {
  const { invoice } = issued;
  const provider = config.PROVIDER_NAME;
  const total = formatCurrency(centsToDollars(invoice.totalCents));
  return recipients.map((to) => {
    const mail = renderEmail({
      type: 'invoice.issued',
      to,
      subject: `Invoice ${invoice.invoiceNumber} for ${issued.projectLabel} — ${provider}`,
      greeting: `Hello ${invoice.billToName},`,
      paragraphs: [
        `Please find attached invoice ${invoice.invoiceNumber} for ${issued.projectLabel}.`,
        `Total due: ${total}, by ${formatDate(invoice.dueAt)}.`,
      ],
      footnote: `Questions: ${config.PROVIDER_EMAIL}, quoting ${invoice.invoiceNumber}.`,
      providerName: provider,
      replyTo: config.PROVIDER_EMAIL,
    });
    const attachment = { filename: `${invoice.invoiceNumber}.pdf`, content: issued.pdf, contentType: 'application/pdf' };
    return { ...mail, attachments: [attachment], entityType: 'invoice', entityId: invoice.id };
  });
}
