import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig, supabaseBaseUrl } from './runtime-config';

/** Browser storage key of the stored session (fixed, so a forced sign-out can delete it). */
export const AUTH_STORAGE_KEY = 'sb-paintqa-auth-token';

/**
 * Whether this page was opened from a password-recovery link. supabase-js reads and then clears
 * the URL hash, so it is captured when this module loads, before the client exists.
 */
let recoveryLinkPending = typeof window !== 'undefined' && window.location.hash.includes('type=recovery');

/** True after a recovery link was opened, until markRecoveryLinkHandled(). */
export function isRecoveryLinkPending(): boolean {
  return recoveryLinkPending;
}

export function markRecoveryLinkHandled(): void {
  recoveryLinkPending = false;
}

let client: SupabaseClient | null = null;

/**
 * The one Supabase client, created on first use from the runtime configuration (the portal's
 * own origin when supabaseUrl is null).
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const config = getRuntimeConfig();
    client = createClient(supabaseBaseUrl(config), config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
        storageKey: AUTH_STORAGE_KEY,
      },
    });
  }
  return client;
}

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
