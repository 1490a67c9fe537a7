import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { TEAM_ENDPOINT, teamKeys } from './keys';

const teamSchemas = () => import('@/shared/schemas/team');

/** The whole staff (a few dozen people), filtered and searched in the table. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => apiClient.get(TEAM_ENDPOINT, { signal, schema: lazySchema(teamSchemas, 'teamListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the team' },
  });

export const useTeam = () => useQuery(teamQueryOptions());

export const staffMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => apiClient.get(`${TEAM_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: lazySchema(teamSchemas, 'staffMemberSchema') }),
    meta: { errorMessage: 'Could not load this team member' },
  });

export const useStaffMember = (id: string) => useQuery(staffMemberQueryOptions(id));
