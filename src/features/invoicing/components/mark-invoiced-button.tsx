import { Button } from '@chakra-ui/react';
import { useMarkInvoicedWithNotice } from '../hooks/use-mark-invoiced';

export const MARK_INVOICED_LABEL = 'Mark invoiced';

/**
 * "Mark invoiced" for one stage (Admin): issues its invoice, e-mails it, and says so in a toast.
 * It is the stage row's primary action wherever it shows (`data-primary-action`).
 */
export function MarkInvoicedButton({ stageId, what }: { stageId: string; /** e.g. "Deposit at assignment of BC-26-0001" */ what: string }) {
  const { markInvoiced, pending } = useMarkInvoicedWithNotice();
  return (
    <Button size="xs" colorPalette="blue" loading={pending} aria-label={`${MARK_INVOICED_LABEL}: ${what}`} onClick={() => void markInvoiced(stageId)} data-primary-action="">
      {MARK_INVOICED_LABEL}
    </Button>
  );
}
