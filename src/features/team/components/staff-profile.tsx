import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { FormError } from '@/components/ui/form-error';
import { formatPhone } from '@/shared/format/phone';
import { STAFF_ACCOUNT_STATUS_LABELS, staffAccountStatus, TEAM_MESSAGES } from '@/shared/schemas/team-values';
import { useStaffMember } from '@/lib/api/team/get-team';
import { useResendInvitation } from '@/lib/api/team/team-actions';
import { FactList } from '@/components/ui/fact-list';

export interface StaffProfileProps {
  employeeId: string;
  /** Admins: where to edit the member (no edit or invitation actions without it). */
  editHref?: string;
}

/** One staff member: contact, role, regions and workload; Admins edit and re-send the invitation. */
export function StaffProfile({ employeeId, editHref }: StaffProfileProps) {
  const query = useStaffMember(employeeId);
  const resend = useResendInvitation();
  const [notice, setNotice] = useState<string | null>(null);
  if (query.isPending) return <LoadingSpinner query={query} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const member = query.data;
  const status = staffAccountStatus(member);
  const facts: [string, string][] = [
    ['Name', member.name],
    ['E-mail', member.email],
    ['Phone', member.phone ? formatPhone(member.phone) : '—'],
    ['Role', member.role],
    ['Regions', member.regions.join(', ') || '—'],
    ['Home base', member.home_base ?? '—'],
    ['Open projects (lead inspector)', String(member.workload.open_projects)],
    ['Inspections this week', String(member.workload.inspections_this_week)],
    ['Account', status === 'invited' ? `${STAFF_ACCOUNT_STATUS_LABELS.invited}, not signed in yet` : STAFF_ACCOUNT_STATUS_LABELS[status]],
  ];
  return (
    <Stack gap="6">
      <FactList layout="columns" items={facts} />
      {editHref && (
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={editHref}>Edit</RouterLink>
          </Button>
          {status === 'invited' && (
            <Button
              size="sm"
              variant="outline"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(member.id, { onSuccess: (answer) => setNotice(answer.invitation_queued ? TEAM_MESSAGES.invited(member.email) : null) })
              }
            >
              Send the invitation again
            </Button>
          )}
        </Flex>
      )}
      {notice && <Text role="status">{notice}</Text>}
      <FormError message={resend.error?.message} />
    </Stack>
  );
}
