import { InvoicingScreen } from '@/features/invoicing/components/invoicing-screens';
import { RoutePage } from '../route-page';

/** `/invoicing` (staff): billing stages across projects. */
export function InvoicingPage() {
  return (
    <RoutePage pathKey="invoicing">
      <InvoicingScreen />
    </RoutePage>
  );
}
