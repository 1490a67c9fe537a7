import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import type { IssuedInvoice } from '@/shared/schemas/invoices';
import { invoiceTravel, markInvoiced } from '@/lib/api/invoices/invoice-actions';
import { invoicingKeys } from '@/lib/api/invoices/keys';
import { invoicingErrorText } from './action-errors';

function issuedNotice(invoice: IssuedInvoice): string {
  const emailed = invoice.emailed_to.length;
  const mail = emailed > 0 ? `E-mail queued for ${emailed} contact${emailed === 1 ? '' : 's'} of ${invoice.bill_to_name}.` : `No contact of ${invoice.bill_to_name} to e-mail.`;
  return `${formatCurrency(centsToDollars(invoice.total_cents))} for ${invoice.project_code}. ${mail}`;
}

/** Issue an invoice and say how it went in a toast; every invoicing query refreshes either way. */
async function issueWithNotice(client: QueryClient, issue: () => Promise<IssuedInvoice>, refusedTitle: string): Promise<boolean> {
  try {
    const invoice = await issue();
    notify({ variant: 'success', title: `Invoice ${invoice.invoice_number} issued`, description: issuedNotice(invoice) });
    return true;
  } catch (error) {
    notify({ variant: 'destructive', title: refusedTitle, description: invoicingErrorText(error) });
    return false;
  } finally {
    await client.invalidateQueries({ queryKey: invoicingKeys.all });
  }
}

/**
 * Mark stages invoiced (POST /api/billing-stages/:id/invoice, online only: an Admin at a desk) and
 * say how it went in a toast: the new invoice's number, total and whom its e-mail is queued for, or why it was
 * refused (e.g. another Admin invoiced it a moment ago). Every invoicing query refreshes either
 * way. Answers whether it worked. The tables, the project's page and the navigation bar's
 * pending-invoices dropdown (which loads this module on first use) all go through here.
 */
export function markInvoicedWithNotice(client: QueryClient, stageId: string, otherStageIds: readonly string[] = []): Promise<boolean> {
  return issueWithNotice(client, () => markInvoiced({ stageId, body: { stage_ids: [...otherStageIds] } }), 'Could not mark it invoiced');
}

/** Invoice a project's travel not billed yet on its own (POST /api/projects/:code/travel-invoice), with the same toasts. */
export function invoiceTravelWithNotice(client: QueryClient, projectCode: string): Promise<boolean> {
  return issueWithNotice(client, () => invoiceTravel(projectCode), 'Could not invoice the travel');
}
