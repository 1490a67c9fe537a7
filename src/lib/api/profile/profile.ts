import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { lazySchema } from '@/lib/lazy-schema';
import type { NotificationPrefs, Profile, ProfileUpdateInput } from '@/shared/schemas/profile';
import { useApiMutation } from '../use-api-mutation';
import { PROFILE_ENDPOINT, profileKeys } from './keys';

const profileSchemas = () => import('@/shared/schemas/profile');

/** The signed-in user's own profile (with its version, for PATCH). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => apiClient.get(PROFILE_ENDPOINT, { signal, schema: answerSchema('profile', 'profileSchema') }),
    meta: { errorMessage: 'Could not load your profile' },
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** The saved profile is the one to show. */
const keepProfile = (profile: Profile, _variables: unknown, client: QueryClient) => client.setQueryData(profileKeys.own, profile);

/** Save profile changes; a 409 (changed elsewhere) is shown by the form, with the current values loaded. */
export function useUpdateProfile() {
  return useApiMutation<Profile, ProfileUpdateInput>({
    mutationFn: (body) => apiClient.patch(PROFILE_ENDPOINT, body, { schema: answerSchema('profile', 'profileSchema') }),
    onSuccess: keepProfile,
    invalidatesOnError: () => [profileKeys.own],
  });
}

/** The stored profile a 409 version conflict carries, if the error is one. */
async function conflictingProfile(error: unknown): Promise<Profile | undefined> {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = (await lazySchema(profileSchemas, 'profileConflictSchema')()).safeParse(error.data);
  return parsed.success ? parsed.data.current : undefined;
}

/**
 * Change e-mail preferences. A preference is one explicit choice, not an edit of text someone
 * else may have changed: after a version conflict it is applied once more on the stored version.
 */
export function useSetNotificationPrefs() {
  const send = (prefs: Partial<NotificationPrefs>, version: number) =>
    apiClient.patch(PROFILE_ENDPOINT, { notification_prefs: prefs, version }, { schema: answerSchema('profile', 'profileSchema') });
  return useApiMutation<Profile, { prefs: Partial<NotificationPrefs>; version: number }>({
    mutationFn: async ({ prefs, version }) => {
      try {
        return await send(prefs, version);
      } catch (error) {
        const current = await conflictingProfile(error);
        if (!current) throw error;
        return send(prefs, current.version);
      }
    },
    onSuccess: keepProfile,
    invalidatesOnError: () => [profileKeys.own],
  });
}
