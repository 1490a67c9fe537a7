import { SchedulesScreen } from '@/features/schedules/components/schedules-screen';
import { RoutePage } from '../route-page';

/** `/scheduled-reports` (Admin and Inspector): "Scheduled Queries". */
export function ScheduledReportsPage() {
  return (
    <RoutePage pathKey="scheduledReports">
      <SchedulesScreen />
    </RoutePage>
  );
}
