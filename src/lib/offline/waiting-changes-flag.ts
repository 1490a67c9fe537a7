/**
 * Whether this browser holds changes waiting to sync (queued writes, src/lib/offline): the app
 * keeps this flag (src/app/routes/root-layout.tsx), and the entry script (src/main.tsx) starts
 * the app at once when it is set, so the changes show in the bar and are sent on reconnect even
 * on a pre-rendered page. The changes themselves are in IndexedDB, which cannot be read before
 * the first paint.
 */
const WAITING_CHANGES_KEY = 'paintqa-waiting-changes';

export function rememberWaitingChanges(waiting: boolean): void {
  try {
    if (waiting) window.localStorage.setItem(WAITING_CHANGES_KEY, '1');
    else window.localStorage.removeItem(WAITING_CHANGES_KEY);
  } catch {
    // Storage unavailable: the app then starts on the first interaction.
  }
}

export function waitingChangesRemembered(): boolean {
  try {
    return window.localStorage.getItem(WAITING_CHANGES_KEY) !== null;
  } catch {
    return false;
  }
}
