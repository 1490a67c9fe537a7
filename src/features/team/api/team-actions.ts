import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  invitedStaffResponseSchema,
  staffMemberSchema,
  type CreateStaff,
  type InvitedStaffResponse,
  type StaffMember,
  type UpdateStaff,
} from '@/shared/schemas/team';
import { TEAM_ENDPOINT, teamKeys } from './keys';

const memberUrl = (id: string) => `${TEAM_ENDPOINT}/${encodeURIComponent(id)}`;

/** Admin actions on the team. Online only, errors shown in the form (`silent`: no toast too). */
function useTeamMutation<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteStaff = () =>
  useTeamMutation<CreateStaff, InvitedStaffResponse>((body) => apiClient.post(TEAM_ENDPOINT, body, { schema: invitedStaffResponseSchema }));

export const useUpdateStaff = () =>
  useTeamMutation<{ id: string; body: UpdateStaff }, StaffMember>(({ id, body }) =>
    apiClient.patch(memberUrl(id), body, { schema: staffMemberSchema }),
  );

export const useResendInvitation = () =>
  useTeamMutation<string, InvitedStaffResponse>((id) =>
    apiClient.post(`${memberUrl(id)}/invitation`, {}, { schema: invitedStaffResponseSchema }),
  );
