import { LIST_CACHE } from '../../shared/constants';

export interface ListCacheOptions {
  /** The tables the answers are read from: a change to any of them drops every entry. */
  tables: readonly string[];
  maxEntries?: number;
  maxAgeMs?: number;
  /** false: every `get` loads and nothing is kept (LIST_CACHE=false). */
  enabled?: boolean;
}

export interface ListCacheStats {
  /** Answers given without a query of their own (stored, or shared with a load under way). */
  hits: number;
  misses: number;
  entries: number;
}

export interface ListCache<T> {
  readonly tables: readonly string[];
  /** The answer kept under `key`, or `load()`'s, kept for the next caller; `hit` says which. */
  get(key: string, load: () => Promise<T>): Promise<{ value: T; hit: boolean }>;
  /** A database notification: drop every entry when the answers read `table`. */
  tableChanged(table: string): void;
  /** Drop every entry (a write through the API, or the notifications started again). */
  clear(): void;
  /** Keep nothing until `resume()`: a change could go unnoticed (no notification connection). */
  suspend(): void;
  resume(): void;
  stats(): ListCacheStats;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * A bounded cache of list answers (least recently used out first, `maxAgeMs` at most), emptied
 * whenever one of `tables` changes. An answer whose load began before the last change is handed
 * out but not kept, as it may predate the change; callers asking for the same key while a load is
 * under way share it.
 */
export function createListCache<T>(options: ListCacheOptions): ListCache<T> {
  const { tables, maxEntries = LIST_CACHE.maxEntries, maxAgeMs = LIST_CACHE.maxAgeMs, enabled = true } = options;
  /** In use order: the first key is the least recently used. */
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();
  /** Counts the clears: a load keeps its answer only if none happened while it ran. */
  let generation = 0;
  let suspended = !enabled;
  let hits = 0;
  let misses = 0;

  function freshEntry(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (Date.now() - entry.storedAt >= maxAgeMs) return undefined;
    entries.set(key, entry);
    return entry;
  }

  function keep(key: string, value: T) {
    entries.delete(key);
    entries.set(key, { value, storedAt: Date.now() });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  async function loadAndKeep(key: string, load: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    const pending = load();
    loading.set(key, pending);
    try {
      const value = await pending;
      if (startedIn === generation && !suspended) keep(key, value);
      return value;
    } finally {
      if (loading.get(key) === pending) loading.delete(key);
    }
  }

  function clear() {
    generation += 1;
    entries.clear();
    loading.clear();
  }

  return {
    tables,
    async get(key, load) {
      const entry = suspended ? undefined : freshEntry(key);
      const shared = suspended ? undefined : loading.get(key);
      if (entry || shared) {
        hits += 1;
        return { value: entry ? entry.value : await shared!, hit: true };
      }
      misses += 1;
      return { value: suspended ? await load() : await loadAndKeep(key, load), hit: false };
    },
    tableChanged(table) {
      if (tables.includes(table)) clear();
    },
    clear,
    suspend() {
      suspended = true;
      clear();
    },
    resume() {
      suspended = !enabled;
      clear();
    },
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}

/** Sorts an object's keys (not an array's items), so equal queries give equal keys. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A cache key from plain values (the viewer's scope, the parsed query): keys sorted, undefined left out. */
export function listCacheKey(...parts: unknown[]): string {
  return JSON.stringify(parts, sortedKeys);
}
