import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { OFFLINE_CACHE } from '@/shared/constants';
import { queryCacheKey, takeEarlyCacheRead } from './early-cache-read';
import { BUILD_ID } from '../app-version';

/** Whose cache: the signed-in user's id, or VISITOR for a signed-out visitor (the contact form). */
export const VISITOR = 'visitor';

export { queryCacheKey };

/**
 * Owners whose cache was deleted (sign-out): a throttled save that was already scheduled must not
 * write their data back after the deletion.
 */
const closedOwners = new Set<string>();

/** IndexedDB through idb-keyval, as the persister's async storage. */
const idbStorage = {
  getItem: async (key: string) => (await (takeEarlyCacheRead(key) ?? get<string>(key))) ?? null,
  setItem: async (key: string, value: string) => {
    if (closedOwners.has(key)) return;
    await set(key, value);
  },
  removeItem: (key: string) => del(key),
};

const persisters = new Map<string, Persister>();

function persisterFor(owner: string): Persister {
  let persister = persisters.get(owner);
  if (!persister) {
    persister = createAsyncStoragePersister({
      storage: idbStorage,
      key: queryCacheKey(owner),
      throttleTime: OFFLINE_CACHE.throttleMs,
    });
    persisters.set(owner, persister);
  }
  return persister;
}

/**
 * What is stored for one owner: only queries marked `meta: { persist: true }` that hold data.
 * Restored for 24 h, and never across builds. Writes are not in it: they live in the outbox
 * (src/lib/offline/outbox.ts), which has no age limit and outlives builds (docs/offline.md).
 */
export function persistOptionsFor(owner: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  closedOwners.delete(queryCacheKey(owner));
  return {
    persister: persisterFor(owner),
    maxAge: OFFLINE_CACHE.maxAgeMs,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success',
      shouldDehydrateMutation: () => false,
    },
  };
}

let currentOwner = VISITOR;

/** The performance mark set when the persisted cache has been read back (restored or found empty). */
const CACHE_RESTORED_MARK = 'paintqa:query-cache-restored';

/** A persister whose read marks, for bench/offline-restore.mjs, when the IndexedDB read and parse end. */
function markingRestore(persister: Persister, keep: () => boolean = () => true): Persister['restoreClient'] {
  return async () => {
    const restored = await persister.restoreClient();
    performance.mark(CACHE_RESTORED_MARK);
    return keep() ? restored : undefined;
  };
}

/** The restore started at boot (restoreCacheEarly), until the provider takes it over. */
interface EarlyRestore {
  owner: string;
  /** False once the stored session turned out to be someone else's: its data must not land. */
  wanted: boolean;
  /** The provider's restore has waited for it (it hydrates once). */
  adopted: boolean;
  restored: Promise<void>;
}

let early: EarlyRestore | null = null;

/**
 * Restore `owner`'s cache into the client now, before anything renders: the app calls it at boot
 * with the stored session's user, so the read runs while the auth client and the page's code load.
 * The provider's own restore then waits for this one instead of reading again (hydrating twice
 * would duplicate the waiting writes).
 */
export function restoreCacheEarly(queryClient: QueryClient, owner: string): Promise<void> {
  setCacheOwner(owner);
  const options = persistOptionsFor(owner);
  const started: EarlyRestore = { owner, wanted: true, adopted: false, restored: Promise.resolve() };
  const persister = { ...options.persister, restoreClient: markingRestore(options.persister, () => started.wanted) };
  started.restored = persistQueryClientRestore({ queryClient, ...options, persister });
  early = started;
  return started.restored;
}

/** Whose cache the boot restored (restoreCacheEarly), or null. */
export function ownerRestoredEarly(): string | null {
  return early?.owner ?? null;
}

/** The stored session was not the user's after all: what the boot restored must not land. */
export function discardEarlyRestore(): void {
  if (early) early.wanted = false;
}

/**
 * The options the app's PersistQueryClientProvider gets: they always read and write the current
 * owner's cache (setCacheOwner), so a sign-in or sign-out switches caches without remounting the
 * app under the provider (which would lose, say, an open dialog).
 */
export const currentOwnerPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  ...persistOptionsFor(VISITOR),
  persister: {
    persistClient: (client) => persisterFor(currentOwner).persistClient(client),
    restoreClient: async () => {
      if (early?.owner === currentOwner && early.wanted && !early.adopted) {
        early.adopted = true;
        await early.restored;
        return undefined; // already in the query client
      }
      return markingRestore(persisterFor(currentOwner))();
    },
    removeClient: () => persisterFor(currentOwner).removeClient(),
  },
};

const promptPersisters = new Map<string, Persister>();

/**
 * Save the current owner's cache now, not after the throttle: a project just kept offline must be
 * in IndexedDB before the user can close the app.
 */
export function saveCacheNow(queryClient: QueryClient): Promise<void> {
  const owner = currentOwner;
  let persister = promptPersisters.get(owner);
  if (!persister) {
    persister = createAsyncStoragePersister({ storage: idbStorage, key: queryCacheKey(owner), throttleTime: 0 });
    promptPersisters.set(owner, persister);
  }
  return persistQueryClientSave({ queryClient, ...currentOwnerPersistOptions, persister });
}

/** Whose cache the app reads and writes from now on. */
export function setCacheOwner(owner: string): void {
  closedOwners.delete(queryCacheKey(owner));
  currentOwner = owner;
}

/** Delete an owner's persisted cache, and keep pending saves from writing it again. */
export async function deletePersistedCache(owner: string): Promise<void> {
  closedOwners.add(queryCacheKey(owner));
  await del(queryCacheKey(owner));
}

/** The IndexedDB keys of every persisted cache (the settings page and tests list them). */
export async function persistedCacheKeys(): Promise<string[]> {
  return (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(OFFLINE_CACHE.keyPrefix));
}
