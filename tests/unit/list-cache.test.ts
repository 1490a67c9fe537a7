import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListCache, listCacheKey } from '../../src/server/services/list-cache';

/** A loader that answers `name#n`, n counting its calls. */
function counter(name = 'answer') {
  let calls = 0;
  const load = vi.fn(async () => `${name}#${++calls}`);
  return load;
}

/** A load that finishes when the test says so. */
function deferred() {
  let finish!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { load: () => promise, finish };
}

describe('createListCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a second identical request from the cache, and counts hits and misses', async () => {
    const cache = createListCache<string>({ tables: ['projects'] });
    const load = counter();
    expect(await cache.get('k', load)).toEqual({ value: 'answer#1', hit: false });
    expect(await cache.get('k', load)).toEqual({ value: 'answer#1', hit: true });
    expect(await cache.get('other', load)).toEqual({ value: 'answer#2', hit: false });
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 2 });
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const cache = createListCache<string>({ tables: ['projects'], maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'A again'); // a is now the most recently used
    await cache.get('c', async () => 'C');
    expect((await cache.get('a', async () => 'A reloaded')).hit).toBe(true);
    expect((await cache.get('c', async () => 'C reloaded')).hit).toBe(true);
    expect(await cache.get('b', async () => 'B reloaded')).toEqual({ value: 'B reloaded', hit: false });
    expect(cache.stats().entries).toBe(2);
  });

  it('reloads an entry once it is maxAgeMs old', async () => {
    const cache = createListCache<string>({ tables: ['projects'], maxAgeMs: 1_000 });
    const load = counter();
    await cache.get('k', load);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toEqual({ value: 'answer#1', hit: true });
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toEqual({ value: 'answer#2', hit: false });
  });

  it('empties itself when a table it reads changes, and only then', async () => {
    const cache = createListCache<string>({ tables: ['projects', 'companies'] });
    const load = counter();
    await cache.get('k', load);
    cache.tableChanged('invoices');
    expect((await cache.get('k', load)).hit).toBe(true);
    cache.tableChanged('companies');
    expect(await cache.get('k', load)).toEqual({ value: 'answer#2', hit: false });
    cache.clear();
    expect(await cache.get('k', load)).toEqual({ value: 'answer#3', hit: false });
  });

  it('shares a load under way, and does not keep an answer whose load began before a change', async () => {
    const cache = createListCache<string>({ tables: ['projects'] });
    const slow = deferred();
    const first = cache.get('k', slow.load);
    const second = cache.get('k', async () => 'never called');
    cache.tableChanged('projects'); // the rows changed while the first load was reading them
    const afterChange = counter('fresh');
    const third = cache.get('k', afterChange);
    slow.finish('old rows');
    expect(await first).toEqual({ value: 'old rows', hit: false });
    expect(await second).toEqual({ value: 'old rows', hit: true });
    expect(await third).toEqual({ value: 'fresh#1', hit: false });
    expect(await cache.get('k', afterChange)).toEqual({ value: 'fresh#1', hit: true });
  });

  it('keeps nothing while suspended, and starts empty on resume', async () => {
    const cache = createListCache<string>({ tables: ['projects'] });
    const load = counter();
    await cache.get('k', load);
    cache.suspend();
    expect(await cache.get('k', load)).toEqual({ value: 'answer#2', hit: false });
    expect(await cache.get('k', load)).toEqual({ value: 'answer#3', hit: false });
    cache.resume();
    expect(await cache.get('k', load)).toEqual({ value: 'answer#4', hit: false });
    expect(await cache.get('k', load)).toEqual({ value: 'answer#4', hit: true });
  });

  it('loads every time when disabled, even after resume', async () => {
    const cache = createListCache<string>({ tables: ['projects'], enabled: false });
    const load = counter();
    cache.resume();
    for (let n = 1; n <= 3; n += 1) expect(await cache.get('k', load)).toEqual({ value: `answer#${n}`, hit: false });
    expect(cache.stats()).toEqual({ hits: 0, misses: 3, entries: 0 });
  });
});

describe('listCacheKey', () => {
  it('is the same for the same values in any key order, without undefined keys', () => {
    const viewer = { role: 'Client', companyId: 'c1' };
    expect(listCacheKey(viewer, { page: 1, sort: 'name', search: undefined })).toBe(listCacheKey({ companyId: 'c1', role: 'Client' }, { sort: 'name', page: 1 }));
    expect(listCacheKey(viewer, { page: 1 })).not.toBe(listCacheKey({ ...viewer, companyId: 'c2' }, { page: 1 }));
    expect(listCacheKey(viewer, { page: 1 })).not.toBe(listCacheKey({ role: 'Admin', companyId: null }, { page: 1 }));
  });
});
