import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isWaitingWrite, newIdempotencyKey, type QueuedWrite, type QueuedWriteVariables } from './queued-write';

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
