import { useEffect, useId, useRef } from 'react';

/**
 * Back closes an open dialog or drawer and stays on the page (docs/architecture.md, "Back closes
 * the open dialog"). Opening one pushes a history entry with the same address, marked with the
 * dialog's id; Back (popstate) closes it; closing it otherwise goes back over that entry. The
 * popstate events this module answers are stopped before React Router's listener sees them
 * (listenForBack), so the router does not navigate.
 */
const MARK = 'backCloses';

interface Snapshot {
  url: string;
  state: unknown;
}

interface Entry {
  id: string;
  close: () => void;
  /** React Router's index of the entry below (kept in the copied state): the router replaced ours when the index is the same. */
  idx: unknown;
  /** The address and state of the entry as the page last saw it (a filter may have replaced it). */
  top: Snapshot;
}

/** The open dialogs with an entry, bottom first. */
const stack: Entry[] = [];
/** Going back over our own entries (closed otherwise than by Back): whose entry, and where the router stands. */
const ownBacks: { id: string; router: Snapshot }[] = [];
/** The forward that undoes a back which came too late; the router is there already. */
let swallowNext = false;
let listening = false;
/** Each opening marks its own entry: an entry left behind by an earlier opening is not mistaken for this one's. */
let openings = 0;

const record = (state: unknown): Record<string, unknown> | null => (state && typeof state === 'object' ? (state as Record<string, unknown>) : null);
const markOf = (state: unknown) => record(state)?.[MARK];
const snapshot = (): Snapshot => ({ url: window.location.href, state: window.history.state });
const where = () => `${window.location.href} ${JSON.stringify(window.history.state)}`;

/** The entry we land on shows what the router shows (the address of the entry we left), with its own mark. */
function settleOn(landed: unknown, router: Snapshot) {
  const { [MARK]: _left, ...state } = record(router.state) ?? {};
  const mark = markOf(landed);
  window.history.replaceState(mark === undefined ? state : { ...state, [MARK]: mark }, '', router.url);
}

function onPopState(event: PopStateEvent) {
  if (swallowNext) {
    swallowNext = false;
    event.stopImmediatePropagation();
    return;
  }
  const own = ownBacks.shift();
  if (own) {
    event.stopImmediatePropagation();
    // Landed on the entry itself: a navigation finished (pushed) between the close and the back; return to it.
    if (markOf(event.state) === own.id) {
      swallowNext = true;
      window.history.forward();
    } else settleOn(event.state, own.router);
    return;
  }
  const at = stack.findIndex((entry) => entry.id === markOf(event.state));
  const left = stack.splice(at + 1);
  const top = left.at(-1);
  // Nothing of ours was left (e.g. Back from another page onto a stale entry): the router's pop.
  if (!top) return;
  event.stopImmediatePropagation();
  settleOn(event.state, top.top);
  for (const entry of left.reverse()) entry.close();
}

/**
 * Listens to popstate. Call it before creating the router (src/app/router.tsx): Chromium runs the
 * window's popstate listeners in the order they were added, whatever their capture flag, so this
 * one must come first to stop an event before React Router's listener sees it.
 */
export function listenForBack() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** Our entry is still the current one, perhaps replaced by the router (same index, no mark). */
function isCurrent(entry: Entry) {
  const state = record(window.history.state);
  if (state?.[MARK] === entry.id) return true;
  return stack.at(-1) === entry && state?.[MARK] === undefined && state?.idx === entry.idx;
}

/**
 * While `open`, the browser's Back button calls `onClose` instead of leaving the page. For the
 * shared dialogs and drawers (form-dialog.tsx, confirm-dialog.tsx, the menu, filter and triage
 * drawers).
 */
export function useBackCloses(open: boolean, onClose: () => void) {
  const id = useId();
  const close = useRef(onClose);
  const entry = useRef<Entry | null>(null);
  useEffect(() => {
    close.current = onClose;
    const current = entry.current;
    if (!current || !isCurrent(current)) return;
    // A filter changed the address while open (a replace): keep the mark, and remember the address.
    if (markOf(window.history.state) === undefined) window.history.replaceState({ ...record(window.history.state), [MARK]: current.id }, '');
    current.top = snapshot();
  });

  useEffect(() => {
    if (!open) return;
    listenForBack();
    const below = window.history.state;
    const mark = `${id}${++openings}`;
    const state = { ...record(below), [MARK]: mark };
    window.history.pushState(state, '', window.location.href);
    const mine: Entry = { id: mark, close: () => close.current(), idx: record(below)?.idx, top: { url: window.location.href, state } };
    entry.current = mine;
    stack.push(mine);
    return () => {
      entry.current = null;
      const at = stack.indexOf(mine);
      // Gone already: Back closed it.
      if (at === -1) return;
      const current = isCurrent(mine);
      stack.splice(at, 1);
      // Covered by a navigation (a dialog that opens a page on submit): that entry stays, the router's own.
      if (!current) return;
      // After the task that closed it: a navigation made by the same handler (close, then go) covers the entry, and then it stays.
      const before = where();
      setTimeout(() => {
        if (where() !== before) return;
        ownBacks.push({ id: mine.id, router: snapshot() });
        window.history.back();
      });
    };
  }, [open, id]);
}
