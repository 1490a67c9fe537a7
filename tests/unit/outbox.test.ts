// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { clear, entries, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { BUILD_ID } from '@/lib/app-version';
import { migrateOutbox, OUTBOX_FORMAT, outboxRecordsOf, putOutboxRecord, upgradeOutboxRecord, type OutboxRecord } from '@/lib/offline/outbox';
import { connectOutbox, deleteWritesOf, forgetWrite, outboxSettled, restoreOutbox, setOutboxOwner } from '@/lib/offline/outbox-sync';
import { defineQueuedWrite, newIdempotencyKey, registerQueuedWrites, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { discardChange, listWaitingChanges } from '@/lib/offline/waiting-changes';
import { queryCacheKey } from '@/lib/query/persistence';

interface NoteWrite extends QueuedWriteVariables {
  text: string;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The outbox (docs/offline.md, "Waiting writes") over IndexedDB (fake-indexeddb): a write is
 * stored from its start until it lands, whatever its age or the build; it belongs to the user who
 * made it; writes of the earlier format are moved in and sent once.
 */
describe('outbox', () => {
  let client: QueryClient;
  let disconnect: () => void;
  let send: ReturnType<typeof vi.fn<(variables: NoteWrite) => Promise<unknown>>>;

  function newClient() {
    const next = new QueryClient();
    next.mount();
    const note = defineQueuedWrite({ key: ['notes', 'add'], describe: (v: NoteWrite) => `Note: ${v.text}`, send: (v: NoteWrite) => send(v) });
    registerQueuedWrites(next, [note]);
    return next;
  }

  beforeEach(async () => {
    onlineManager.setOnline(true);
    send = vi.fn(async (variables: NoteWrite) => ({ saved: variables.text }));
    client = newClient();
    disconnect = connectOutbox(client);
    await setOutboxOwner(client, 'user-a');
  });

  afterEach(async () => {
    disconnect();
    await outboxSettled();
    client.unmount();
    onlineManager.setOnline(true);
    await clear();
    const stored = await outboxRecordsOf('user-a');
    for (const record of stored) await forgetWrite(record.id);
    for (const record of await outboxRecordsOf('user-b')) await forgetWrite(record.id);
    for (const record of await outboxRecordsOf('visitor')) await forgetWrite(record.id);
    await outboxSettled();
  });

  const write = (on: QueryClient, text: string) => {
    const variables = { text, idempotencyKey: newIdempotencyKey() };
    const done = on.getMutationCache().build(on, { mutationKey: ['notes', 'add'] }).execute(variables).catch((error: unknown) => error);
    return { variables, done };
  };

  /** A new page of the app (a reload, or a start days later): a new client restores the user's writes. */
  async function reopen(owner: string) {
    disconnect();
    client.unmount();
    client = newClient();
    disconnect = connectOutbox(client);
    // (The module's owner is still this user in one test process; a new page starts afresh.)
    await setOutboxOwner(client, owner);
    await restoreOutbox(client, owner);
    return client;
  }

  it('stores a write made offline at once, with its build, and deletes it when it lands', async () => {
    onlineManager.setOnline(false);
    const { variables } = write(client, 'Primer checked');
    await vi.waitFor(async () => expect(await outboxRecordsOf('user-a')).toHaveLength(1));
    const [record] = await outboxRecordsOf('user-a');
    expect(record).toMatchObject({ format: OUTBOX_FORMAT, id: variables.idempotencyKey, owner: 'user-a', buildId: BUILD_ID, refusal: null });
    expect(record!.variables).toMatchObject({ text: 'Primer checked' });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await outboxSettled();
    expect(await outboxRecordsOf('user-a')).toEqual([]);
  });

  it('sends a waiting write once after a reopen days later, whatever the build that stored it', async () => {
    onlineManager.setOnline(false);
    write(client, 'Written on Friday');
    await outboxSettled();
    // Another release stored it (its build id), three days ago.
    const [stored] = await outboxRecordsOf('user-a');
    await putOutboxRecord({ ...stored!, buildId: 'an-older-build', madeAt: Date.now() - 3 * DAY });
    await reopen('user-a');
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ text: 'Written on Friday', idempotencyKey: stored!.id });
    await outboxSettled();
    expect(await outboxRecordsOf('user-a')).toEqual([]);
  });

  it('keeps a refusal with the write, restored after a reopen, until discarded', async () => {
    const current = { version: 4 };
    send.mockRejectedValueOnce(new ApiError(409, { error: 'Changed meanwhile', current }, 'Changed meanwhile'));
    await write(client, 'Mine').done;
    await outboxSettled();
    expect((await outboxRecordsOf('user-a'))[0]?.refusal).toMatchObject({ status: 409, message: 'Changed meanwhile', data: { current } });
    await reopen('user-a');
    await vi.waitFor(() => expect(listWaitingChanges(client)).toEqual([expect.objectContaining({ state: 'refused', status: 409, current })]));
    expect(send).toHaveBeenCalledTimes(1);
    discardChange(client, listWaitingChanges(client)[0]!.mutationId);
    await vi.waitFor(async () => expect(await outboxRecordsOf('user-a')).toEqual([]));
  });

  it("sets a user's waiting writes aside when another user signs in: not shown, not sent, sent when the first user is back", async () => {
    onlineManager.setOnline(false);
    write(client, 'Made by A');
    await outboxSettled();
    await setOutboxOwner(client, 'visitor');
    await setOutboxOwner(client, 'user-b');
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listWaitingChanges(client)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(await outboxRecordsOf('user-a')).toHaveLength(1);

    await setOutboxOwner(client, 'user-a');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await outboxSettled();
    expect(await outboxRecordsOf('user-a')).toEqual([]);
  });

  it("gives a visitor's waiting write to the user who signs in", async () => {
    await setOutboxOwner(client, 'visitor');
    onlineManager.setOnline(false);
    write(client, 'Contact form');
    await outboxSettled();
    await setOutboxOwner(client, 'user-b');
    await outboxSettled();
    expect((await outboxRecordsOf('user-b')).map((record) => record.variables.text)).toEqual(['Contact form']);
    expect(await outboxRecordsOf('visitor')).toEqual([]);
  });

  it('deletes only on a sign-out the user confirmed', async () => {
    onlineManager.setOnline(false);
    write(client, 'To lose');
    await outboxSettled();
    await deleteWritesOf(client, 'user-a');
    expect(await outboxRecordsOf('user-a')).toEqual([]);
    expect(listWaitingChanges(client)).toEqual([]);
  });

  describe('format migration', () => {
    /** How the release before the outbox stored a waiting write: inside the persisted query cache. */
    function legacyCache(mutations: unknown[]) {
      return JSON.stringify({
        buster: '0.1.0',
        timestamp: Date.now() - 3 * DAY,
        clientState: { queries: [{ queryKey: ['projects'], state: { data: ['P-1'] } }], mutations },
      });
    }
    const legacyMutation = (key: string, state: Record<string, unknown>) => ({
      mutationKey: ['notes', 'add'],
      meta: { queued: true },
      state: { submittedAt: Date.now() - 3 * DAY, variables: { text: `legacy ${key}`, idempotencyKey: key }, ...state },
    });

    it('moves waiting and refused writes out of the old cache (any age, any build) into records, once', async () => {
      await set(
        queryCacheKey('user-a'),
        legacyCache([
          legacyMutation('k-waiting', { status: 'pending', isPaused: true }),
          legacyMutation('k-refused', { status: 'error', error: { name: 'ApiError', message: 'Too short', status: 400, data: { error: 'Too short' } } }),
          legacyMutation('k-landed', { status: 'success' }),
        ]),
      );
      expect(await migrateOutbox()).toBe(2);
      const records = await outboxRecordsOf('user-a');
      expect(records.map((record) => [record.id, record.refusal?.status ?? null]).sort()).toEqual([
        ['k-refused', 400],
        ['k-waiting', null],
      ]);
      // The old cache keeps its data but no longer its writes; a second run moves nothing.
      const cache = JSON.parse((await get<string>(queryCacheKey('user-a')))!) as { clientState: { mutations: unknown[]; queries: unknown[] } };
      expect(cache.clientState.mutations).toEqual([]);
      expect(cache.clientState.queries).toHaveLength(1);
      expect(await migrateOutbox()).toBe(0);
    });

    it('sends a write the older release left waiting, exactly once, after the app restores', async () => {
      await set(queryCacheKey('user-a'), legacyCache([legacyMutation('k-friday', { status: 'pending', isPaused: true })]));
      // (The app migrates once per page, before its first restore.)
      await migrateOutbox();
      await restoreOutbox(client, 'user-a');
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'k-friday', text: 'legacy k-friday' });
      await reopen('user-a');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('reads only records it understands', () => {
      const good: OutboxRecord = {
        format: OUTBOX_FORMAT,
        id: 'k-1',
        owner: 'u',
        mutationKey: ['notes', 'add'],
        variables: { idempotencyKey: 'k-1' },
        madeAt: 1,
        buildId: 'b',
        refusal: null,
      };
      expect(upgradeOutboxRecord(good)).toEqual(good);
      expect(upgradeOutboxRecord({ ...good, format: 99 })).toBeNull();
      expect(upgradeOutboxRecord({ ...good, variables: { idempotencyKey: 'other' } })).toBeNull();
      expect(upgradeOutboxRecord('junk')).toBeNull();
    });
  });

  it('lists nothing of the outbox in the default store but the query caches', async () => {
    const keys = (await entries()).map(([key]) => String(key));
    expect(keys.every((key) => key.startsWith('paintqa-query-cache:'))).toBe(true);
  });
});
