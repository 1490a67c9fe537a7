import { startTransition, useEffect, useState } from 'react';
import { FIRST_PAGE_SHOWN_LATEST_MS } from '@/shared/constants';

/**
 * "A page has been shown", the one signal of it (docs/startup.md): every page marks it when it
 * shows, through useDocumentTitle (the error page, which sets no title, marks it itself). The
 * boot waits for it to swap the app in for the server's markup (firstPageShown); work that no
 * first render needs (the service worker, the week's kept projects, the forms' schemas, the auth
 * client once the stored session is due) waits for it so the page's own chunks and data go first,
 * and is released after FIRST_PAGE_SHOWN_LATEST_MS when no page ever marks it.
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
  const fallback = setTimeout(run, FIRST_PAGE_SHOWN_LATEST_MS);
  if (shown) whenShown();
  else waiting.add(whenShown);
  return () => {
    done = true;
    clearTimeout(fallback);
    waiting.delete(whenShown);
  };
}

const inputWaiting: (() => void)[] = [];
let inputSeen = false;
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

function onFirstInput(): void {
  inputSeen = true;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, onFirstInput, true);
  for (const callback of inputWaiting.splice(0)) afterFirstPageShown(callback);
}

/**
 * Run `callback` once the person has started using the page (their first pointer down or key after
 * load) and a page has been shown, when the browser is idle: for what only an interaction needs,
 * such as a form's schema before its first check. On a load nobody touches it never runs.
 */
export function afterFirstInput(callback: () => void): void {
  if (inputSeen) {
    afterFirstPageShown(callback);
    return;
  }
  if (inputWaiting.push(callback) > 1) return;
  for (const type of INPUT_EVENTS) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
}

const warmedUp = new WeakSet<object>();

/**
 * Run `load` once the person has started using the page (afterFirstInput), once per `key` (a
 * module-level loader), so that what a first interaction needs is in when it comes; a failed load
 * is tried again on the next call (offline, its chunk may come later).
 */
export function warmUpOnFirstInput(key: object, load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || warmedUp.has(key)) return;
  warmedUp.add(key);
  afterFirstInput(() => void load().catch(() => warmedUp.delete(key)));
}

let shownAndIdle = false;
const shownAndIdleListeners = new Set<() => void>();
let shownAndIdleAsked = false;

/** Calls `listener` once a page has been shown and the browser has been idle; every listener in the same task. */
function onShownAndIdle(listener: () => void): () => void {
  if (shownAndIdle) {
    listener();
    return () => {};
  }
  shownAndIdleListeners.add(listener);
  if (!shownAndIdleAsked) {
    shownAndIdleAsked = true;
    afterFirstPageShown(() => {
      shownAndIdle = true;
      for (const notify of shownAndIdleListeners) notify();
      shownAndIdleListeners.clear();
    });
  }
  return () => shownAndIdleListeners.delete(listener);
}

/**
 * False until a page has been shown and the browser has then been idle (afterFirstPageShown), then
 * true for good. Every component that asks changes in one render, a transition: it renders in
 * slices, not as one task on its own.
 */
export function useFirstPageShown(): boolean {
  const [shown, setShown] = useState(shownAndIdle);
  useEffect(() => {
    if (shown) return;
    return onShownAndIdle(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
