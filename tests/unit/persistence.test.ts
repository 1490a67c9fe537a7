// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '@/lib/app-version';
import {
  currentOwnerPersistOptions,
  deletePersistedCache,
  persistedCacheKeys,
  persistOptionsFor,
  queryCacheKey,
  setCacheOwner,
  VISITOR,
} from '@/lib/query/persistence';
import { OFFLINE_CACHE } from '@/shared/constants';

/** The persisted query cache in IndexedDB (idb-keyval over fake-indexeddb): per user, 24 h, per version. */
describe('persisted query cache', () => {
  afterEach(async () => {
    for (const key of await persistedCacheKeys()) await deletePersistedCache(key.slice(OFFLINE_CACHE.keyPrefix.length));
    vi.useRealTimers();
  });

  async function saveFor(owner: string, data: unknown) {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['projects'], queryFn: async () => data, meta: { persist: true } });
    await client.prefetchQuery({ queryKey: ['secret'], queryFn: async () => 'not persisted' });
    await persistQueryClientSave({ queryClient: client, ...persistOptionsFor(owner) });
    // The persister throttles its writes.
    await vi.waitFor(async () => expect(await get(queryCacheKey(owner))).toBeDefined(), { timeout: OFFLINE_CACHE.throttleMs * 3 });
  }

  async function restoreFor(owner: string) {
    const client = new QueryClient();
    await persistQueryClientRestore({ queryClient: client, ...persistOptionsFor(owner) });
    return client;
  }

  it('keeps one cache per user, with only the queries marked persist', async () => {
    await saveFor('user-a', ['A-1']);
    await saveFor('user-b', ['B-1']);
    expect((await persistedCacheKeys()).sort()).toEqual([queryCacheKey('user-a'), queryCacheKey('user-b')]);

    const restored = await restoreFor('user-a');
    expect(restored.getQueryData(['projects'])).toEqual(['A-1']);
    expect(restored.getQueryData(['secret'])).toBeUndefined();
    const stored = JSON.parse((await get<string>(queryCacheKey('user-a')))!) as { buster: string };
    expect(stored.buster).toBe(BUILD_ID);
  });

  it('sign-out deletes that user\'s cache and a late save does not bring it back', async () => {
    await saveFor('user-a', ['A-1']);
    const client = new QueryClient();
    client.setQueryData(['projects'], ['late']);
    const options = persistOptionsFor('user-a');
    await deletePersistedCache('user-a');
    await persistQueryClientSave({ queryClient: client, ...options });
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_CACHE.throttleMs * 2));
    expect(await persistedCacheKeys()).toEqual([]);
  });

  it("the app's options follow the current owner, without a new provider", async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['projects'], queryFn: async () => ['for A'], meta: { persist: true } });
    setCacheOwner('user-a');
    await persistQueryClientSave({ queryClient: client, ...currentOwnerPersistOptions });
    await vi.waitFor(async () => expect(await get(queryCacheKey('user-a'))).toBeDefined());

    setCacheOwner('user-b');
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...currentOwnerPersistOptions });
    expect(restored.getQueryData(['projects'])).toBeUndefined();
    setCacheOwner('user-a');
    await persistQueryClientRestore({ queryClient: restored, ...currentOwnerPersistOptions });
    expect(restored.getQueryData(['projects'])).toEqual(['for A']);
    setCacheOwner(VISITOR);
  });

  it('does not restore a cache older than 24 h', async () => {
    await saveFor('user-a', ['A-1']);
    vi.useFakeTimers({ now: Date.now() + OFFLINE_CACHE.maxAgeMs + 1000, toFake: ['Date'] });
    const restored = await restoreFor('user-a');
    expect(restored.getQueryData(['projects'])).toBeUndefined();
  });

  it('keeps no write in the cache of fetched data: writes live in the outbox', async () => {
    const sending = new QueryClient();
    void sending
      .getMutationCache()
      .build(sending, { mutationKey: ['contact', 'send'], mutationFn: () => new Promise(() => {}), meta: { queued: true } })
      .execute({ idempotencyKey: 'k-1' });
    await sending.prefetchQuery({ queryKey: ['projects'], queryFn: async () => ['P-1'], meta: { persist: true } });
    await persistQueryClientSave({ queryClient: sending, ...persistOptionsFor('user-a') });
    await vi.waitFor(async () => expect(await get(queryCacheKey('user-a'))).toBeDefined(), { timeout: OFFLINE_CACHE.throttleMs * 3 });
    const stored = JSON.parse((await get<string>(queryCacheKey('user-a')))!) as { clientState: { mutations: unknown[]; queries: unknown[] } };
    expect(stored.clientState.mutations).toEqual([]);
    expect(stored.clientState.queries).toHaveLength(1);
  });
});
