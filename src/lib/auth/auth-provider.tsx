import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { SIGNED_OUT_SUSPENDED_MESSAGE } from '@/shared/auth/suspension';
import { MESSAGES } from '@/shared/messages';
import { apiClient as defaultApiClient, onApiRefusal, type ApiClient, type ApiRequestOptions } from '../api-client';
import { currentOrigin, getRuntimeConfig } from '../runtime-config';
import {
  AUTH_STORAGE_KEY,
  clearStoredSession,
  loadedSupabase,
  loadSupabase,
  needsSupabaseAtStart,
  offlineSessionAtStart,
  sessionAtStart,
  sessionStillStoredFor,
  urlCarriesAuthResult,
  whenSupabaseLoaded,
  type PortalSupabase,
} from '../supabase';
import { storedSessionEvenIfExpired } from '../auth-storage';
import { loadAuthClientWhenSessionDue } from './auth-client-when-due';
import { AuthContext, type AuthContextValue, type SignUpInput } from './auth-context';
import { authReducer, eventNeedsSync, initialAuthState, isAuthLoading, type AuthAction, type AuthState } from './auth-state';
import { chooseHome, resolveRole } from './home-choice';
import { rememberBackendUser, rememberedBackendUser } from './remembered-user';
import { signOutWithFallback, type SignOutAuth } from './sign-out';
import { isUserBanned, signOutSuspended } from './suspended-sign-out';
import { syncUserWithBackend } from './sync-user';

export interface AuthProviderProps {
  children: ReactNode;
  /** Defaults to the app's auth client (loaded on demand, src/lib/supabase.ts) and API client. */
  supabase?: PortalSupabase;
  api?: ApiClient;
}

const syncKey = (session: Session) => `${session.access_token}|${session.user.updated_at ?? ''}`;

/**
 * A stored session whose access token expired needs a refresh before the auth client answers; with
 * no working connection it keeps trying for about 30 s. After this long the stored session stands
 * in (its user, the remembered role), and the refresh lands when it can (docs/offline.md, "Sessions").
 */
const EXPIRED_SESSION_WAIT_MS = 2_000;

/** A refused request (403) may mean the role changed: sync again, at most this often. */
const RESYNC_ON_FORBIDDEN_MS = 30_000;

/**
 * The state at mount. Without a stored session and without an auth redirect in the URL nobody
 * is signed in, which is known at once: the page renders signed out without loading the auth client
 * (the loading state, docs/features.md, Sign-in, is then over before the first render). With a stored session
 * the auth client will use as it is, that session is the one: its sync starts at once, in parallel
 * with loading the auth client, which confirms it (or signs out) when loaded.
 */
function initialState({ knownSignedOut, storedSession }: { knownSignedOut: boolean; storedSession: Session | null }): AuthState {
  if (!knownSignedOut && !storedSession) return initialAuthState;
  const state = authReducer(initialAuthState, { type: 'sessionLoaded', session: storedSession });
  if (!storedSession || !startsOffline()) return state;
  // Offline, the sync cannot answer: the backend user remembered on this device stands in (the
  // right role and company), or, on a device that never synced this user, the sync counts as
  // failed at once (the role is inferred: docs/features.md, Home choice). Either way the page does not wait for
  // a request, and the sync runs when the connection returns.
  return authReducer(state, unansweredSync(storedSession.user.id, 0));
}

/**
 * What a sync that got no answer (no connection) leaves: the backend user remembered on this
 * device for this auth user (docs/offline.md, "The right role offline"), else a failed sync, for
 * which the role is inferred (docs/features.md, Home choice).
 */
function unansweredSync(userId: string, requestId: number, error: string = MESSAGES.syncFailed): AuthAction {
  const remembered = rememberedBackendUser(userId);
  return remembered ? { type: 'backendUserRemembered', requestId, backendUser: remembered } : { type: 'syncFailed', requestId, error };
}

const startsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function AuthProvider({ children, supabase: givenSupabase, api = defaultApiClient }: AuthProviderProps) {
  // Decided once, at mount: a given client (tests) always starts in the loading state.
  const [startedSignedOut] = useState(() => !givenSupabase && !loadedSupabase() && !needsSupabaseAtStart());
  // Offline, also a session whose access token expired meanwhile (docs/offline.md, "Sessions").
  const [storedSession] = useState(() => (givenSupabase || loadedSupabase() ? null : (sessionAtStart() ?? offlineSessionAtStart())));
  const [state, dispatch] = useReducer(authReducer, { knownSignedOut: startedSignedOut, storedSession }, initialState);
  const [loadedClient, setLoadedClient] = useState<PortalSupabase | null>(loadedSupabase);
  const supabase = givenSupabase ?? loadedClient;
  const nextRequestId = useRef(0);
  // Offline at start, the stored session's sync is already settled as failed (initialState).
  const lastSyncKey = useRef<string | null>(storedSession && state.sync.status === 'done' ? syncKey(storedSession) : null);
  // The current session, for callbacks (the auth client's, the API's refusals).
  const currentSession = useRef<Session | null>(state.session);
  useLayoutEffect(() => {
    currentSession.current = state.session;
  }, [state.session]);

  /** The client, loading it first when needed. */
  const client = useCallback(
    (): Promise<PortalSupabase> => (givenSupabase ? Promise.resolve(givenSupabase) : loadSupabase()),
    [givenSupabase],
  );

  // Needed at start (a stored session, an auth redirect): load it now. Either way, pick the client
  // up once anything loads it (the auth modal, an API call, a sign-in in another tab).
  useEffect(() => {
    if (givenSupabase) return;
    let active = true;
    const load = () =>
      void loadSupabase().catch((error: unknown) => {
        console.error('Could not load the auth client', error);
        if (active) dispatch({ type: 'sessionLoaded', session: null });
      });
    // Started from a stored session, the app needs no auth client (API calls use that session's
    // token) until the session must be refreshed: it loads then. Otherwise it decides the state: now.
    let cancelDeferredLoad = () => {};
    if (storedSession) cancelDeferredLoad = loadAuthClientWhenSessionDue(storedSession, load);
    else if (!startedSignedOut) load();
    void whenSupabaseLoaded().then((loaded) => active && setLoadedClient(loaded));
    // A sign-in, refresh or sign-out in another tab changes the stored session: load the auth
    // client, which reads it (once loaded, the client hears the other tabs itself).
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) void loadSupabase().catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      cancelDeferredLoad();
      window.removeEventListener('storage', onStorage);
    };
  }, [givenSupabase, startedSignedOut, storedSession]);

  const sync = useCallback(
    (session: Session) => {
      const key = syncKey(session);
      if (lastSyncKey.current === key) return;
      lastSyncKey.current = key;
      nextRequestId.current += 1;
      const requestId = nextRequestId.current;
      dispatch({ type: 'syncStarted', requestId });
      void syncUserWithBackend(api, session).then((result) => {
        if (result.error === null) rememberBackendUser(session.user.id, result.backendUser);
        const action: AuthAction =
          result.error === null
            ? { type: 'syncSucceeded', requestId, backendUser: result.backendUser }
            : result.reachedServer
              ? { type: 'syncFailed', requestId, error: result.error }
              : unansweredSync(session.user.id, requestId, result.error);
        // In a transition: at start this is what lets the page render (its role is known), and
        // that first render then runs in slices rather than one long task blocking input.
        startTransition(() => dispatch(action));
      });
    },
    [api],
  );

  // Still loading: the auth client may be refreshing an expired session without a connection.
  // Then the stored session stands in after a short wait, with the backend user remembered on this
  // device, so the app opens with its data and waiting writes. The refresh's result follows as an
  // auth event (a new token, or a sign-out). (Started offline, initialState took it already.)
  const stillLoading = state.status === 'loading';
  useEffect(() => {
    if (givenSupabase || !stillLoading) return;
    const timer = setTimeout(() => {
      const kept = storedSessionEvenIfExpired() as Session | null;
      if (!kept || urlCarriesAuthResult()) return;
      lastSyncKey.current = syncKey(kept);
      dispatch({ type: 'sessionLoaded', session: kept });
      dispatch(unansweredSync(kept.user.id, 0));
    }, EXPIRED_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [givenSupabase, stillLoading]);

  // Started from the stored session: its user is synced while the auth client loads.
  useEffect(() => {
    if (storedSession) sync(storedSession);
  }, [storedSession, sync]);

  // A failed sync (offline at start, or the request failed), or one that fell back on the
  // remembered backend user, runs again when the connection returns. The auth client is asked for
  // the session first: an access token that expired offline is refreshed then.
  const unsyncedSession = state.syncError || state.backendUserRemembered ? state.session : null;
  useEffect(() => {
    if (!unsyncedSession) return;
    const retry = () => {
      lastSyncKey.current = null;
      const current = loadedSupabase();
      if (!current) return sync(unsyncedSession);
      void current.auth.getSession().then(({ data }) => {
        if (data.session?.user.id === unsyncedSession.user.id) sync(data.session);
      });
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unsyncedSession, sync]);

  // A 403 may mean the user's role or company changed: sync again (not for a suspended account,
  // which signs out below), so the menus and polls follow the role the server knows.
  useEffect(() => {
    let lastResync = 0;
    return onApiRefusal((error) => {
      const session = currentSession.current;
      if (error.status !== 403 || isUserBanned(error) || !session || Date.now() - lastResync < RESYNC_ON_FORBIDDEN_MS) return;
      lastResync = Date.now();
      lastSyncKey.current = null;
      sync(session);
    });
  }, [sync]);

  useEffect(() => {
    if (!supabase) return;
    let active = true;
    void supabase.auth.getSession().then(({ data, error }) => {
      if (!active) return;
      if (error) console.error('Could not read the stored session', error);
      // No session, yet it is still stored: the auth client could not refresh an expired token
      // (offline). The user stays signed in offline; the refresh comes with the connection.
      if (!data.session && sessionStillStoredFor(currentSession.current?.user.id)) return;
      dispatch({ type: 'sessionLoaded', session: data.session });
      // The state at start was a guess the auth client now corrects: known signed out, but a
      // sign-in in another tab stored a session meanwhile (the same as a sign-in here); or started
      // from the stored session, which the client dropped or replaced.
      const found = data.session;
      if ((found && startedSignedOut) || (storedSession && found?.user.id !== storedSession.user.id)) {
        if (!found) lastSyncKey.current = null;
        dispatch({ type: 'authEvent', event: found ? 'SIGNED_IN' : 'SIGNED_OUT', session: found });
      }
      if (found) sync(found);
    });
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      // The same case at the auth client's start: its first answer is no session while one is stored.
      if (event === 'INITIAL_SESSION' && !session && sessionStillStoredFor(currentSession.current?.user.id)) return;
      dispatch({ type: 'authEvent', event, session });
      if (event === 'SIGNED_OUT') lastSyncKey.current = null;
      // Outside the callback: supabase-js awaits its subscribers before settling the event.
      if (eventNeedsSync(event, session)) setTimeout(() => active && sync(session), 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase, sync, startedSignedOut, storedSession]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { error } = await (await client()).auth.signInWithPassword({ email, password });
      if (error) throw error;
    },
    [client],
  );

  const signUp = useCallback(
    async ({ email, password, metadata }: SignUpInput) => {
      const { data, error } = await (await client()).auth.signUp({
        email,
        password,
        options: { data: metadata, emailRedirectTo: currentOrigin() },
      });
      if (error) throw error;
      return { user: data.user, session: data.session };
    },
    [client],
  );

  const signOut = useCallback(() => {
    // A failure to load the auth client counts as a failed sign-out (the forced fallback).
    const auth: SignOutAuth = {
      signOut: async (options) => {
        // This device stops receiving pushes (the server drops its row with the session too).
        await import('@/lib/pwa/push-device').then((push) => push.unsubscribeThisDevice()).catch(() => undefined);
        return (await client()).auth.signOut(options);
      },
    };
    return signOutWithFallback({
      auth,
      clearStoredSession: () => clearStoredSession(),
      clearAuthState: () => {
        lastSyncKey.current = null;
        dispatch({ type: 'signedOutLocally' });
      },
      reload: () => window.location.reload(),
    });
  }, [client]);

  // A suspended account: the API (or the auth) answers user_banned; sign out here at once, once.
  // While a session exists in any state (also while it syncs after a reload: the sync itself may
  // be the first request refused).
  const hasSession = state.status !== 'signedOut';
  const signingOutSuspended = useRef(false);
  const signOutIfBanned = useCallback(
    (error: unknown) => {
      if (!isUserBanned(error) || signingOutSuspended.current) return;
      signingOutSuspended.current = true;
      void signOutSuspended({
        auth: { signOut: async (options) => (await client()).auth.signOut(options) },
        clearStoredSession: () => clearStoredSession(),
        markSignedOut: () => {
          lastSyncKey.current = null;
          dispatch({ type: 'signedOutLocally', notice: SIGNED_OUT_SUSPENDED_MESSAGE });
        },
      }).finally(() => {
        signingOutSuspended.current = false;
      });
    },
    [client],
  );
  useEffect(() => (hasSession ? onApiRefusal(signOutIfBanned) : undefined), [hasSession, signOutIfBanned]);

  const resetPassword = useCallback(
    async (email: string) => {
      const { error } = await (await client()).auth.resetPasswordForEmail(email, {
        redirectTo: `${currentOrigin()}/reset-success`,
      });
      if (error) throw error;
    },
    [client],
  );

  const updatePassword = useCallback(
    async (password: string) => {
      const { error } = await (await client()).auth.updateUser({ password });
      if (error) {
        signOutIfBanned(error);
        throw error;
      }
    },
    [client, signOutIfBanned],
  );

  const accessToken = state.session?.access_token;
  const apiRequest = useCallback(
    <T,>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> => {
      if (options.auth !== false && !options.accessToken && !accessToken) {
        return Promise.reject(new Error(MESSAGES.noActiveSession));
      }
      return api.request<T>(path, { accessToken, ...options });
    },
    [api, accessToken],
  );

  const value = useMemo<AuthContextValue>(() => {
    const input = {
      user: state.user,
      backendUser: state.backendUser,
      syncError: state.syncError,
      staffEmailDomain: getRuntimeConfig().staffEmailDomain,
    };
    return {
      user: state.user,
      session: state.session,
      backendUser: state.backendUser,
      role: resolveRole(input),
      syncError: state.syncError,
      notice: state.notice,
      loading: isAuthLoading(state),
      isAuthenticated: state.user !== null,
      home: chooseHome(input),
      signIn,
      signUp,
      signOut,
      resetPassword,
      updatePassword,
      apiRequest,
    };
  }, [state, signIn, signUp, signOut, resetPassword, updatePassword, apiRequest]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
