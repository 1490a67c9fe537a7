import { hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { BUILD_ID } from '../app-version';
import {
  deleteOutboxRecord,
  deleteOutboxRecordsOf,
  migrateOutbox,
  OUTBOX_FORMAT,
  outboxRecordsOf,
  putOutboxRecord,
  type OutboxRecord,
  type StoredRefusal,
} from './outbox';
import { markWriteAttached, markWriteDetached, WriteDetachedError } from './outbox-owner';
import { requestPersistentStorage } from './persistent-storage';
import type { QueuedWriteVariables } from './queued-write';

/*
 * Keeps the outbox (./outbox.ts) in step with the query client's queued writes (docs/offline.md,
 * "Waiting writes"): a write is stored as soon as it starts (before its request goes out), updated
 * when refused, deleted when it lands. Only the signed-in user's writes are in memory: when the
 * session ends or another user signs in, that user's writes are set aside (still stored, never
 * sent with another session) and come back when the same user signs in again. A signed-out
 * visitor's writes (the contact form) carry over to the user who signs in.
 */

/** The owner of a signed-out visitor's writes (the same name as the persisted cache's). */
const VISITOR = 'visitor';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

let currentOwner: string | null = null;
const ownerOf = new WeakMap<AnyMutation, string>();
/** What was last stored for a write (owner and state), so an unchanged event writes nothing. */
const storedAs = new WeakMap<AnyMutation, string>();
/** Writes taken out of memory for another user: their events no longer touch the outbox. */
const setAside = new WeakSet<AnyMutation>();

// One chain for every outbox change, so a write's "stored" always lands before its "delete".
let chain: Promise<void> = Promise.resolve();
function enqueue(task: () => Promise<unknown>): Promise<void> {
  const next = chain.then(task).then(
    () => undefined,
    (error: unknown) => console.error('Could not update the waiting changes', error),
  );
  chain = next;
  return next;
}

let migration: Promise<unknown> | null = null;
/** Move writes stored by an older release into the outbox, once per page. */
function migrated(): Promise<unknown> {
  migration ??= migrateOutbox().catch((error: unknown) => console.error('Could not move the older waiting changes', error));
  return migration;
}

const keyOf = (mutation: AnyMutation) => (mutation.state.variables as Partial<QueuedWriteVariables> | undefined)?.idempotencyKey;

function refusalOf(error: unknown): StoredRefusal {
  if (error instanceof ApiError) return { status: error.status, message: error.message, data: error.data };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

function recordOf(mutation: AnyMutation, owner: string, key: string): OutboxRecord {
  const refused = mutation.state.status === 'error';
  return {
    format: OUTBOX_FORMAT,
    id: key,
    owner,
    mutationKey: mutation.options.mutationKey ?? [],
    variables: mutation.state.variables as OutboxRecord['variables'],
    madeAt: mutation.state.submittedAt || Date.now(),
    buildId: BUILD_ID,
    refusal: refused ? refusalOf(mutation.state.error) : null,
  };
}

/** What is stored of a write, in short: whose it is and whether (and why) it was refused. */
const signatureOf = (owner: string, refusal: StoredRefusal | null) => `${owner}|${refusal ? `${refusal.status} ${refusal.message}` : 'waiting'}`;

function store(mutation: AnyMutation, owner: string): void {
  const key = keyOf(mutation);
  const { status, error } = mutation.state;
  if (!key || (status !== 'pending' && status !== 'error')) return;
  if (status === 'error' && error instanceof WriteDetachedError) return;
  const record = recordOf(mutation, owner, key);
  const signature = signatureOf(owner, record.refusal);
  if (storedAs.get(mutation) === signature) return;
  storedAs.set(mutation, signature);
  void enqueue(() => putOutboxRecord(record));
}

/** Take a write out of memory, still stored: its events no longer touch the outbox, a try under way is not sent. */
function setAsideWrite(client: QueryClient, mutation: AnyMutation): void {
  setAside.add(mutation);
  const key = keyOf(mutation);
  if (key) markWriteDetached(key);
  client.getMutationCache().remove(mutation);
}

/** Follow the queued writes of the client into the outbox; returns the unsubscribe. */
export function connectOutbox(client: QueryClient): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const mutation = event.mutation as AnyMutation | undefined;
    if (!mutation?.meta?.queued || setAside.has(mutation)) return;
    let owner = ownerOf.get(mutation);
    if (!owner) {
      owner = currentOwner ?? VISITOR;
      ownerOf.set(mutation, owner);
    }
    const key = keyOf(mutation);
    if (!key) return;
    if (mutation.state.status === 'success') {
      storedAs.delete(mutation);
      void enqueue(() => deleteOutboxRecord(key));
      return;
    }
    // Something is waiting for the connection: ask the browser not to evict it.
    if (mutation.state.isPaused || mutation.state.failureCount > 0) void requestPersistentStorage();
    store(mutation, owner);
  });
}

