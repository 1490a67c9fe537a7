import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { markInvoicedWithNotice } from '../mark-invoiced';

/** markInvoicedWithNotice in a component, with its busy state for the button. */
export function useMarkInvoicedWithNotice() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const markInvoiced = useCallback(
    async (stageId: string, otherStageIds: readonly string[] = []) => {
      setPending(true);
      try {
        return await markInvoicedWithNotice(client, stageId, otherStageIds);
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { markInvoiced, pending };
}
