import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { NotificationPrefs, Profile, ProfileUpdateInput } from '@/shared/schemas/profile';

const profileSchemas = () => import('@/shared/schemas/profile');

export const PROFILE_ENDPOINT = '/api/profile';
export const profileKeys = { own: ['profile'] as const };

/** The signed-in user's own profile (with its version, for PATCH). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => apiClient.get(PROFILE_ENDPOINT, { signal, schema: lazySchema(profileSchemas, 'profileSchema') }),
    meta: { errorMessage: 'Could not load your profile' },
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Save profile changes; a 409 (changed elsewhere) is shown by the form, with the current values loaded. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation<Profile, Error, ProfileUpdateInput>({
    mutationFn: (body) => apiClient.patch(PROFILE_ENDPOINT, body, { schema: lazySchema(profileSchemas, 'profileSchema') }),
    meta: { silent: true },
    onSuccess: (profile) => client.setQueryData(profileKeys.own, profile),
    onError: () => client.invalidateQueries({ queryKey: profileKeys.own }),
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
  const client = useQueryClient();
  const send = (prefs: Partial<NotificationPrefs>, version: number) =>
    apiClient.patch(PROFILE_ENDPOINT, { notification_prefs: prefs, version }, { schema: lazySchema(profileSchemas, 'profileSchema') });
  return useMutation<Profile, Error, { prefs: Partial<NotificationPrefs>; version: number }>({
    mutationFn: async ({ prefs, version }) => {
      try {
        return await send(prefs, version);
      } catch (error) {
        const current = await conflictingProfile(error);
        if (!current) throw error;
        return send(prefs, current.version);
      }
    },
    meta: { silent: true },
    onSuccess: (profile) => client.setQueryData(profileKeys.own, profile),
    onError: () => client.invalidateQueries({ queryKey: profileKeys.own }),
  });
}
