import { PendingInvoicesScreen } from '@/features/invoicing/components/invoicing-screens';
import { RoutePage } from '../route-page';

/** `/invoicing/pending` (staff): the billing stages due to be invoiced. */
export function InvoicingPendingPage() {
  return (
    <RoutePage pathKey="invoicingPending">
      <PendingInvoicesScreen />
    </RoutePage>
  );
}
