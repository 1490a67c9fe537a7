/**
 * What the app tells its service worker (sw/sw.ts) through `postMessage`. The worker answers on
 * the message's port once it has acted, so the app can wait for a clean-up to finish.
 *
 * - SET_USER: who is signed in; the worker keeps report PDFs for that user only and deletes the
 *   PDF caches of anyone else.
 * - CLEAR_USER_DATA: sign-out; the worker deletes every cached report PDF.
 * - SKIP_WAITING: the user chose to reload into a new version (sent by workbox-window).
 */
export type ServiceWorkerMessage =
  | { type: 'SET_USER'; userId: string }
  | { type: 'CLEAR_USER_DATA' }
  | { type: 'SKIP_WAITING' };

/** The worker's reply on the message port. */
export interface ServiceWorkerReply {
  type: ServiceWorkerMessage['type'];
  ok: boolean;
}
