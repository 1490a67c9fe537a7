import { useParams } from 'react-router-dom';
import { StaffProfile } from '@/features/team/components/staff-profile';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/team/:employeeId` (staff): one staff member's profile and workload. */
export function TeamMemberPage() {
  const { employeeId = '' } = useParams();
  const { role } = useAuth();
  return (
    <RoutePage pathKey="teamMember">
      <StaffProfile employeeId={employeeId} editHref={can(role, 'teamManage') ? paths.teamEdit.getHref(employeeId) : undefined} />
    </RoutePage>
  );
}
