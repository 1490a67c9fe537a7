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
