/*
 * Writes set aside because their user is no longer the one signed in on this device (the session
 * expired, or another user signed in): they stay in the outbox, but a try of them that was already
 * under way must not be sent with someone else's session. Feature-free, so queued-write.ts and the
 * outbox's sync can both use it.
 */

const detachedKeys = new Set<string>();

/** Thrown by a try of a set-aside write; never shown, never stored as a refusal. */
export class WriteDetachedError extends Error {
  constructor() {
    super('This change belongs to a user who is not signed in on this device now.');
    this.name = 'WriteDetachedError';
  }
}

export function markWriteDetached(key: string): void {
  detachedKeys.add(key);
}

export function markWriteAttached(key: string): void {
  detachedKeys.delete(key);
}

export function isWriteDetached(key: string): boolean {
  return detachedKeys.has(key);
}
