import { AUTH_CLIENT_DEFERRAL_MS } from '@/shared/constants';

/**
 * "A page has been shown": work that no first render needs (the auth client, when a usable
 * session is stored) waits for it, so the page's own chunks and data go first. Every page sets its
 * document title when it shows (useDocumentTitle), which marks it; a page that never does still
 * releases the waiting work after AUTH_CLIENT_DEFERRAL_MS.
 */
let shown = false;
const waiting = new Set<() => void>();

export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Run `callback` once a page has been shown (at once if one has), then when the browser is idle. Returns a cancel function. */
export function afterFirstPageShown(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    waiting.delete(whenShown);
    callback();
  };
  const whenShown = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 0));
  const fallback = setTimeout(run, AUTH_CLIENT_DEFERRAL_MS);
  if (shown) whenShown();
  else waiting.add(whenShown);
  return () => {
    done = true;
    clearTimeout(fallback);
    waiting.delete(whenShown);
  };
}
