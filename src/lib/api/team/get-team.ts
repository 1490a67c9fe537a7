import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { TEAM_ENDPOINT, teamKeys } from './keys';

/** The whole staff (a few dozen people), filtered and searched in the table. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => apiClient.get(TEAM_ENDPOINT, { signal, schema: answerSchema('team', 'teamListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the team' },
  });

export const useTeam = () => useQuery(teamQueryOptions());

export const staffMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => apiClient.get(`${TEAM_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: answerSchema('team', 'staffMemberSchema') }),
    meta: { errorMessage: 'Could not load this team member' },
  });

export const useStaffMember = (id: string) => useQuery(staffMemberQueryOptions(id));
