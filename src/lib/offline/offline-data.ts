import type { QueryClient } from '@tanstack/react-query';
import { forgetBackendUser } from '../auth/remembered-user';
import { deleteFormDrafts } from '../forms/form-drafts';
import { clearServiceWorkerUserData, tellServiceWorkerUser } from '../pwa/service-worker-user';
import { deletePersistedCache, setCacheOwner } from '../query/persistence';
import { deleteKeptProjects } from './kept-projects';
import { deleteWritesOf } from './outbox-sync';
import { deleteStashedFiles } from './stashed-files';
import { listWaitingChanges } from './waiting-changes';

/** What this browser keeps for the site (every database and cache of the origin), from the Storage API. */
export interface OfflineStorageEstimate {
  usedBytes: number;
  /** What the browser would let the site keep, when it says. */
  quotaBytes: number | null;
}

/** The origin's storage use, or null where the browser does not tell (older Safari, some test browsers). */
export async function estimateOfflineStorage(): Promise<OfflineStorageEstimate | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const estimate = await navigator.storage.estimate();
  return { usedBytes: estimate.usage ?? 0, quotaBytes: estimate.quota ?? null };
}

export class WaitingChangesError extends Error {
  constructor(readonly count: number) {
    super(`${count === 1 ? 'A change is' : `${count} changes are`} still waiting to sync. Sync or discard ${count === 1 ? 'it' : 'them'} first, so nothing is lost.`);
  }
}

/**
 * Delete what the app keeps on this device for the signed-in user: the lists kept for offline
 * use, the projects kept offline and their photos, form drafts, files waiting to upload and the
 * report PDFs the service worker keeps. Refused
 * (WaitingChangesError) while a change waits to sync, since its files and data would be lost.
 * The user stays signed in; the lists load again from the server as they are opened.
 */
export async function clearOfflineData(client: QueryClient, owner: string): Promise<void> {
  const waiting = listWaitingChanges(client).length;
  if (waiting > 0) throw new WaitingChangesError(waiting);
  client.removeQueries({ predicate: (query) => query.meta?.persist === true });
  await deletePersistedCache(owner);
  // Saves were closed for the owner by the deletion; the cache of this session may be kept again.
  setCacheOwner(owner);
  await Promise.all([deleteFormDrafts(owner), deleteStashedFiles(owner), deleteKeptProjects(owner)]);
  await clearServiceWorkerUserData();
  await tellServiceWorkerUser(owner);
}

/**
 * A sign-out the user asked for (and confirmed, when changes were waiting): delete what this
 * device keeps of them that the end of a session alone keeps (docs/offline.md, "Sessions"): their
 * waiting writes, form drafts, files waiting to upload and remembered role. Their fetched data
 * and report PDFs go with any change of user (src/app/data-provider.tsx).
 */
export async function forgetUserOnDevice(client: QueryClient, owner: string): Promise<void> {
  forgetBackendUser(owner);
  await Promise.all([deleteWritesOf(client, owner), deleteFormDrafts(owner), deleteStashedFiles(owner)]);
}
