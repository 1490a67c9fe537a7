import type { BackendUser } from '@/shared/schemas/auth';
import { backendUserOf } from './sync-user';

/*
 * The last backend user (role, company) each user of this device was synced with
 * (docs/offline.md, "The right role offline"): an offline start, or a sync that finds no
 * connection, uses it instead of guessing the role, so an Inspector never gets the Admin app.
 * Refreshed by every sync; deleted by a sign-out the user asked for. In localStorage, per user:
 * read synchronously at start, before anything renders.
 */

const PREFIX = 'paintqa-backend-user:';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Remember the backend user that the auth user `userId` was synced with. */
export function rememberBackendUser(userId: string, user: BackendUser): void {
  try {
    storage()?.setItem(`${PREFIX}${userId}`, JSON.stringify({ user }));
  } catch {
    // Storage full or blocked: the role is then inferred offline, as for a new device.
  }
}

/** The remembered backend user of this auth user, or null (checked as a sync answer is). */
export function rememberedBackendUser(userId: string): BackendUser | null {
  try {
    const text = storage()?.getItem(`${PREFIX}${userId}`);
    if (!text) return null;
    return backendUserOf(JSON.parse(text));
  } catch {
    return null;
  }
}

export function forgetBackendUser(userId: string): void {
  try {
    storage()?.removeItem(`${PREFIX}${userId}`);
  } catch {
    // Nothing to forget.
  }
}
