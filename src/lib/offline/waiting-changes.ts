import { onlineManager, useMutationState, useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { isNetworkFailure } from '../query/query-client';
import { queuedWriteFor, type QueuedWriteVariables } from './queued-write';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** One queued write as the list of waiting changes shows it. */
export interface WaitingChange {
  mutationId: number;
  label: string;
  /** When the user made the change (kept through reloads). */
  madeAt: number;
  /** waiting: not sent yet (offline, or being sent); refused: the server said no; failed: no connection after retries. */
  state: 'waiting' | 'refused' | 'failed';
  /** The server's reason, for refused writes. */
  reason?: string;
  status?: number;
  /** For a 409 version conflict: the row as it is now on the server. */
  current?: Record<string, unknown>;
  variables: QueuedWriteVariables & Record<string, unknown>;
  editPath?: string;
}

const isQueued = (mutation: AnyMutation) =>
  mutation.meta?.queued === true && (mutation.state.status === 'pending' || mutation.state.status === 'error');

/** A restored write's error is plain data (JSON in IndexedDB); a live one is an ApiError or TypeError. */
function describeError(error: unknown): Pick<WaitingChange, 'state' | 'reason' | 'status' | 'current'> {
  const status = error instanceof ApiError ? error.status : (error as { status?: number } | null)?.status;
  if (typeof status !== 'number') return { state: 'failed', reason: 'Could not reach the server.' };
  const data = (error as { data?: unknown }).data as { current?: Record<string, unknown> } | undefined;
  return { state: 'refused', status, reason: (error as { message?: string }).message, current: data?.current };
}

function toWaitingChange(mutation: AnyMutation): WaitingChange {
  const variables = (mutation.state.variables ?? {}) as WaitingChange['variables'];
  const write = queuedWriteFor(mutation.options.mutationKey);
  return {
    mutationId: mutation.mutationId,
    label: write?.describe(variables as never) ?? 'A change',
    madeAt: mutation.state.submittedAt,
    ...(mutation.state.status === 'error' ? describeError(mutation.state.error) : { state: 'waiting' as const }),
    variables,
    editPath: write?.editPath,
  };
}

const oldestFirst = (a: WaitingChange, b: WaitingChange) => a.madeAt - b.madeAt;

/** The queued writes not yet landed, oldest first. */
export function useWaitingChanges(): WaitingChange[] {
  return useMutationState({ filters: { predicate: isQueued }, select: toWaitingChange }).sort(oldestFirst);
}

/** The same list outside React (tests, the sign-out check). */
export function listWaitingChanges(client: QueryClient): WaitingChange[] {
  return client.getMutationCache().findAll({ predicate: isQueued }).map(toWaitingChange).sort(oldestFirst);
}

function findMutation(client: QueryClient, mutationId: number) {
  return client
    .getMutationCache()
    .getAll()
    .find((mutation) => mutation.mutationId === mutationId);
}

/** The question asked before a sign-out would drop writes not yet sent (they need the session). */
export function signOutWithWaitingChangesQuestion(count: number): string {
  const what = count === 1 ? '1 change is' : `${count} changes are`;
  return `${what} still waiting to sync and will be lost if you sign out now. Sign out anyway?`;
}

/** Send a refused or failed write again, optionally with changed variables (e.g. the newer version). */
export function retryChange(client: QueryClient, mutationId: number, variables?: Record<string, unknown>): void {
  const old = findMutation(client, mutationId);
  if (!old) return;
  const cache = client.getMutationCache();
  const next = cache.build(client, { mutationKey: old.options.mutationKey });
  cache.remove(old);
  // The failure is shown in the list (meta.queued); nothing else to do with the rejection here.
  next.execute(variables ?? old.state.variables).catch(() => {});
}

/** Drop a waiting, refused or failed write (the user chose to). */
export function discardChange(client: QueryClient, mutationId: number): void {
  const mutation = findMutation(client, mutationId);
  if (mutation) client.getMutationCache().remove(mutation);
}

/** Drop the write with this idempotency key (a form that shows the refusal itself). */
export function discardChangeByKey(client: QueryClient, idempotencyKey: string): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) {
    if ((mutation.state.variables as Partial<QueuedWriteVariables> | undefined)?.idempotencyKey === idempotencyKey) {
      cache.remove(mutation);
    }
  }
}

/** Actions on the list, bound to the app's query client. */
export function useWaitingChangeActions() {
  const client = useQueryClient();
  return {
    retry: (mutationId: number, variables?: Record<string, unknown>) => retryChange(client, mutationId, variables),
    discard: (mutationId: number) => discardChange(client, mutationId),
    discardByKey: (idempotencyKey: string) => discardChangeByKey(client, idempotencyKey),
  };
}

/** Send again the writes that gave up for want of a connection. */
function retryNetworkFailures(client: QueryClient): void {
  for (const mutation of client.getMutationCache().getAll()) {
    if (mutation.meta?.queued && mutation.state.status === 'error' && isNetworkFailure(mutation.state.error)) {
      retryChange(client, mutation.mutationId);
    }
  }
}

/**
 * Once the persisted cache is restored: send the writes that were waiting when the page closed.
 * (When the connection returns, the query client resumes paused writes itself.)
 */
export function resumeWaitingChanges(client: QueryClient): Promise<unknown> {
  return client.resumePausedMutations();
}

/**
 * Write the cache to IndexedDB as soon as a queued write starts waiting, is refused or lands (the
 * regular saves are throttled); returns the unsubscribe.
 */
export function saveWaitingChangesPromptly(client: QueryClient, save: (client: QueryClient) => Promise<void>): () => void {
  return client.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (event.type !== 'updated' || !mutation?.meta?.queued) return;
    if (mutation.state.isPaused || mutation.state.status === 'error' || mutation.state.status === 'success') {
      save(client).catch((error: unknown) => console.error('Could not save the waiting changes', error));
    }
  });
}

/** Each time the connection returns, retry the writes that failed for want of one; returns the unsubscribe. */
export function retryFailedChangesOnReconnect(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (online) retryNetworkFailures(client);
  });
}
