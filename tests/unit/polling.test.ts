// @vitest-environment jsdom
import { focusManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollInterval, polledQueryOptions, type PollName } from '@/lib/query/polling';
import { POLL_INTERVALS_MS } from '@/shared/constants';

/**
 * The shared polling rule (docs/offline.md, Polling) on a real query client with fake timers: the product's
 * intervals, nothing while offline or hidden, one request at once when the connection returns.
 */
describe('polled queries', () => {
  let client: QueryClient;
  let unsubscribe: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
    focusManager.setFocused(true);
    client = new QueryClient();
    client.mount();
  });

  afterEach(() => {
    unsubscribe();
    client.unmount();
    client.clear();
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  function poll(name: PollName, options: { enabled?: boolean } = {}) {
    const queryFn = vi.fn(async () => ({ count: 1 }));
    const observer = new QueryObserver(client, polledQueryOptions({ queryKey: ['poll', name], queryFn, poll: name, ...options }));
    unsubscribe = observer.subscribe(() => {});
    return queryFn;
  }

  it.each([
    ['notifications', 60_000],
    ['pendingInvoices', 60_000],
    ['pendingProjects', 60_000],
    ['unreadMessages', 30_000],
    ['deficiencies', 60_000],
  ] as const)('%s polls every %i ms', async (name, intervalMs) => {
    expect(pollInterval(name)).toBe(intervalMs);
    expect(POLL_INTERVALS_MS[name]).toBe(intervalMs);
    const queryFn = poll(name);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1); // on mount
    await vi.advanceTimersByTimeAsync(intervalMs - 1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(intervalMs * 3);
    expect(queryFn).toHaveBeenCalledTimes(5);
  });

  it('sends nothing while offline and exactly one request at once when the connection returns', async () => {
    const queryFn = poll('notifications');
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the tab is hidden', async () => {
    const queryFn = poll('unreadMessages');
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(5 * 30_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not poll while disabled (signed out)', async () => {
    const queryFn = poll('notifications', { enabled: false });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('only logs a failed poll (no toast): its meta has no error message', () => {
    const options = polledQueryOptions({ queryKey: ['x'], queryFn: async () => 1, poll: 'notifications' });
    expect(options.meta).toEqual({ persist: false });
    expect(options.retry).toBe(false);
  });
});
