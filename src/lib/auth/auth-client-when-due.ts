import { onApiRefusal } from '../api-client';
import { storedSessionUsableUntil } from '../auth-storage';
import { afterFirstPageShown } from '../first-page-shown';

/** setTimeout's longest delay (about 24.8 days); a later time is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Started from a usable stored session, the app needs no auth client: API calls carry that
 * session's token. The client (supabase-js: evaluating it was one of a signed-in screen's long
 * tasks, docs/performance.md) is loaded when the session must be refreshed: once it is no longer
 * usable as stored (storedSessionUsableUntil), after the first page has shown. A sleeping phone's
 * timers stop, so the time is checked again when the page comes back to the foreground or the
 * connection returns, and a refused token (401) loads it at once. What else needs the client (a
 * sign-in or sign-out, here or in another tab) loads it itself. Returns a cancel function.
 */
export function loadAuthClientWhenSessionDue(session: { expires_at?: number }, load: () => void): () => void {
  const due = storedSessionUsableUntil(session);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelLoad = () => {};

  const stopWatching = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('online', check);
    stopHearingRefusals();
  };
  const loadNow = () => {
    stopWatching();
    cancelLoad = afterFirstPageShown(load);
  };
  function check() {
    const left = due - Date.now();
    if (left <= 0) return loadNow();
    clearTimeout(timer);
    timer = setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
  }

  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  const stopHearingRefusals = onApiRefusal((error) => {
    if (error.status === 401) loadNow();
  });
  check();
  return () => {
    stopWatching();
    cancelLoad();
  };
}
