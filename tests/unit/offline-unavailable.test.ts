import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasPausedQueryWithoutData, isUnavailableOffline } from '@/lib/query/offline-unavailable';
import { MESSAGES } from '@/shared/messages';

afterEach(() => onlineManager.setOnline(true));

describe('isUnavailableOffline: the rule of honest screens', () => {
  it('holds only offline, for a query with no data whose fetch is paused', () => {
    expect(isUnavailableOffline(false, { data: undefined, fetchStatus: 'paused' })).toBe(true);
    // Online: the spinner as before.
    expect(isUnavailableOffline(true, { data: undefined, fetchStatus: 'paused' })).toBe(false);
    // Data stored on the device: the screen shows it (with its age).
    expect(isUnavailableOffline(false, { data: { items: [] }, fetchStatus: 'paused' })).toBe(false);
    // Not waiting for the network (disabled, restoring from IndexedDB) or really fetching.
    expect(isUnavailableOffline(false, { data: undefined, fetchStatus: 'idle' })).toBe(false);
    expect(isUnavailableOffline(false, { data: undefined, fetchStatus: 'fetching' })).toBe(false);
  });

  it('says the message word for word', () => {
    expect(MESSAGES.notAvailableOffline).toBe('Not available offline: open it once while online, or make the project available offline');
  });
});

describe('hasPausedQueryWithoutData: the rule for a placeholder that has no query at hand', () => {
  it('sees a query mounted offline without data as paused, and not one with data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.mount();
    onlineManager.setOnline(false);
    const stored = new QueryObserver(client, { queryKey: ['stored'], queryFn: async () => 'fresh', initialData: 'from the device' });
    const stopStored = stored.subscribe(() => {});
    expect(hasPausedQueryWithoutData(client)).toBe(false);

    const missing = new QueryObserver(client, { queryKey: ['missing'], queryFn: async () => 'fresh' });
    const stopMissing = missing.subscribe(() => {});
    expect(missing.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
    expect(hasPausedQueryWithoutData(client)).toBe(true);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(missing.getCurrentResult()).toMatchObject({ status: 'success', data: 'fresh' }));
    expect(hasPausedQueryWithoutData(client)).toBe(false);
    stopStored();
    stopMissing();
    client.unmount();
    client.clear();
  });
});
