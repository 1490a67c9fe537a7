import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { isRecoveryLinkPending, markRecoveryLinkHandled } from '@/lib/supabase';
import { authViewFromUrl, type AuthView } from '../auth-view';

/** Where the recovery link lands (auth redirect of resetPassword). */
export const RESET_SUCCESS_PATH = '/reset-success';

export interface AuthModalState {
  view: AuthView | null;
  open(view: AuthView): void;
  close(): void;
}

/**
 * The auth modal's state, opened by the URL (?login=true, #...type=recovery) or by buttons, and
 * closed automatically once a user is signed in, except while setting a new password: that view
 * stays until its success message is acknowledged.
 */
export function useAuthModal(): AuthModalState {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [view, setView] = useState<AuthView | null>(
    () => authViewFromUrl(location.search, location.hash) ?? (isRecoveryLinkPending() ? 'updatePassword' : null),
  );

  // A later ?login=true (e.g. the header's Sign In link) or recovery hash opens the modal too.
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (seenLocationKey !== location.key) {
    setSeenLocationKey(location.key);
    const urlView = authViewFromUrl(location.search, location.hash);
    if (urlView) setView(urlView);
  }

  // Closes by itself once someone is signed in (the new-password view waits for "Continue").
  if (user && view !== null && view !== 'updatePassword') setView(null);

  const close = useCallback(() => {
    setView(null);
    markRecoveryLinkHandled();
    // Drop the query and hash that opened it; the recovery landing leads home.
    const pathname = location.pathname === RESET_SUCCESS_PATH ? '/' : location.pathname;
    if (pathname !== location.pathname || location.search || location.hash) navigate({ pathname }, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  return { view, open: setView, close };
}
