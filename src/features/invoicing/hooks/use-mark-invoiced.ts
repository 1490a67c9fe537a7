import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { invoiceTravelWithNotice, markInvoicedWithNotice } from '../mark-invoiced';

/*
 * The issuing actions of ../mark-invoiced in a component, with their busy state for the button.
 * Their toasts and refresh are in ../mark-invoiced (the navigation bar's dropdown calls it without
 * a hook); they answer whether the invoice was issued and never throw.
 */

/** markInvoicedWithNotice in a component. */
export function useMarkInvoicedWithNotice() {
  const client = useQueryClient();
  const { mutateAsync, isPending } = useApiMutation({
    mutationFn: ({ stageId, otherStageIds }: { stageId: string; otherStageIds?: readonly string[] }) => markInvoicedWithNotice(client, stageId, otherStageIds),
  });
  return { markInvoiced: (stageId: string, otherStageIds?: readonly string[]) => mutateAsync({ stageId, otherStageIds }), pending: isPending };
}

/** invoiceTravelWithNotice in a component. */
export function useInvoiceTravelWithNotice() {
  const client = useQueryClient();
  const { mutateAsync, isPending } = useApiMutation({ mutationFn: (projectCode: string) => invoiceTravelWithNotice(client, projectCode) });
  return { invoiceTravel: mutateAsync, pending: isPending };
}
