import type { Session } from '@supabase/supabase-js';
import { hasStoredSession, storedSessionEvenIfExpired, usableStoredSession } from './auth-storage';
import type { PortalSupabase } from './supabase-client';

export { AUTH_STORAGE_KEY, clearStoredSession, hasStoredSession } from './auth-storage';
export type { PortalSupabase } from './supabase-client';

/**
 * Whether this page was opened from a password-recovery link. The auth client reads and then
 * clears the URL hash, so it is captured when this module loads, before the client exists.
 */
let recoveryLinkPending = typeof window !== 'undefined' && window.location.hash.includes('type=recovery');

/** True after a recovery link was opened, until markRecoveryLinkHandled(). */
export function isRecoveryLinkPending(): boolean {
  return recoveryLinkPending;
}

export function markRecoveryLinkHandled(): void {
  recoveryLinkPending = false;
}

/**
 * True when the URL carries the answer of an auth redirect (e-mail confirmation, recovery or
 * magic link, or their error), which the auth client's detectSessionInUrl must read: the implicit
 * flow puts `access_token` or `error_description` in the hash (or the query).
 */
export function urlCarriesAuthResult(location: Pick<Location, 'hash' | 'search'> | undefined = globalThis.location): boolean {
  if (!location) return false;
  return /(?:^|[#&?])(?:access_token|error_description|error_code)=/.test(`${location.hash}&${location.search}`);
}

/**
 * Whether the auth client is needed as soon as the page starts: a session may be stored, or the
 * URL holds an auth redirect. Otherwise the visitor is known to be signed out without it, and it
 * loads when first needed (the auth modal opens, a sign-in in another tab).
 */
export function needsSupabaseAtStart(): boolean {
  return hasStoredSession() || urlCarriesAuthResult();
}

/**
 * The session the app starts with before the auth client loads: the stored one when the client
 * will use it unchanged (./auth-storage.ts), and no auth redirect in the URL brings another.
 */
export function sessionAtStart(): Session | null {
  if (urlCarriesAuthResult()) return null;
  // The auth client stores the whole session: what usableStoredSession checked, and the rest.
  return usableStoredSession() as Session | null;
}

/**
 * Started without a connection: the stored session even when its access token has expired (it
 * cannot be refreshed offline; the auth client refreshes it once the connection returns), else null.
 */
export function offlineSessionAtStart(): Session | null {
  if (typeof navigator === 'undefined' || navigator.onLine !== false || urlCarriesAuthResult()) return null;
  return storedSessionEvenIfExpired() as Session | null;
}

/** True while browser storage still holds a session of this user (the auth client removes it when the session is over). */
export function sessionStillStoredFor(userId: string | undefined): boolean {
  return userId !== undefined && storedSessionEvenIfExpired()?.user.id === userId;
}

let loading: Promise<PortalSupabase> | null = null;
let loadedClient: PortalSupabase | null = null;
let announceLoaded: (client: PortalSupabase) => void = () => {};
const loaded = new Promise<PortalSupabase>((resolve) => {
  announceLoaded = resolve;
});

/**
 * The one auth client, loading it (its own chunk, see ./supabase-client.ts) on first call. A
 * failed load is forgotten, so the next call tries again (e.g. back online).
 */
export function loadSupabase(): Promise<PortalSupabase> {
  loading ??= import('./supabase-client').then(
    ({ getSupabase }) => {
      loadedClient = getSupabase();
      announceLoaded(loadedClient);
      return loadedClient;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Resolves with the client once something has loaded it (it never starts the load itself). */
export function whenSupabaseLoaded(): Promise<PortalSupabase> {
  return loaded;
}

/** The client if it is already loaded, else null. */
export function loadedSupabase(): PortalSupabase | null {
  return loadedClient;
}
