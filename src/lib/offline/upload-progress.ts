import { useSyncExternalStore } from 'react';

/*
 * How far each upload of the session has gone, by upload id: a queued write sends the bytes
 * (possibly after a reload or a reconnect, docs/offline.md), and the screen that listed the file
 * shows its bar from here, whichever component started it.
 */

const sent = new Map<string, number>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Record that `loaded` of `total` bytes of upload `id` are sent. */
export function noteUploadProgress(id: string, loaded: number, total: number): void {
  sent.set(id, total > 0 ? Math.min(1, loaded / total) : 1);
  notify();
}

export function forgetUploadProgress(id: string): void {
  if (sent.delete(id)) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share of upload `id` sent (0 to 1), or null before its bytes start going. */
export function useUploadProgress(id: string): number | null {
  return useSyncExternalStore(subscribe, () => sent.get(id) ?? null);
}
