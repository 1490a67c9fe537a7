import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { newIdempotencyKey, type QueuedWrite, type QueuedWriteVariables } from './queued-write';

/**
 * Use a registered queued write in a component. `send` adds a new idempotency key; offline, the
 * write waits (`isPaused`) and is listed under "changes waiting to sync" until it lands.
 */
export function useQueuedWrite<TVariables extends QueuedWriteVariables, TResult>(write: QueuedWrite<TVariables, TResult>) {
  const mutation = useMutation<TResult, Error, TVariables>({ mutationKey: write.key });
  const { mutate } = mutation;
  const send = useCallback(
    (variables: Omit<TVariables, 'idempotencyKey'>, options?: MutateOptions<TResult, Error, TVariables>) =>
      mutate({ ...variables, idempotencyKey: newIdempotencyKey() } as TVariables, options),
    [mutate],
  );
  return { ...mutation, send };
}
