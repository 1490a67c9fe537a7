/** The signed-in user's own profile API. */
export const PROFILE_ENDPOINT = '/api/profile';

export const profileKeys = { own: ['profile'] as const };
