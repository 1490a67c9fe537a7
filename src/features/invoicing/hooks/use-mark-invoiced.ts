import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { invoiceTravelWithNotice, markInvoicedWithNotice } from '../mark-invoiced';

/** An issuing action of ../mark-invoiced in a component, with its busy state for the button. */
function useIssuing<Args extends unknown[]>(action: (client: QueryClient, ...args: Args) => Promise<boolean>) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      try {
        return await action(client, ...args);
      } finally {
        setPending(false);
      }
    },
    [client, action],
  );
  return { run, pending };
}

/** markInvoicedWithNotice in a component, with its busy state for the button. */
export function useMarkInvoicedWithNotice() {
  const { run, pending } = useIssuing(markInvoicedWithNotice);
  return { markInvoiced: run, pending };
}

/** invoiceTravelWithNotice in a component, with its busy state for the button. */
export function useInvoiceTravelWithNotice() {
  const { run, pending } = useIssuing(invoiceTravelWithNotice);
  return { invoiceTravel: run, pending };
}
