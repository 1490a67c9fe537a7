import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { useInviteStaff } from '@/lib/api/team/team-actions';
import { StaffForm } from '@/features/team/components/staff-form';
import { TEAM_MESSAGES } from '@/shared/schemas/team-values';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/team/new` (Admin): create a staff member and e-mail the invitation with a set-password link. */
export function TeamNewPage() {
  const navigate = useNavigate();
  const invite = useInviteStaff();
  return (
    <RoutePage pathKey="teamNew">
      <StaffForm
        submitLabel="Send invitation"
        pending={invite.isPending}
        serverError={invite.error?.message}
        onCancel={() => void navigate(paths.team.getHref())}
        onSubmit={(values) =>
          invite.mutate(values, {
            onSuccess: ({ member, invitation_queued }) => {
              notify({
                variant: invitation_queued ? 'success' : 'destructive',
                title: invitation_queued ? TEAM_MESSAGES.invited(member.email) : 'The invitation e-mail could not be queued. Send it again from the profile.',
              });
              void navigate(paths.teamMember.getHref(member.id));
            },
          })
        }
      />
    </RoutePage>
  );
}
