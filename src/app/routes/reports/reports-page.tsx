import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { RoutePage } from '../route-page';

/** `/reports` (Admin and Inspector): report generation, publication and the guarantee. */
export function ReportsPage() {
  return (
    <RoutePage pathKey="reports">
      <ReportsScreen />
    </RoutePage>
  );
}
