import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { notify } from '@/components/ui/toaster';
import { useStaffMember } from '@/lib/api/team/get-team';
import { useUpdateStaff } from '@/lib/api/team/team-actions';
import { StaffForm } from '@/features/team/components/staff-form';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/team/edit/:employeeId` (Admin): change a staff member's name, role, regions and home base. */
export function TeamEditPage() {
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const member = useStaffMember(employeeId);
  const update = useUpdateStaff();
  const profileHref = paths.teamMember.getHref(employeeId);
  return (
    <RoutePage pathKey="teamEdit">
      {member.isPending ? (
        <LoadingSpinner />
      ) : member.isError ? (
        <ErrorState message={member.error.message} onRetry={() => void member.refetch()} retrying={member.isFetching} />
      ) : (
        <StaffForm
          member={member.data}
          submitLabel="Save changes"
          pending={update.isPending}
          serverError={update.error?.message}
          onCancel={() => void navigate(profileHref)}
          onSubmit={(values) =>
            update.mutate(
              { id: employeeId, body: values },
              {
                onSuccess: () => {
                  notify({ variant: 'success', title: 'Changes saved' });
                  void navigate(profileHref);
                },
              },
            )
          }
        />
      )}
    </RoutePage>
  );
}
