import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authReducer, eventNeedsSync, initialAuthState, isAuthLoading, type AuthAction, type AuthState } from '@/lib/auth/auth-state';
import type { BackendUser } from '@/shared/schemas/auth';

const user = (id: string): User => ({ id, email: `${id}@example.com`, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' }) as User;
const session = (id: string, token = `token-${id}`): Session =>
  ({ access_token: token, refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: user(id) }) as Session;
const backendUser = (id: string): BackendUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${id}@example.com`,
  first_name: null,
  last_name: null,
  user_role: 'Client',
  company_id: null,
  status: 'active',
});

const run = (actions: AuthAction[], from: AuthState = initialAuthState) => actions.reduce(authReducer, from);

describe('auth state machine', () => {
  it('starts loading', () => {
    expect(initialAuthState.status).toBe('loading');
    expect(isAuthLoading(initialAuthState)).toBe(true);
  });

  it('no stored session: signed out, not loading', () => {
    const state = run([{ type: 'sessionLoaded', session: null }]);
    expect(state.status).toBe('signedOut');
    expect(isAuthLoading(state)).toBe(false);
  });

  it('a stored session signs in, and stays loading until its first sync answers', () => {
    const signedIn = run([{ type: 'sessionLoaded', session: session('a') }, { type: 'syncStarted', requestId: 1 }]);
    expect(signedIn.status).toBe('signedIn');
    expect(signedIn.user?.id).toBe('a');
    expect(isAuthLoading(signedIn)).toBe(true);

    const synced = authReducer(signedIn, { type: 'syncSucceeded', requestId: 1, backendUser: backendUser('a') });
    expect(synced.backendUser?.user_role).toBe('Client');
    expect(isAuthLoading(synced)).toBe(false);
  });

  it('a failed sync records the error, clears the backend user and ends loading', () => {
    const state = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'syncSucceeded', requestId: 1, backendUser: backendUser('a') },
      { type: 'authEvent', event: 'TOKEN_REFRESHED', session: session('a', 'token-2') },
      { type: 'syncStarted', requestId: 2 },
      { type: 'syncFailed', requestId: 2, error: 'Failed to sync user with backend' },
    ]);
    expect(state.backendUser).toBeNull();
    expect(state.syncError).toBe('Failed to sync user with backend');
    expect(isAuthLoading(state)).toBe(false);
  });

  it('a sync with no connection uses the backend user remembered on this device: its role, marked to sync again', () => {
    const inspector = { ...backendUser('a'), user_role: 'Inspector' as const };
    const state = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'backendUserRemembered', requestId: 1, backendUser: inspector },
    ]);
    expect(state.backendUser?.user_role).toBe('Inspector');
    expect(state.syncError).toBeNull();
    expect(state.backendUserRemembered).toBe(true);
    expect(isAuthLoading(state)).toBe(false);
    // The next sync that answers replaces it.
    const synced = run([{ type: 'syncStarted', requestId: 2 }, { type: 'syncSucceeded', requestId: 2, backendUser: backendUser('a') }], state);
    expect(synced.backendUserRemembered).toBe(false);
    // Another person's remembered user never lingers.
    expect(authReducer(state, { type: 'authEvent', event: 'SIGNED_IN', session: session('b') }).backendUser).toBeNull();
  });

  it('a token refresh keeps the backend user of the same person while the new sync runs', () => {
    const state = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'syncSucceeded', requestId: 1, backendUser: backendUser('a') },
      { type: 'authEvent', event: 'TOKEN_REFRESHED', session: session('a', 'token-2') },
      { type: 'syncStarted', requestId: 2 },
    ]);
    expect(state.session?.access_token).toBe('token-2');
    expect(state.backendUser).not.toBeNull();
    expect(isAuthLoading(state)).toBe(false);
  });

  it('a different user signing in drops the previous backend user and sync error', () => {
    const state = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'syncFailed', requestId: 1, error: 'x' },
      { type: 'authEvent', event: 'SIGNED_IN', session: session('b') },
    ]);
    expect(state.user?.id).toBe('b');
    expect(state.syncError).toBeNull();
    expect(state.backendUser).toBeNull();
  });

  it('SIGNED_OUT clears the user, backend user and sync error', () => {
    const state = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'syncFailed', requestId: 1, error: 'x' },
      { type: 'authEvent', event: 'SIGNED_OUT', session: null },
    ]);
    expect(state).toMatchObject({ status: 'signedOut', user: null, session: null, backendUser: null, syncError: null });
  });

  it('a forced local sign-out clears the same state', () => {
    const state = run([{ type: 'sessionLoaded', session: session('a') }, { type: 'signedOutLocally' }]);
    expect(state).toMatchObject({ status: 'signedOut', user: null, backendUser: null, syncError: null });
  });

  it('ignores a sync answer that is not the latest, or arrives after sign-out', () => {
    const stale = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'syncStarted', requestId: 2 },
      { type: 'syncSucceeded', requestId: 1, backendUser: backendUser('a') },
    ]);
    expect(stale.backendUser).toBeNull();
    const afterSignOut = run([
      { type: 'sessionLoaded', session: session('a') },
      { type: 'syncStarted', requestId: 1 },
      { type: 'authEvent', event: 'SIGNED_OUT', session: null },
      { type: 'syncSucceeded', requestId: 1, backendUser: backendUser('a') },
    ]);
    expect(afterSignOut.backendUser).toBeNull();
    expect(afterSignOut.status).toBe('signedOut');
  });

  it('an auth event that arrives before the stored session wins', () => {
    const state = run([
      { type: 'authEvent', event: 'SIGNED_IN', session: session('b') },
      { type: 'sessionLoaded', session: null },
    ]);
    expect(state.user?.id).toBe('b');
  });

  it('INITIAL_SESSION without a session signs out', () => {
    expect(run([{ type: 'authEvent', event: 'INITIAL_SESSION', session: null }]).status).toBe('signedOut');
  });

  it.each([
    ['SIGNED_IN', true],
    ['TOKEN_REFRESHED', true],
    ['USER_UPDATED', true],
    ['INITIAL_SESSION', false],
    ['PASSWORD_RECOVERY', false],
    ['SIGNED_OUT', false],
  ] as const)('%s triggers a sync: %s', (event, expected) => {
    expect(eventNeedsSync(event, session('a'))).toBe(expected);
    expect(eventNeedsSync(event, null)).toBe(false);
  });
});
