// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentOwnerPersistOptions,
  deletePersistedCache,
  discardEarlyRestore,
  ownerRestoredEarly,
  persistOptionsFor,
  queryCacheKey,
  restoreCacheEarly,
} from '@/lib/query/persistence';
import { readCacheEarly, takeEarlyCacheRead } from '@/lib/query/early-cache-read';
import { OFFLINE_CACHE } from '@/shared/constants';

const OWNER = 'user-early';

async function saveFor(owner: string, data: unknown) {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['products'], queryFn: async () => data, meta: { persist: true } });
  const before = await get<string>(queryCacheKey(owner));
  await persistQueryClientSave({ queryClient: client, ...persistOptionsFor(owner) });
  // The persister throttles its writes.
  await vi.waitFor(async () => expect(await get(queryCacheKey(owner))).not.toBe(before), { timeout: OFFLINE_CACHE.throttleMs * 3 });
}

/** The stored session's user's cache, read at boot before the provider mounts (docs/offline.md, Data offline). */
describe('the cache restored at boot', () => {
  afterEach(() => deletePersistedCache(OWNER));

  it('is in the query client before the provider restores, which then does not read or hydrate again', async () => {
    await saveFor(OWNER, ['at boot']);
    const client = new QueryClient();
    await restoreCacheEarly(client, OWNER);
    expect(ownerRestoredEarly()).toBe(OWNER);
    expect(client.getQueryData(['products'])).toEqual(['at boot']);

    // A newer copy stored meanwhile: the provider's restore takes the boot's over, not this one.
    await saveFor(OWNER, ['newer']);
    await persistQueryClientRestore({ queryClient: client, ...currentOwnerPersistOptions });
    expect(client.getQueryData(['products'])).toEqual(['at boot']);

    // Later restores (a change of owner and back) read IndexedDB again.
    await persistQueryClientRestore({ queryClient: client, ...currentOwnerPersistOptions });
    expect(client.getQueryData(['products'])).toEqual(['newer']);
  });

  it('does not land when discarded (the stored session was not the user)', async () => {
    await saveFor(OWNER, ['someone else']);
    const client = new QueryClient();
    const restoring = restoreCacheEarly(client, OWNER);
    discardEarlyRestore();
    await restoring;
    expect(client.getQueryData(['products'])).toBeUndefined();
  });

  it('uses the read the entry script started, once', async () => {
    await saveFor(OWNER, ['read by the entry']);
    readCacheEarly(OWNER);
    // Stored after the entry's read started: the boot restore shows what the entry read.
    await saveFor(OWNER, ['stored later']);
    const client = new QueryClient();
    await restoreCacheEarly(client, OWNER);
    expect(client.getQueryData(['products'])).toEqual(['read by the entry']);
    expect(takeEarlyCacheRead(queryCacheKey(OWNER))).toBeUndefined();
  });
});
