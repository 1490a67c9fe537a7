import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { BackendUser } from '@/shared/schemas/auth';

/**
 * The auth state machine (docs/features.md, Screens, roles and sign-in): loading at start, then signed in or signed out, with
 * the backend user synced for every new session. Pure: the provider dispatches, tests call it.
 */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
export type SyncStatus = 'idle' | 'pending' | 'done';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  backendUser: BackendUser | null;
  syncError: string | null;
  /**
   * The backend user is the one remembered from the last sync on this device (offline, or the
   * sync found no connection): it is synced again when the connection returns.
   */
  backendUserRemembered: boolean;
  sync: { status: SyncStatus; requestId: number };
  /** Why the app signed the user out (a suspended account), until the next sign-in. */
  notice: string | null;
}

export type AuthAction =
  /** The stored session was read at start (null: nobody signed in). */
  | { type: 'sessionLoaded'; session: Session | null }
  /** An onAuthStateChange event from supabase-js. */
  | { type: 'authEvent'; event: AuthChangeEvent; session: Session | null }
  | { type: 'syncStarted'; requestId: number }
  | { type: 'syncSucceeded'; requestId: number; backendUser: BackendUser }
  | { type: 'syncFailed'; requestId: number; error: string }
  /** The sync could not reach the server; the backend user remembered on this device stands in. */
  | { type: 'backendUserRemembered'; requestId: number; backendUser: BackendUser }
  /** A forced sign-out cleared the stored session by hand; `notice` says why, when the user did not ask. */
  | { type: 'signedOutLocally'; notice?: string };

export const initialAuthState: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  backendUser: null,
  syncError: null,
  backendUserRemembered: false,
  sync: { status: 'idle', requestId: 0 },
  notice: null,
};

/** The events after which the user is synced with the backend again. */
export const SYNC_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED']);

export function eventNeedsSync(event: AuthChangeEvent, session: Session | null): session is Session {
  return session !== null && SYNC_EVENTS.has(event);
}

function signedOut(state: AuthState): AuthState {
  return {
    ...initialAuthState,
    status: 'signedOut',
    // Keep counting, so an answer to a sync started before sign-out is ignored.
    sync: { status: 'idle', requestId: state.sync.requestId },
  };
}

function withSession(state: AuthState, session: Session | null): AuthState {
  if (!session) return signedOut(state);
  const sameUser = state.user?.id === session.user.id;
  return {
    ...state,
    status: 'signedIn',
    session,
    user: session.user,
    // A different person's backend user must never linger.
    backendUser: sameUser ? state.backendUser : null,
    syncError: sameUser ? state.syncError : null,
    backendUserRemembered: sameUser ? state.backendUserRemembered : false,
    notice: null,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionLoaded':
      // An auth event may already have settled the state; the stored session is older news.
      if (state.status !== 'loading') return state;
      return withSession(state, action.session);
    case 'authEvent':
      // A notice set by a forced sign-out outlives supabase-js's own SIGNED_OUT event.
      if (action.event === 'SIGNED_OUT') return { ...signedOut(state), notice: state.notice };
      return withSession(state, action.session);
    case 'syncStarted':
      if (state.status !== 'signedIn') return state;
      return { ...state, sync: { status: 'pending', requestId: action.requestId } };
    case 'syncSucceeded':
      if (state.status !== 'signedIn' || action.requestId !== state.sync.requestId) return state;
      return { ...state, backendUser: action.backendUser, syncError: null, backendUserRemembered: false, sync: { ...state.sync, status: 'done' } };
    case 'syncFailed':
      if (state.status !== 'signedIn' || action.requestId !== state.sync.requestId) return state;
      return { ...state, backendUser: null, syncError: action.error, backendUserRemembered: false, sync: { ...state.sync, status: 'done' } };
    case 'backendUserRemembered':
      if (state.status !== 'signedIn' || action.requestId !== state.sync.requestId) return state;
      return { ...state, backendUser: action.backendUser, syncError: null, backendUserRemembered: true, sync: { ...state.sync, status: 'done' } };
    case 'signedOutLocally':
      return { ...signedOut(state), notice: action.notice ?? null };
  }
}

/**
 * True while the app cannot yet tell who is signed in and with which role: at start, and for a
 * new session until its first sync answers (so a staff member never flashes the client home).
 */
export function isAuthLoading(state: AuthState): boolean {
  if (state.status === 'loading') return true;
  return state.status === 'signedIn' && state.backendUser === null && state.syncError === null && state.sync.status !== 'done';
}
