import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { MESSAGES } from '@/shared/messages';
import { apiClient as defaultApiClient, type ApiClient, type ApiRequestOptions } from '../api-client';
import { currentOrigin, getRuntimeConfig } from '../runtime-config';
import { clearStoredSession, getSupabase } from '../supabase';
import { AuthContext, type AuthContextValue, type SignUpInput } from './auth-context';
import { authReducer, eventNeedsSync, initialAuthState, isAuthLoading } from './auth-state';
import { chooseHome, resolveRole } from './home-choice';
import { signOutWithFallback } from './sign-out';
import { syncUserWithBackend } from './sync-user';

export interface AuthProviderProps {
  children: ReactNode;
  /** Defaults to the app's Supabase client and API client. */
  supabase?: SupabaseClient;
  api?: ApiClient;
}

const syncKey = (session: Session) => `${session.access_token}|${session.user.updated_at ?? ''}`;

export function AuthProvider({ children, supabase: givenSupabase, api = defaultApiClient }: AuthProviderProps) {
  const supabase = useMemo(() => givenSupabase ?? getSupabase(), [givenSupabase]);
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const nextRequestId = useRef(0);
  const lastSyncKey = useRef<string | null>(null);

  const sync = useCallback(
    (session: Session) => {
      const key = syncKey(session);
      if (lastSyncKey.current === key) return;
      lastSyncKey.current = key;
      nextRequestId.current += 1;
      const requestId = nextRequestId.current;
      dispatch({ type: 'syncStarted', requestId });
      void syncUserWithBackend(api, session).then((result) => {
        if (result.error === null) dispatch({ type: 'syncSucceeded', requestId, backendUser: result.backendUser });
        else dispatch({ type: 'syncFailed', requestId, error: result.error });
      });
    },
    [api],
  );

  useEffect(() => {
    let active = true;
    void supabase.auth.getSession().then(({ data, error }) => {
      if (!active) return;
      if (error) console.error('Could not read the stored session', error);
      dispatch({ type: 'sessionLoaded', session: data.session });
      if (data.session) sync(data.session);
    });
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      dispatch({ type: 'authEvent', event, session });
      if (event === 'SIGNED_OUT') lastSyncKey.current = null;
      // Outside the callback: supabase-js awaits its subscribers before settling the event.
      if (eventNeedsSync(event, session)) setTimeout(() => active && sync(session), 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase, sync]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
    },
    [supabase],
  );

  const signUp = useCallback(
    async ({ email, password, metadata }: SignUpInput) => {
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: metadata, emailRedirectTo: currentOrigin() },
      });
      if (error) throw error;
      return { user: data.user, session: data.session };
    },
    [supabase],
  );

  const signOut = useCallback(
    () =>
      signOutWithFallback({
        auth: supabase.auth,
        clearStoredSession: () => clearStoredSession(),
        clearAuthState: () => {
          lastSyncKey.current = null;
          dispatch({ type: 'signedOutLocally' });
        },
        reload: () => window.location.reload(),
      }),
    [supabase],
  );

  const resetPassword = useCallback(
    async (email: string) => {
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${currentOrigin()}/reset-success` });
      if (error) throw error;
    },
    [supabase],
  );

  const updatePassword = useCallback(
    async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password });
      if (error) throw error;
    },
    [supabase],
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