/** A stored refusal as the error the list of waiting changes reads (status, reason, current row). */
const refusalError = (refusal: StoredRefusal) => new ApiError(refusal.status, refusal.data ?? null, refusal.message);

/**
 * Put `owner`'s stored writes into the query client (those not there already) and send the
 * waiting ones. The writes of format 1 are moved into the outbox first.
 */
export async function restoreOutbox(client: QueryClient, owner: string): Promise<void> {
  await migrated();
  await chain;
  const records = await outboxRecordsOf(owner);
  if (currentOwner !== owner) return;
  const cache = client.getMutationCache();
  const present = new Set(cache.getAll().map(keyOf));
  const missing = records.filter((record) => !present.has(record.id));
  if (missing.length) {
    for (const record of missing) markWriteAttached(record.id);
    hydrate(client, {
      queries: [],
      mutations: missing.map((record) => ({
        mutationKey: record.mutationKey as unknown[],
        meta: { queued: true },
        state: {
          context: undefined,
          data: undefined,
          error: record.refusal ? refusalError(record.refusal) : null,
          failureCount: 0,
          failureReason: null,
          isPaused: record.refusal === null,
          status: record.refusal ? 'error' : 'pending',
          variables: record.variables,
          submittedAt: record.madeAt,
        },
      })),
    });
    const byKey = new Map(missing.map((record) => [record.id, record]));
    for (const mutation of cache.getAll() as AnyMutation[]) {
      const key = keyOf(mutation);
      const record = key ? byKey.get(key) : undefined;
      if (!record || ownerOf.has(mutation)) continue;
      ownerOf.set(mutation, owner);
      storedAs.set(mutation, signatureOf(owner, record.refusal));
    }
  }
  await client.resumePausedMutations();
}

/**
 * The signed-in user changed (`next`: their id, or 'visitor'). Writes of anyone else leave memory
 * but stay stored; a visitor's become the new user's; then `next`'s stored writes are restored.
 */
export function setOutboxOwner(client: QueryClient, next: string): Promise<void> {
  const before = currentOwner;
  currentOwner = next;
  if (before === next) return Promise.resolve();
  for (const mutation of client.getMutationCache().getAll() as AnyMutation[]) {
    if (!mutation.meta?.queued || setAside.has(mutation)) continue;
    // No owner yet: made before the outbox was connected (its code loads after the first page).
    const owner = ownerOf.get(mutation) ?? before ?? next;
    if (owner === next || owner === VISITOR) {
      ownerOf.set(mutation, next);
      store(mutation, next);
    } else {
      setAsideWrite(client, mutation);
    }
  }
  return restoreOutbox(client, next);
}

/** Forget one write (the user discarded it, or a form shows its refusal itself). */
export function forgetWrite(key: string): Promise<void> {
  return enqueue(() => deleteOutboxRecord(key));
}

/**
 * Delete every write of `owner`, in memory and stored: a sign-out the user confirmed knowing
 * that waiting changes will be lost.
 */
export function deleteWritesOf(client: QueryClient, owner: string): Promise<void> {
  for (const mutation of client.getMutationCache().getAll() as AnyMutation[]) {
    if (!mutation.meta?.queued || setAside.has(mutation)) continue;
    if ((ownerOf.get(mutation) ?? currentOwner) === owner) setAsideWrite(client, mutation);
  }
  return enqueue(() => deleteOutboxRecordsOf(owner));
}

/** Wait until every outbox change so far is in IndexedDB (tests, and before a reload). */
export function outboxSettled(): Promise<void> {
  return enqueue(() => Promise.resolve());
}
