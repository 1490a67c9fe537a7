/** What a sign-out needs from supabase-js (`supabase.auth`). */
export interface SignOutAuth {
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: unknown }>;
}

export interface SignOutDependencies {
  auth: SignOutAuth;
  /** Delete the stored session from browser storage. */
  clearStoredSession(): void;
  /** Forget the backend user and the sync error. */
  clearAuthState(): void;
  reload(): void;
}

export type SignOutOutcome = 'local' | 'global' | 'forced';

/**
 * Sign-out (docs/features.md, Screens, roles and sign-in): a normal sign-out; on failure a global one; if that fails too, the
 * stored session is deleted and the page reloads. Anything thrown clears the stored session, the
 * backend user and the sync error, then reloads.
 */
export async function signOutWithFallback(deps: SignOutDependencies): Promise<SignOutOutcome> {
  try {
    const local = await deps.auth.signOut();
    if (!local.error) return 'local';
    console.error('Sign-out failed, trying a global sign-out', local.error);
    const global = await deps.auth.signOut({ scope: 'global' });
    if (!global.error) return 'global';
    console.error('Global sign-out failed, clearing the stored session', global.error);
    deps.clearStoredSession();
    deps.clearAuthState();
    deps.reload();
    return 'forced';
  } catch (error) {
    console.error('Sign-out threw, clearing the stored session', error);
    deps.clearStoredSession();
    deps.clearAuthState();
    deps.reload();
    return 'forced';
  }
}
