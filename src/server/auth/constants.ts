/** Product values of the embedded auth service, in one place. */

/**
 * How long after a refresh token was rotated it may still be presented (GoTrue's
 * REFRESH_TOKEN_REUSE_INTERVAL): two tabs refreshing at once, or a response lost on the way,
 * must not sign the user out. Outside this window a reused token revokes its whole session.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/** Lifetime of the link in a sign-up confirmation e-mail. */
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Lifetime of the link in a password recovery e-mail. */
export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Lifetime of the set-password link in a staff invitation e-mail. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The GoTrue API version whose error shape auth-js reads (its `X-Supabase-Api-Version`). */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/** Reported by GET /health. */
export const SERVICE_VERSION = 'v2-embedded';
