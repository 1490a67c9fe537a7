import { GuaranteePanel } from '@/features/guarantees/components/guarantee-panel';
import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { RoutePage } from '../route-page';

const guaranteePanel = (projectId: string) => <GuaranteePanel projectId={projectId} />;

/** `/reports` (Admin and Inspector): report generation, publication and the guarantee. */
export function ReportsPage() {
  return (
    <RoutePage pathKey="reports">
      <ReportsScreen projectPanel={guaranteePanel} />
    </RoutePage>
  );
}
