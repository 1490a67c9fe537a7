import { POLL_INTERVALS_MS } from '@/shared/constants';

/*
 * The mailbox badge's `messagesRead` rule (docs/features.md, Messages): opening a thread dispatches the event
 * with the number of messages it marked read; the badge subtracts that number at once (never
 * below 0) and refreshes the count from the server 500 ms later. Pure and timer-based, so unit
 * tests prove it with fake timers. No zod here: the navigation bar loads it on every page.
 */

/** The window event a mailbox dispatches after reading a thread; `detail` is the number read. */
export const MESSAGES_READ_EVENT = 'messagesRead';

/** The badge after `read` messages were read: never below 0 (a negative or odd number changes nothing). */
export function countAfterRead(count: number, read: number): number {
  const subtract = Number.isFinite(read) && read > 0 ? Math.floor(read) : 0;
  return Math.max(0, count - subtract);
}

/** The number a `messagesRead` event carries (0 when it carries none). */
export function readCountOf(event: Event): number {
  const detail = (event as CustomEvent<unknown>).detail;
  return typeof detail === 'number' && Number.isFinite(detail) ? detail : 0;
}

/** Tell the badge that `read` messages were just read (nothing to tell when none were). */
export function dispatchMessagesRead(read: number, target: EventTarget = window): void {
  if (read > 0) target.dispatchEvent(new CustomEvent<number>(MESSAGES_READ_EVENT, { detail: read }));
}

export interface MessagesReadHandlers {
  /** Lower the shown count by this many at once. */
  subtract(read: number): void;
  /** Ask the server for the count again. */
  refresh(): void;
}

/**
 * Listen for `messagesRead` on `target`: subtract at once, refresh `followUpMs` later (several
 * events close together share one refresh, 500 ms after the last). Answers the function that
 * stops listening and cancels a pending refresh.
 */
export function listenForMessagesRead(
  target: EventTarget,
  handlers: MessagesReadHandlers,
  followUpMs: number = POLL_INTERVALS_MS.unreadFollowUp,
): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const onRead = (event: Event) => {
    handlers.subtract(readCountOf(event));
    clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      handlers.refresh();
    }, followUpMs);
  };
  target.addEventListener(MESSAGES_READ_EVENT, onRead);
  return () => {
    target.removeEventListener(MESSAGES_READ_EVENT, onRead);
    clearTimeout(pending);
  };
}
