import { createStore, del, entries, get, keys, set, setMany, type UseStore } from 'idb-keyval';
import { OFFLINE_CACHE } from '@/shared/constants';

/*
 * The outbox (docs/offline.md, "Waiting writes"): every queued write in IndexedDB, one record per
 * write keyed by its idempotency key, apart from the cache of fetched data. No expiry by age and no
 * build buster: a record is deleted only when the server accepted the write, when the user
 * discarded it, or when the user signed out after confirming that waiting changes will be lost.
 *
 * The stored format is versioned. Format 1 was no record at all: the writes lived inside the
 * persisted query cache (`paintqa-query-cache:<owner>` in idb-keyval's default store), where its
 * 24 h age limit and build buster deleted them. `migrateOutbox` moves those into format 2 records
 * and takes them out of the cache, so a write queued by that release is sent, once, by this one.
 */

export const OUTBOX_DB = 'paintqa-outbox';
const OUTBOX_STORE = 'writes';
export const OUTBOX_FORMAT = 2;

/** The server's refusal of a write, kept with it (status, reason, body: a 409 carries the current row). */
export interface StoredRefusal {
  status: number;
  message: string;
  data?: unknown;
}

/** One waiting write as stored (format 2). */
export interface OutboxRecord {
  format: typeof OUTBOX_FORMAT;
  /** The write's idempotency key: the server recognises a second arrival by it. */
  id: string;
  /** The user whose session sends it (their id), or 'visitor' for a signed-out visitor's. */
  owner: string;
  /** The queued write's mutation key, [feature, action] (src/lib/offline/queued-write.ts). */
  mutationKey: readonly unknown[];
  variables: Record<string, unknown> & { idempotencyKey: string };
  /** When the user made it. */
  madeAt: number;
  /** The build that queued it (src/lib/app-version.ts). */
  buildId: string;
  /** Set when the server refused it: it stays until the user retries, edits or discards it. */
  refusal: StoredRefusal | null;
}

let store: UseStore | null = null;
function outboxStore(): UseStore {
  store ??= createStore(OUTBOX_DB, OUTBOX_STORE);
  return store;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored value as a current record, or null when it is not one. New formats add a step here,
 * from the oldest up, so a record written by any earlier release is still read.
 */
export function upgradeOutboxRecord(value: unknown): OutboxRecord | null {
  if (!isObject(value) || value.format !== OUTBOX_FORMAT) return null;
  const { id, owner, mutationKey, variables, madeAt } = value;
  if (typeof id !== 'string' || typeof owner !== 'string' || !Array.isArray(mutationKey) || !isObject(variables)) return null;
  if (variables.idempotencyKey !== id || typeof madeAt !== 'number') return null;
  return value as unknown as OutboxRecord;
}

/** Keep (or update) one write. */
export function putOutboxRecord(record: OutboxRecord): Promise<void> {
  return set(record.id, record, outboxStore());
}

/** Forget one write (it landed, or the user discarded it). */
export function deleteOutboxRecord(id: string): Promise<void> {
  return del(id, outboxStore());
}

export async function getOutboxRecord(id: string): Promise<OutboxRecord | null> {
  return upgradeOutboxRecord(await get(id, outboxStore()));
}

/** One owner's writes, oldest first. */
export async function outboxRecordsOf(owner: string): Promise<OutboxRecord[]> {
  const all = await entries(outboxStore());
  return all
    .map(([, value]) => upgradeOutboxRecord(value))
    .filter((record): record is OutboxRecord => record !== null && record.owner === owner)
    .sort((a, b) => a.madeAt - b.madeAt);
}

/** Delete every write of one owner (a sign-out the user confirmed). */
export async function deleteOutboxRecordsOf(owner: string): Promise<void> {
  const records = await outboxRecordsOf(owner);
  await Promise.all(records.map((record) => deleteOutboxRecord(record.id)));
}

/** A mutation as format 1 stored it: TanStack Query's dehydrated mutation inside the query cache. */
interface LegacyMutation {
  mutationKey?: unknown;
  state?: { status?: string; isPaused?: boolean; variables?: unknown; submittedAt?: number; error?: unknown };
}

function legacyRefusal(error: unknown): StoredRefusal | null {
  if (!isObject(error) || typeof error.status !== 'number') return null;
  return { status: error.status, message: typeof error.message === 'string' ? error.message : '', data: error.data };
}

/** The format 2 record of one format 1 write, or null when it was not a write waiting or refused. */
export function recordFromLegacyMutation(mutation: LegacyMutation, owner: string, buildId: string): OutboxRecord | null {
  const state = mutation.state;
  const variables = state?.variables;
  if (!state || !Array.isArray(mutation.mutationKey) || !isObject(variables) || typeof variables.idempotencyKey !== 'string') return null;
  const waiting = state.status === 'pending' || state.isPaused === true;
  const refusal = state.status === 'error' ? legacyRefusal(state.error) : null;
  // A network failure (no status) is waiting again; a success has nothing left to send.
  if (!waiting && state.status !== 'error') return null;
  return {
    format: OUTBOX_FORMAT,
    id: variables.idempotencyKey,
    owner,
    mutationKey: mutation.mutationKey,
    variables: variables as OutboxRecord['variables'],
    madeAt: typeof state.submittedAt === 'number' && state.submittedAt > 0 ? state.submittedAt : Date.now(),
    buildId,
    refusal,
  };
}

/**
 * Move format 1 writes into the outbox: read every persisted query cache whatever its age or
 * build, keep its writes as records (an existing record wins: it is newer), and write the cache
 * back without them, so they are never restored twice. Safe to run at every start.
 */
export async function migrateOutbox(legacyBuildId = 'format-1'): Promise<number> {
  const cacheKeys = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(OFFLINE_CACHE.keyPrefix));
  let moved = 0;
  for (const cacheKey of cacheKeys) {
    const text = await get<unknown>(cacheKey);
    if (typeof text !== 'string') continue;
    let cache: { clientState?: { mutations?: LegacyMutation[] } };
    try {
      cache = JSON.parse(text) as typeof cache;
    } catch {
      continue;
    }
    const mutations = cache.clientState?.mutations;
    if (!Array.isArray(mutations) || mutations.length === 0) continue;
    const owner = cacheKey.slice(OFFLINE_CACHE.keyPrefix.length);
    const records = mutations
      .map((mutation) => recordFromLegacyMutation(mutation, owner, legacyBuildId))
      .filter((record): record is OutboxRecord => record !== null);
    const fresh: [string, OutboxRecord][] = [];
    for (const record of records) if (!(await getOutboxRecord(record.id))) fresh.push([record.id, record]);
    // Records first, then the cache without its writes: a crash between the two leaves the writes
    // in both places, and the records' idempotency keys make the second copy the same write.
    if (fresh.length) await setMany(fresh, outboxStore());
    await set(cacheKey, JSON.stringify({ ...cache, clientState: { ...cache.clientState, mutations: [] } }));
    moved += fresh.length;
  }
  return moved;
}
