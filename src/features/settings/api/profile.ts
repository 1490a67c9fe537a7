import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileSchema, type Profile, type ProfileUpdateInput } from '@/shared/schemas/profile';

export const PROFILE_ENDPOINT = '/api/profile';
export const profileKeys = { own: ['profile'] as const };

/** The signed-in user's own profile (with its version, for PATCH). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => apiClient.get(PROFILE_ENDPOINT, { signal, schema: profileSchema }),
    meta: { errorMessage: 'Could not load your profile' },
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Save profile changes; a 409 (changed elsewhere) is shown by the form, with the current values loaded. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation<Profile, Error, ProfileUpdateInput>({
    mutationFn: (body) => apiClient.patch(PROFILE_ENDPOINT, body, { schema: profileSchema }),
    meta: { silent: true },
    onSuccess: (profile) => client.setQueryData(profileKeys.own, profile),
    onError: () => client.invalidateQueries({ queryKey: profileKeys.own }),
  });
}
