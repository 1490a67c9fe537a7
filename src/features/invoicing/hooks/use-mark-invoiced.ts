import { useCallback } from 'react';
import type { IssuedInvoice } from '@/shared/schemas/invoices';
import { invoiceTravel, markInvoiced } from '@/lib/api/invoices/invoice-actions';
import { invoicingKeys } from '@/lib/api/invoices/keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';

/*
 * The issuing actions, for the tables, the project's page and the navigation bar's
 * pending-invoices dropdown alike: one useApiMutation each (a new idempotency key per action,
 * every invoicing query refreshed either way) with their toasts from ../mark-invoiced, loaded on
 * first use so the bar's first render stays light (docs/startup.md). They answer whether the
 * invoice was issued and never throw.
 */

const loadNotices = () => import('../mark-invoiced');
const refreshInvoicing = () => [invoicingKeys.all];

function useIssuing<TVariables>(send: (variables: TVariables, idempotencyKey: string) => Promise<IssuedInvoice>, refusedTitle: string) {
  const { mutateAsync, isPending } = useApiMutation<IssuedInvoice, TVariables>({
    mutationFn: (variables, write) => send(variables, write.idempotencyKey),
    invalidates: refreshInvoicing,
    invalidatesOnError: refreshInvoicing,
    onSuccess: async (invoice) => (await loadNotices()).notifyIssued(invoice),
    onError: async (error) => (await loadNotices()).notifyRefused(refusedTitle, error),
  });
  const issue = useCallback((variables: TVariables) => mutateAsync(variables).then(() => true, () => false), [mutateAsync]);
  return { issue, pending: isPending };
}

interface MarkInvoicedVariables {
  stageId: string;
  otherStageIds?: readonly string[];
}

/** Mark stages invoiced (POST /api/billing-stages/:id/invoice, online only: an Admin at a desk). */
export function useMarkInvoicedWithNotice() {
  const { issue, pending } = useIssuing<MarkInvoicedVariables>(
    ({ stageId, otherStageIds = [] }, idempotencyKey) => markInvoiced({ stageId, body: { stage_ids: [...otherStageIds] }, idempotencyKey }),
    'Could not mark it invoiced',
  );
  const markStagesInvoiced = useCallback((stageId: string, otherStageIds?: readonly string[]) => issue({ stageId, otherStageIds }), [issue]);
  return { markInvoiced: markStagesInvoiced, pending };
}

/** Invoice a project's travel not billed yet on its own (POST /api/projects/:code/travel-invoice). */
export function useInvoiceTravelWithNotice() {
  const { issue, pending } = useIssuing<string>((projectCode, idempotencyKey) => invoiceTravel(projectCode, idempotencyKey), 'Could not invoice the travel');
  return { invoiceTravel: issue, pending };
}
