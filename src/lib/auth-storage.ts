import { OFFLINE_CACHE } from '@/shared/constants';

/**
 * Browser storage key of the stored session: fixed (the auth client's `storageKey` option, see
 * ./supabase-client.ts), so a forced sign-out can delete it and the app can tell without loading
 * the auth client whether anyone may be signed in.
 */
export const AUTH_STORAGE_KEY = 'sb-paintqa-auth-token';

/** Remove every stored auth entry (session, user, code verifier) from browser storage. */
export function clearStoredSession(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && (key === AUTH_STORAGE_KEY || key.startsWith(`${AUTH_STORAGE_KEY}-`))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** True when a session is stored in this browser (it may still have expired). */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy settings): let the auth client find out.
    return true;
  }
}

/** What the app reads of a stored session before the auth client loads. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token, expires_at, user } = value as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof expires_at === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string'
  );
}

/**
 * Until when (epoch milliseconds) a stored session is used as it is: its access token's expiry less
 * a margin, within which the auth client refreshes it.
 */
export function storedSessionUsableUntil(session: { expires_at?: number }): number {
  return (session.expires_at ?? 0) * 1000 - OFFLINE_CACHE.storedSessionMarginMs;
}

/**
 * The stored session when the auth client will use it as it is (valid and not about to expire,
 * so no refresh and no network first), else null. Read synchronously at start, so the app knows
 * whose offline data to restore while the auth client still loads.
 */
export function usableStoredSession(
  storage: Storage | undefined = globalThis.localStorage,
  now = Date.now(),
): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    if (!isStoredSession(stored)) return null;
    return now < storedSessionUsableUntil(stored) ? stored : null;
  } catch {
    // Blocked storage or damaged JSON: the auth client decides.
    return null;
  }
}

/**
 * The stored session whatever its expiry, or null. Offline, an expired access token cannot be
 * refreshed, yet the user is still the user: the app keeps them signed in with their cached data
 * and waiting writes until the auth client can refresh (docs/offline.md, "Sessions").
 */
export function storedSessionEvenIfExpired(storage: Storage | undefined = globalThis.localStorage): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    return isStoredSession(stored) ? stored : null;
  } catch {
    return null;
  }
}
