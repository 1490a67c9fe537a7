import { USER_BANNED_CODE } from '@/shared/auth/suspension';
import { ApiError } from '../api-client';
import type { SignOutAuth } from './sign-out';

/**
 * Whether an error says the account is suspended: the API's 403 or an auth answer (supabase-js
 * AuthApiError) with GoTrue's banned-user code.
 */
export function isUserBanned(error: unknown): boolean {
  if (error instanceof ApiError) {
    const body = error.data;
    return error.status === 403 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === USER_BANNED_CODE;
  }
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_BANNED_CODE;
}

export interface SuspendedSignOutDependencies {
  auth: SignOutAuth;
  /** Delete the stored session from browser storage. */
  clearStoredSession(): void;
  /** Forget the user and say why (the auth state's notice). */
  markSignedOut(): void;
}

/**
 * Sign a suspended user out on this device only: the server has already ended their sessions, so
 * there is nothing to revoke there. When supabase-js cannot sign out, the stored session is
 * deleted by hand. Either way the app forgets the user and says why.
 */
export async function signOutSuspended(deps: SuspendedSignOutDependencies): Promise<void> {
  try {
    const { error } = await deps.auth.signOut({ scope: 'local' });
    if (error) {
      console.error('Local sign-out of a suspended account failed, clearing the stored session', error);
      deps.clearStoredSession();
    }
  } catch (error) {
    console.error('Local sign-out of a suspended account threw, clearing the stored session', error);
    deps.clearStoredSession();
  }
  deps.markSignedOut();
}
