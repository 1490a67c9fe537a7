import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { MEMBERSHIP_ENDPOINT, membershipKeys } from './keys';

/** GET /api/membership: the client's own company and its membership, kept on the device. */
export const ownMembershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.own(),
    queryFn: ({ signal }) => apiClient.get(MEMBERSHIP_ENDPOINT, { signal, schema: answerSchema('membership', 'ownMembershipResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load your membership' },
  });

/** The signed-in Client's membership; nothing is asked for anyone else. */
export function useOwnMembership() {
  const { role } = useAuth();
  return useQuery({ ...ownMembershipQueryOptions(), enabled: can(role, 'ownMembership') });
}
