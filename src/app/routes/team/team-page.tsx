import { TeamTable } from '@/features/team/components/team-table';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/team` (staff): the staff list with role, regions and workload; Admins invite from here. */
export function TeamPage() {
  const { role } = useAuth();
  return (
    <RoutePage pathKey="team">
      <TeamTable
        memberHref={(id) => paths.teamMember.getHref(id)}
        newMemberHref={can(role, 'teamManage') ? paths.teamNew.getHref() : undefined}
      />
    </RoutePage>
  );
}
