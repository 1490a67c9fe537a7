import { get } from 'idb-keyval';
import { OFFLINE_CACHE } from '@/shared/constants';

/** The IndexedDB key of one owner's persisted query cache (src/lib/query/persistence.ts). */
export const queryCacheKey = (owner: string) => `${OFFLINE_CACHE.keyPrefix}${owner}`;

const reads = new Map<string, Promise<string | undefined>>();

/**
 * Start reading an owner's persisted cache now, from the entry script, while the app's code still
 * loads: a page opened offline then renders from it sooner (docs/performance.md). The persister takes the
 * read over (takeEarlyCacheRead) instead of reading again.
 */
export function readCacheEarly(owner: string): void {
  const key = queryCacheKey(owner);
  if (!reads.has(key)) reads.set(key, get<string>(key));
}

/** The early read of `key`, once (later reads go to IndexedDB), or undefined if none was started. */
export function takeEarlyCacheRead(key: string): Promise<string | undefined> | undefined {
  const read = reads.get(key);
  reads.delete(key);
  return read;
}
