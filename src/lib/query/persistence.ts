import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { OFFLINE_CACHE } from '@/shared/constants';
import { queryCacheKey, takeEarlyCacheRead } from './early-cache-read';
import { APP_VERSION } from '../app-version';

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

/**
 * JSON that keeps errors: a refused write's reason, status and body (e.g. the server's current row
 * for a version conflict) must survive a reload, and JSON.stringify turns an Error into {}.
 */
export function serializeWithErrors(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Error)) return item;
    const { status, data } = item as Error & { status?: number; data?: unknown };
    return { name: item.name, message: item.message, status, data };
  });
}

/**
 * A queued write that is on its way when the cache is saved is stored as waiting: if the page
 * closes before the answer comes, the next start sends it again (its idempotency key makes a
 * second arrival harmless), instead of the write being lost with the page.
 */
export function inFlightWritesAsWaiting(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending' && !mutation.state.isPaused ? { ...mutation, state: { ...mutation.state, isPaused: true } } : mutation,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

/** How a persisted cache is written: in-flight writes as waiting, errors kept. */
const serializeCache = (client: PersistedClient) => serializeWithErrors(inFlightWritesAsWaiting(client));

const persisters = new Map<string, Persister>();

function persisterFor(owner: string): Persister {
  let persister = persisters.get(owner);
  if (!persister) {
    persister = createAsyncStoragePersister({
      storage: idbStorage,
      key: queryCacheKey(owner),
      throttleTime: OFFLINE_CACHE.throttleMs,
      serialize: serializeCache,
    });
    persisters.set(owner, persister);
  }
  return persister;
}

/**
 * What is stored for one owner: only queries marked `meta: { persist: true }` that hold data,
 * and the queued writes not yet answered (waiting, or on their way: inFlightWritesAsWaiting) or
 * refused by the server (kept until the user retries or discards them). Restored for 24 h, and
 * never across app versions.
 */
export function persistOptionsFor(owner: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  closedOwners.delete(queryCacheKey(owner));
  return {
    persister: persisterFor(owner),
    maxAge: OFFLINE_CACHE.maxAgeMs,
    buster: APP_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success',
      shouldDehydrateMutation: (mutation) =>
        mutation.state.isPaused ||
        (mutation.meta?.queued === true && (mutation.state.status === 'pending' || mutation.state.status === 'error')),
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
 * Save the current owner's cache now, not after the throttle: a write queued offline must be in
 * IndexedDB before the user can close the tab.
 */
export function saveCacheNow(queryClient: QueryClient): Promise<void> {
  const owner = currentOwner;
  let persister = promptPersisters.get(owner);
  if (!persister) {
    persister = createAsyncStoragePersister({ storage: idbStorage, key: queryCacheKey(owner), throttleTime: 0, serialize: serializeCache });
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
