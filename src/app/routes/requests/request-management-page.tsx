import { RequestManagement } from '@/features/requests/components/request-management';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/request-management` (Admin): the triage queue of client requests. */
export function RequestManagementPage() {
  return (
    <RoutePage pathKey="requestManagement">
      <RequestManagement projectHref={paths.project.getHref} />
    </RoutePage>
  );
}
