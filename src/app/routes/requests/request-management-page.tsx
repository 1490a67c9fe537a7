import { RequestManagement } from '@/features/requests/components/request-management';
import { RoutePage } from '../route-page';

/** `/request-management` (Admin): the triage queue of client requests. */
export function RequestManagementPage() {
  return (
    <RoutePage pathKey="requestManagement">
      <RequestManagement />
    </RoutePage>
  );
}
