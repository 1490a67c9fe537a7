import { useMutationState, useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { newIdempotencyKey, queuedWriteFor, type QueuedWriteVariables } from './queued-write';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** One queued write as the list of waiting changes shows it. */
export interface WaitingChange {
  mutationId: number;
  label: string;
  /** When the user made the change (kept through reloads). */
  madeAt: number;
  /**
   * waiting: not landed yet (offline, no answer, or being sent: tried again with no end);
   * refused: the server said no; failed: the app could not send it (a fault while sending, not
   * an answer from the server).
   */
  state: 'waiting' | 'refused' | 'failed';
  /** The server's reason, for refused writes. */
  reason?: string;
  status?: number;
  /** For a 409 version conflict: the row as it is now on the server. */
  current?: Record<string, unknown>;
  variables: QueuedWriteVariables & Record<string, unknown>;
  editPath?: string;
}

/** Delete a write from the outbox (its code is loaded after the first page, like the outbox's sync). */
const forgetWrite = (key: string) =>
  import('./outbox-sync').then(
    (outbox) => outbox.forgetWrite(key),
    (error: unknown) => console.error('Could not forget the change', error),
  );

const isQueued = (mutation: AnyMutation) =>
  mutation.meta?.queued === true && (mutation.state.status === 'pending' || mutation.state.status === 'error');

/** A restored write's error is plain data (JSON in IndexedDB); a live one is an ApiError or TypeError. */
function describeError(error: unknown): Pick<WaitingChange, 'state' | 'reason' | 'status' | 'current'> {
  const status = error instanceof ApiError ? error.status : (error as { status?: number } | null)?.status;
  // No status: not an answer from the server (a fault in the app while sending): shown as failed.
  if (typeof status !== 'number' || status === 0) return { state: 'failed', reason: (error as { message?: string } | null)?.message || 'Could not send it.' };
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

/**
 * Send a refused or failed write again, optionally with changed variables (e.g. the newer version).
 * A write the server answered is sent under a new idempotency key: the server keeps its answer for
 * the old key and would only repeat the refusal (a refused write changed nothing, so this is safe).
 */
export function retryChange(client: QueryClient, mutationId: number, variables?: Record<string, unknown>): void {
  const old = findMutation(client, mutationId);
  if (!old) return;
  const before = old.state.variables as QueuedWriteVariables;
  const answered = old.state.status === 'error' && describeError(old.state.error).state === 'refused';
  const next = { ...before, ...variables, ...(answered ? { idempotencyKey: newIdempotencyKey() } : {}) } as QueuedWriteVariables;
  const cache = client.getMutationCache();
  const mutation = cache.build(client, { mutationKey: old.options.mutationKey });
  cache.remove(old);
  if (next.idempotencyKey !== before.idempotencyKey) void forgetWrite(before.idempotencyKey);
  // The failure is shown in the list (meta.queued); nothing else to do with the rejection here.
  mutation.execute(next).catch(() => {});
}

/** Drop a waiting, refused or failed write (the user chose to): from memory and from the outbox. */
export function discardChange(client: QueryClient, mutationId: number): void {
  const mutation = findMutation(client, mutationId);
  if (!mutation) return;
  client.getMutationCache().remove(mutation);
  const key = (mutation.state.variables as Partial<QueuedWriteVariables> | undefined)?.idempotencyKey;
  if (key) void forgetWrite(key);
}

/** Drop the write with this idempotency key (a form that shows the refusal itself). */
export function discardChangeByKey(client: QueryClient, idempotencyKey: string): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) {
    if ((mutation.state.variables as Partial<QueuedWriteVariables> | undefined)?.idempotencyKey === idempotencyKey) {
      cache.remove(mutation);
    }
  }
  void forgetWrite(idempotencyKey);
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
