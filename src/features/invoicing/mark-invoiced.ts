import { notify } from '@/components/ui/toaster';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import type { IssuedInvoice } from '@/shared/schemas/invoices';
import { invoicingErrorText } from './action-errors';

/*
 * The toasts of the issuing actions (mark stages invoiced, invoice a project's travel). Loaded on
 * first use by hooks/use-mark-invoiced.ts, whose useApiMutation sends the write with its
 * idempotency key and refreshes every invoicing query: the navigation bar is on every page
 * (docs/startup.md).
 */

function issuedNotice(invoice: IssuedInvoice): string {
  const emailed = invoice.emailed_to.length;
  const mail = emailed > 0 ? `E-mail queued for ${emailed} contact${emailed === 1 ? '' : 's'} of ${invoice.bill_to_name}.` : `No contact of ${invoice.bill_to_name} to e-mail.`;
  return `${formatCurrency(centsToDollars(invoice.total_cents))} for ${invoice.project_code}. ${mail}`;
}

/** The new invoice's number, total and whom its e-mail is queued for. */
export function notifyIssued(invoice: IssuedInvoice): void {
  notify({ variant: 'success', title: `Invoice ${invoice.invoice_number} issued`, description: issuedNotice(invoice) });
}

/** Why it was refused (e.g. another Admin invoiced it a moment ago). */
export function notifyRefused(title: string, error: unknown): void {
  notify({ variant: 'destructive', title, description: invoicingErrorText(error) });
}
