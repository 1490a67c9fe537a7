import { DeficiencyTracking } from '@/features/deficiencies/components/deficiency-tracking';
import { RoutePage } from '../route-page';

/** `/deficiency-tracking` (Admin and Inspector): the follow-up queues and their actions. */
export function DeficiencyTrackingPage() {
  return (
    <RoutePage pathKey="deficiencyTracking">
      <DeficiencyTracking />
    </RoutePage>
  );
}
