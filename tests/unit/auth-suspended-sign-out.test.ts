import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { authReducer, initialAuthState } from '@/lib/auth/auth-state';
import { isUserBanned, signOutSuspended } from '@/lib/auth/suspended-sign-out';
import type { SignOutAuth } from '@/lib/auth/sign-out';

const banned = { error: 'This account is suspended.', message: 'This account is suspended.', code: 'user_banned' };

describe('a suspended account is signed out on this device', () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("recognises the API's 403 and the auth's banned-user error, nothing else", () => {
    expect(isUserBanned(new ApiError(403, banned, banned.error))).toBe(true);
    expect(isUserBanned(Object.assign(new Error('User is banned'), { status: 400, code: 'user_banned' }))).toBe(true);
    expect(isUserBanned(new ApiError(403, { ...banned, code: 'forbidden' }, 'Not allowed'))).toBe(false);
    expect(isUserBanned(new ApiError(401, { code: 'unauthorized' }, 'Authentication required'))).toBe(false);
    expect(isUserBanned(new ApiError(500, 'user_banned', 'oops'))).toBe(false);
    expect(isUserBanned(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUserBanned(null)).toBe(false);
  });

  it('signs out locally (no global sign-out), then forgets the user', async () => {
    const auth: SignOutAuth = { signOut: vi.fn(async () => ({ error: null })) };
    const deps = { auth, clearStoredSession: vi.fn(), markSignedOut: vi.fn() };
    await signOutSuspended(deps);
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' });
    expect(deps.clearStoredSession).not.toHaveBeenCalled();
    expect(deps.markSignedOut).toHaveBeenCalledOnce();
  });

  it('deletes the stored session by hand when supabase-js fails or throws', async () => {
    for (const signOut of [vi.fn(async () => ({ error: new Error('network') })), vi.fn(async () => Promise.reject(new Error('not loaded')))]) {
      const deps = { auth: { signOut }, clearStoredSession: vi.fn(), markSignedOut: vi.fn() };
      await signOutSuspended(deps);
      expect(deps.clearStoredSession).toHaveBeenCalledOnce();
      expect(deps.markSignedOut).toHaveBeenCalledOnce();
    }
  });

  it('keeps the notice through the SIGNED_OUT event, and drops it at the next sign-in', () => {
    const session = { access_token: 't', user: { id: 'u1' } } as never;
    let state = authReducer(initialAuthState, { type: 'sessionLoaded', session });
    state = authReducer(state, { type: 'signedOutLocally', notice: 'Suspended.' });
    expect(state).toMatchObject({ status: 'signedOut', user: null, notice: 'Suspended.' });
    state = authReducer(state, { type: 'authEvent', event: 'SIGNED_OUT', session: null });
    expect(state.notice).toBe('Suspended.');
    state = authReducer(state, { type: 'authEvent', event: 'SIGNED_IN', session });
    expect(state).toMatchObject({ status: 'signedIn', notice: null });
    expect(authReducer(state, { type: 'signedOutLocally' }).notice).toBeNull();
  });
});
