import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { BillingStageListItem, Invoice, IssuedInvoice, MarkInvoiced, RecordPayment, VoidBillingStage, VoidInvoice } from '@/shared/schemas/invoices';
import { invoicePdfPath } from '@/shared/schemas/invoices-values';
import { useApiMutation } from '../use-api-mutation';
import { BILLING_STAGES_ENDPOINT, invoicingKeys } from './keys';

/** POST /api/billing-stages/:id/invoice (Admin): the stage (and others of its project) on one new invoice. */
export function markInvoiced({ stageId, body = {}, idempotencyKey }: { stageId: string; body?: MarkInvoiced; idempotencyKey?: string }): Promise<IssuedInvoice> {
  return apiClient.post(`${BILLING_STAGES_ENDPOINT}/${encodeURIComponent(stageId)}/invoice`, body, { schema: answerSchema('invoices', 'issuedInvoiceSchema'), idempotencyKey });
}

/** POST /api/projects/:projectCode/travel-invoice (Admin): the project's travel not billed yet, on an invoice of its own. */
export function invoiceTravel(projectCode: string, idempotencyKey?: string): Promise<IssuedInvoice> {
  return apiClient.post(`/api/projects/${encodeURIComponent(projectCode)}/travel-invoice`, {}, { schema: answerSchema('invoices', 'issuedInvoiceSchema'), idempotencyKey });
}

/** POST /api/billing-stages/:id/void (Admin): a stage not yet invoiced will never be billed. */
export function voidBillingStage({ stageId, body }: { stageId: string; body: VoidBillingStage }): Promise<BillingStageListItem> {
  return apiClient.post(`${BILLING_STAGES_ENDPOINT}/${encodeURIComponent(stageId)}/void`, body, { schema: answerSchema('invoices', 'billingStageListItemSchema') });
}

/** POST /api/invoices/:id/payment (Admin). */
export function recordPayment({ invoiceId, body }: { invoiceId: string; body: RecordPayment }): Promise<Invoice> {
  return apiClient.post(`/api/invoices/${encodeURIComponent(invoiceId)}/payment`, body, { schema: answerSchema('invoices', 'invoiceSchema') });
}

/** POST /api/invoices/:id/void (Admin). */
export function voidInvoice({ invoiceId, body }: { invoiceId: string; body: VoidInvoice }): Promise<Invoice> {
  return apiClient.post(`/api/invoices/${encodeURIComponent(invoiceId)}/void`, body, { schema: answerSchema('invoices', 'invoiceSchema') });
}

/** The invoice's PDF, fetched with the caller's token. */
export const fetchInvoicePdf = (invoiceId: string): Promise<Blob> => apiClient.download(invoicePdfPath(invoiceId));

/**
 * An Admin's invoicing action. Online only (done at a desk; a refusal such as 409 for a stage
 * another Admin just invoiced is shown where it happened: `silent`, no toast repeats it). Success
 * refreshes every invoicing query: the stage lists, the project's page and the pending list.
 */
function useInvoicingAction<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  return useApiMutation<TResult, TVariables>({
    mutationFn: send,
    invalidates: () => [invoicingKeys.all],
    invalidatesOnError: () => [invoicingKeys.all],
  });
}

export const useVoidBillingStage = () => useInvoicingAction(voidBillingStage);
export const useRecordPayment = () => useInvoicingAction(recordPayment);
export const useVoidInvoice = () => useInvoicingAction(voidInvoice);
