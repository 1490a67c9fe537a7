import { AUTH_CLIENT_DEFERRAL_MS } from '@/shared/constants';

/**
 * "A page has been shown", the one signal of it (docs/startup.md): every page marks it when it
 * shows, through useDocumentTitle (the error page, which sets no title, marks it itself). The
 * boot waits for it to swap the app in for the server's markup (firstPageShown); work that no
 * first render needs (the auth client when a usable session is stored, the week's kept projects,
 * the forms' schemas) waits for it so the page's own chunks and data go first, and is released
 * after AUTH_CLIENT_DEFERRAL_MS when no page ever marks it.
 */
let shown = false;
const waiting = new Set<() => void>();

export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Resolves once a page has been shown, or after `timeoutMs` at the latest. */
export function firstPageShown(timeoutMs: number): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    waiting.add(done);
  });
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
