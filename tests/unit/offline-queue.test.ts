// @vitest-environment jsdom
import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { defineQueuedWrite, newIdempotencyKey, registerQueuedWrites, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { discardChange, listWaitingChanges, retryChange } from '@/lib/offline/waiting-changes';
import { persistOptionsFor } from '@/lib/query/persistence';

interface NoteWrite extends QueuedWriteVariables {
  text: string;
  version?: number;
}

/**
 * The offline write queue (pwa.md, "Data offline") on a real query client: writes wait while
 * offline, land once when the connection returns, and a refusal stays listed with its reason.
 */
describe('queued writes', () => {
  let client: QueryClient;
  let send: ReturnType<typeof vi.fn<(variables: NoteWrite) => Promise<unknown>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
    client = new QueryClient();
    client.mount();
    send = vi.fn(async (variables: NoteWrite) => ({ saved: variables.text }));
    const note = defineQueuedWrite({ key: ['notes', 'add'], describe: (v: NoteWrite) => `Note: ${v.text}`, send: (v: NoteWrite) => send(v), editPath: '/notes' });
    registerQueuedWrites(client, [note]);
  });

  afterEach(() => {
    client.unmount();
    client.clear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  const write = (text: string) => {
    const mutation = client.getMutationCache().build(client, { mutationKey: ['notes', 'add'] });
    const variables = { text, idempotencyKey: newIdempotencyKey() };
    const done = mutation.execute(variables).catch((error: unknown) => error);
    return { mutation, variables, done };
  };

  it('waits while offline, is listed with the time it was made, and is sent exactly once on reconnect', async () => {
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    onlineManager.setOnline(false);
    const { mutation } = write('Primer coat checked');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(mutation.state.isPaused).toBe(true);
    const [waiting] = listWaitingChanges(client);
    expect(waiting).toMatchObject({ label: 'Note: Primer coat checked', state: 'waiting', madeAt: Date.parse('2026-11-23T09:00:00Z') });

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(mutation.state.status).toBe('success');
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('keeps a refused write with the server reason (no retry), and sends it again on Retry', async () => {
    send.mockRejectedValueOnce(new ApiError(400, { error: 'Message is too short' }, 'Message is too short'));
    const { done } = write('x');
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(send).toHaveBeenCalledTimes(1);
    const [refused] = listWaitingChanges(client);
    expect(refused).toMatchObject({ state: 'refused', status: 400, reason: 'Message is too short', editPath: '/notes' });

    retryChange(client, refused!.mutationId, { ...refused!.variables, text: 'A longer note' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.lastCall?.[0]).toMatchObject({ text: 'A longer note', idempotencyKey: refused!.variables.idempotencyKey });
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('shows a version conflict with the server row, and can be discarded', async () => {
    const current = { text: 'Changed by the office', version: 4 };
    send.mockRejectedValueOnce(new ApiError(409, { error: 'Changed meanwhile', code: 'version_conflict', current }, 'Changed meanwhile'));
    const { done } = write('Mine');
    await vi.advanceTimersByTimeAsync(0);
    await done;
    const [conflict] = listWaitingChanges(client);
    expect(conflict).toMatchObject({ state: 'refused', status: 409, current });
    discardChange(client, conflict!.mutationId);
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('retries a dropped connection with the same idempotency key, then lands', async () => {
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { variables, done } = write('Dew point 12 C');
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(send).toHaveBeenCalledTimes(3);
    expect(new Set(send.mock.calls.map(([call]) => call.idempotencyKey))).toEqual(new Set([variables.idempotencyKey]));
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('persists only queries marked meta.persist, and waiting or refused writes', async () => {
    const { dehydrateOptions } = persistOptionsFor('user-1');
    await client.prefetchQuery({ queryKey: ['kept'], queryFn: async () => [1], meta: { persist: true } });
    await client.prefetchQuery({ queryKey: ['not-kept'], queryFn: async () => [2] });
    onlineManager.setOnline(false);
    write('offline note');
    await vi.advanceTimersByTimeAsync(0);
    const state = dehydrate(client, dehydrateOptions);
    expect(state.queries.map((query) => query.queryKey)).toEqual([['kept']]);
    expect(state.mutations).toHaveLength(1);
    expect(state.mutations[0]?.state.variables).toMatchObject({ text: 'offline note' });
  });

  it('makes idempotency keys that are UUIDs, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('serializeWithErrors', () => {
  it('keeps the reason, status and body of a refused write through JSON', async () => {
    const { serializeWithErrors } = await import('@/lib/query/persistence');
    const error = new ApiError(409, { code: 'version_conflict', current: { version: 2 } }, 'Changed meanwhile');
    expect(JSON.parse(serializeWithErrors({ state: { error } }))).toEqual({
      state: { error: { name: 'ApiError', message: 'Changed meanwhile', status: 409, data: { code: 'version_conflict', current: { version: 2 } } } },
    });
  });
});
