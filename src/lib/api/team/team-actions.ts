import { requestKeys } from '@/lib/api/requests/keys';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { CreateStaff, InvitedStaffResponse, StaffMember, UpdateStaff } from '@/shared/schemas/team';
import { useApiMutation } from '../use-api-mutation';
import { TEAM_ENDPOINT, teamKeys } from './keys';

const memberUrl = (id: string) => `${TEAM_ENDPOINT}/${encodeURIComponent(id)}`;

/** Admin actions on the team. Online only, errors shown in the form (`silent`: no toast too). */
function useTeamMutation<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  return useApiMutation<TResult, TVariables>({
    mutationFn: send,
    // The assignable inspectors (request triage, conversion, scheduling) come from the team too.
    invalidates: () => [teamKeys.all, requestKeys.inspectors()],
  });
}

export const useInviteStaff = () =>
  useTeamMutation<CreateStaff, InvitedStaffResponse>((body) => apiClient.post(TEAM_ENDPOINT, body, { schema: answerSchema('team', 'invitedStaffResponseSchema') }));

export const useUpdateStaff = () =>
  useTeamMutation<{ id: string; body: UpdateStaff }, StaffMember>(({ id, body }) =>
    apiClient.patch(memberUrl(id), body, { schema: answerSchema('team', 'staffMemberSchema') }),
  );

export const useResendInvitation = () =>
  useTeamMutation<string, InvitedStaffResponse>((id) =>
    apiClient.post(`${memberUrl(id)}/invitation`, {}, { schema: answerSchema('team', 'invitedStaffResponseSchema') }),
  );
