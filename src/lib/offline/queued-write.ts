import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isNetworkFailure } from '../query/query-client';

/** Every queued write carries the key that makes its retries safe (server: Idempotency-Key). */
export interface QueuedWriteVariables {
  idempotencyKey: string;
}

/**
 * An offline-capable write (pwa.md, "Data offline"): registered once with `setMutationDefaults`,
 * so a write restored from IndexedDB after a reload knows how to send itself.
 */
export interface QueuedWrite<TVariables extends QueuedWriteVariables = QueuedWriteVariables, TResult = unknown> {
  /** The mutation key, [feature, action]. */
  key: readonly [string, string];
  /** What the user sees in the list of waiting changes, e.g. 'Message to the office: Inspections'. */
  describe(variables: TVariables): string;
  send(variables: TVariables): Promise<TResult>;
  /** Where a refused write can be edited: the page gets the write's variables as `location.state.draft`. */
  editPath?: string;
  /** Show the change at once in cached data (also while it waits offline). */
  applyOptimistically?(client: QueryClient, variables: TVariables): void;
  /** Queries to refetch once the write has landed (or been refused, to undo the optimistic change). */
  invalidates?: readonly QueryKey[];
}

/** A network failure is retried a few times (the key makes it safe); an answer from the server is final. */
const MAX_NETWORK_RETRIES = 3;

const registry = new Map<string, QueuedWrite>();
const registryKey = (key: readonly unknown[]) => JSON.stringify(key);

/** Define a queued write (typed); register it with registerQueuedWrites. */
export function defineQueuedWrite<TVariables extends QueuedWriteVariables, TResult>(
  write: QueuedWrite<TVariables, TResult>,
): QueuedWrite<TVariables, TResult> {
  return write;
}

/** Give each write's mutation key its function, retry rule and `meta.queued` (before resuming paused writes). */
export function registerQueuedWrites(client: QueryClient, writes: readonly QueuedWrite<never, unknown>[]): void {
  for (const write of writes as readonly QueuedWrite[]) {
    registry.set(registryKey(write.key), write);
    client.setMutationDefaults(write.key, {
      mutationFn: (variables: QueuedWriteVariables) => write.send(variables),
      onMutate: (variables: QueuedWriteVariables) => write.applyOptimistically?.(client, variables),
      onSettled: () => Promise.all((write.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
      retry: (failureCount, error) => isNetworkFailure(error) && failureCount < MAX_NETWORK_RETRIES,
      networkMode: 'online',
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
