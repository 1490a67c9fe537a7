import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type MutateOptions,
  type MutationMeta,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { isWaitingWrite, newIdempotencyKey, type QueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';

/*
 * The one way the browser writes to the API (docs/architecture.md, "Browser data"): online writes
 * through useApiMutation, offline-capable ones through useQueuedWrite (their sending, retries and
 * invalidation are registered once in src/lib/offline/queued-write.ts). Toasts come from the
 * mutation cache (src/lib/query/query-client.ts): `meta.successMessage`, and the error unless
 * `silent`.
 */

/** What a write refreshes: a key from a resource's keys.ts, or filters over one (a key and a predicate). */
export type Invalidation = QueryKey | InvalidateQueryFilters;

/** The write's own idempotency key: new for each user action (each mutate call). */
export interface WriteContext {
  idempotencyKey: string;
}

export interface ApiMutationOptions<TResult, TVariables>
  extends Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn' | 'meta' | 'onSuccess' | 'onError'> {
  /** Send the write; `write.idempotencyKey` goes to apiClient's `idempotencyKey` when the endpoint takes one. */
  mutationFn: (variables: TVariables, write: WriteContext) => Promise<TResult>;
  /** Queries to refetch once the write has landed, through the resources' key factories. */
  invalidates?: (variables: TVariables, result: TResult) => readonly Invalidation[];
  /** Queries to refetch after a refusal (e.g. a 409: the data moved on meanwhile). */
  invalidatesOnError?: (error: Error, variables: TVariables) => readonly Invalidation[];
  /** Runs before the invalidation (e.g. put the answer in a detail cache). */
  onSuccess?: (result: TResult, variables: TVariables, client: QueryClient) => unknown;
  onError?: (error: Error, variables: TVariables, client: QueryClient) => unknown;
  /** The toasts; `silent` by default: most forms show a refusal in place. */
  meta?: MutationMeta;
}

/** Refetch what the invalidations name (and wait for it, so a pending button covers the refresh). */
export function invalidate(client: QueryClient, invalidations: readonly Invalidation[]): Promise<unknown> {
  return Promise.all(invalidations.map((item) => client.invalidateQueries(Array.isArray(item) ? { queryKey: item as QueryKey } : (item as InvalidateQueryFilters))));
}

/** An online write (a desk action): one try, its idempotency key, its invalidation and its toasts. */
export function useApiMutation<TResult, TVariables = void>({ mutationFn, invalidates, invalidatesOnError, onSuccess, onError, meta, ...options }: ApiMutationOptions<TResult, TVariables>) {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, { idempotencyKey: newIdempotencyKey() }),
    meta: meta ?? { silent: true },
    onSuccess: async (result, variables) => {
      await onSuccess?.(result, variables, client);
      await invalidate(client, invalidates?.(variables, result) ?? []);
    },
    onError: async (error, variables) => {
      await onError?.(error, variables, client);
      await invalidate(client, invalidatesOnError?.(error, variables) ?? []);
    },
  });
}

/**
 * Use a registered queued write in a component. `send` adds a new idempotency key. `isWaiting`:
 * the write is kept and waits for the connection (offline, or no answer yet: it is tried again),
 * listed under "changes waiting to sync" until it lands; the form may let go of it.
 */
export function useQueuedWrite<TVariables extends QueuedWriteVariables, TResult>(write: QueuedWrite<TVariables, TResult>) {
  const mutation = useMutation<TResult, Error, TVariables>({ mutationKey: write.key });
  const { mutate } = mutation;
  const send = useCallback(
    (variables: Omit<TVariables, 'idempotencyKey'>, options?: MutateOptions<TResult, Error, TVariables>) =>
      mutate({ ...variables, idempotencyKey: newIdempotencyKey() } as TVariables, options),
    [mutate],
  );
  const isWaiting = isWaitingWrite({ status: mutation.status, isPaused: mutation.isPaused, failureCount: mutation.failureCount });
  return { ...mutation, send, isWaiting };
}
