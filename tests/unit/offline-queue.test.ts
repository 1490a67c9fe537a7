// @vitest-environment jsdom
import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NoAnswerError } from '@/lib/api-client';
import { defineQueuedWrite, isWaitingWrite, newIdempotencyKey, registerQueuedWrites, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { connectionCameBack, retryDelayAfter } from '@/lib/offline/retry-backoff';
import { discardChange, listWaitingChanges, retryChange } from '@/lib/offline/waiting-changes';
import { MESSAGES } from '@/shared/messages';
import { persistOptionsFor } from '@/lib/query/persistence';

interface NoteWrite extends QueuedWriteVariables {
  text: string;
  version?: number;
}

/**
 * The offline write queue (docs/offline.md, "Waiting writes") on a real query client: writes wait
 * while offline, land once when the connection returns, are tried again with back-off when the
 * network fails or answers nothing (never shown as refused for it), and a refusal stays listed
 * with its reason.
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
    // The server keeps its answer for the first key: the retry is a new write, under a new key.
    expect(send.mock.lastCall?.[0]).toMatchObject({ text: 'A longer note' });
    expect(send.mock.lastCall?.[0].idempotencyKey).not.toBe(refused!.variables.idempotencyKey);
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

  it('tries a write again with back-off (5 s, 10 s, 20 s...) under the same key while the network fails, then lands', async () => {
    send
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new NoAnswerError(15_000))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { mutation, variables, done } = write('Dew point 12 C');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    // Waiting, not refused: listed as waiting and the form may let go of it.
    expect(isWaitingWrite(mutation.state)).toBe(true);
    expect(listWaitingChanges(client)).toEqual([expect.objectContaining({ state: 'waiting' })]);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(2);
    // The second try failed at 5 s: the third comes 10 s later.
    await vi.advanceTimersByTimeAsync(9_800);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(20_000);
    await done;
    expect(send).toHaveBeenCalledTimes(4);
    expect(new Set(send.mock.calls.map(([call]) => call.idempotencyKey))).toEqual(new Set([variables.idempotencyKey]));
    expect(mutation.state.status).toBe('success');
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('never waits more than 5 minutes between tries, and goes at once when the connection comes back', async () => {
    expect([1, 2, 3, 4, 6, 7, 12].map(retryDelayAfter)).toEqual([5_000, 10_000, 20_000, 40_000, 160_000, 300_000, 300_000]);
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    write('Back online');
    await vi.advanceTimersByTimeAsync(5_100);
    expect(send).toHaveBeenCalledTimes(2);
    // Now 10 s to wait; the connection comes back after 1 s: the write goes then.
    await vi.advanceTimersByTimeAsync(1_000);
    connectionCameBack();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
    expect(listWaitingChanges(client)).toEqual([]);
  });

  it('keeps waiting, never refused, when the session is missing or expired (401)', async () => {
    send
      .mockRejectedValueOnce(new Error(MESSAGES.noValidSession))
      .mockRejectedValueOnce(new ApiError(401, { error: 'JWT expired' }, 'JWT expired'));
    const { mutation, done } = write('After sign-in');
    await vi.advanceTimersByTimeAsync(0);
    expect(listWaitingChanges(client)).toEqual([expect.objectContaining({ state: 'waiting' })]);
    await vi.advanceTimersByTimeAsync(20_000);
    await done;
    expect(send).toHaveBeenCalledTimes(3);
    expect(mutation.state.status).toBe('success');
  });

  it('persists only queries marked meta.persist with the data; writes go to the outbox instead', async () => {
    const { dehydrateOptions } = persistOptionsFor('user-1');
    await client.prefetchQuery({ queryKey: ['kept'], queryFn: async () => [1], meta: { persist: true } });
    await client.prefetchQuery({ queryKey: ['not-kept'], queryFn: async () => [2] });
    onlineManager.setOnline(false);
    write('offline note');
    await vi.advanceTimersByTimeAsync(0);
    const state = dehydrate(client, dehydrateOptions);
    expect(state.queries.map((query) => query.queryKey)).toEqual([['kept']]);
    expect(state.mutations).toEqual([]);
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
