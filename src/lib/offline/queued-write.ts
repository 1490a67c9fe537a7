import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { MESSAGES } from '@/shared/messages';
import { ApiError } from '../api-client';
import { isNetworkFailure } from '../query/query-client';
import { isWriteDetached, WriteDetachedError } from './outbox-owner';
import { clearWriteFailures, noteWriteFailure, waitForRetryTurn } from './retry-backoff';

/** Every queued write carries the key that makes its retries safe (server: Idempotency-Key). */
export interface QueuedWriteVariables {
  idempotencyKey: string;
}

/**
 * An offline-capable write (docs/offline.md, "Waiting writes"): registered once with
 * `setMutationDefaults`, so a write restored from the outbox after a reload knows how to send itself.
 */
export interface QueuedWrite<TVariables extends QueuedWriteVariables = QueuedWriteVariables, TResult = unknown> {
  /** The mutation key, [feature, action]. */
  key: readonly [string, string];
  /** What the user sees in the list of waiting changes, e.g. 'Message to the office: Inspections'. */
  describe(variables: TVariables): string;
  send(variables: TVariables): Promise<TResult>;
  /** Where a refused write can be edited: the page gets the write's variables as `location.state.draft`. */
  editPath?: string;
  /** Show the change at once in cached data (also while it waits offline); may load its rules first. */
  applyOptimistically?(client: QueryClient, variables: TVariables): unknown;
  /** Queries to refetch once the write has landed (or been refused, to undo the optimistic change). */
  invalidates?: readonly QueryKey[];
}

/**
 * A failure that says nothing about the write itself, so it waits and is tried again, never shown
 * as refused: no connection or no answer (isNetworkFailure), or no session to send it with (the
 * session expired: it is sent once the same user signs in again).
 */
export function isWaitingFailure(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && (error.message === MESSAGES.noValidSession || error.message === MESSAGES.noActiveSession);
}

/**
 * Whether a queued write is waiting rather than being sent: paused while offline, or tried and
 * found no connection (or no answer) at least once, and now waiting for its next try.
 */
export function isWaitingWrite(state: { status: string; isPaused: boolean; failureCount: number }): boolean {
  return state.status === 'pending' && (state.isPaused || state.failureCount > 0);
}

const registry = new Map<string, QueuedWrite>();
const registryKey = (key: readonly unknown[]) => JSON.stringify(key);

/** Define a queued write (typed); register it with registerQueuedWrites. */
export function defineQueuedWrite<TVariables extends QueuedWriteVariables, TResult>(
  write: QueuedWrite<TVariables, TResult>,
): QueuedWrite<TVariables, TResult> {
  return write;
}

/** One try of a write: after its turn in the back-off, never for a user who is no longer here. */
async function sendOnce(write: QueuedWrite, variables: QueuedWriteVariables): Promise<unknown> {
  const key = variables.idempotencyKey;
  await waitForRetryTurn(key);
  if (isWriteDetached(key)) throw new WriteDetachedError();
  try {
    const result = await write.send(variables);
    clearWriteFailures(key);
    return result;
  } catch (error) {
    if (isWaitingFailure(error)) noteWriteFailure(key);
    else clearWriteFailures(key);
    throw error;
  }
}

/**
 * Give each write's mutation key its function, retry rule and `meta.queued` (before the outbox
 * restores waiting writes). A waiting failure is tried again with no end (the back-off spaces the
 * tries); an answer from the server is final. Kept in memory until settled (gcTime Infinity): a
 * refused write stays listed until the user acts on it.
 */
export function registerQueuedWrites(client: QueryClient, writes: readonly QueuedWrite<never, unknown>[]): void {
  for (const write of writes as readonly QueuedWrite[]) {
    registry.set(registryKey(write.key), write);
    client.setMutationDefaults(write.key, {
      mutationFn: (variables: QueuedWriteVariables) => sendOnce(write, variables),
      onMutate: (variables: QueuedWriteVariables) => write.applyOptimistically?.(client, variables),
      onSettled: () => Promise.all((write.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
      retry: (_failureCount, error) => isWaitingFailure(error),
      retryDelay: 0,
      networkMode: 'online',
      gcTime: Infinity,
      meta: { queued: true },
    });
  }
}

/** The registered write for a mutation key, if any. */
export function queuedWriteFor(key: readonly unknown[] | undefined): QueuedWrite | undefined {
  return key ? registry.get(registryKey(key)) : undefined;
}

/** A new idempotency key (a UUID; also outside secure contexts, where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
