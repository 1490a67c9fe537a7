// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_SHOWN_LATEST_MS, OFFLINE_CACHE } from '@/shared/constants';

/**
 * With a usable stored session the auth client (supabase-js) is not loaded for the first render:
 * it waits until a page has shown (src/lib/first-page-shown.ts) and, meanwhile, API calls carry
 * the stored session's token (src/lib/api-client.ts).
 */

const STORAGE_KEY = 'sb-paintqa-auth-token';

function storeSession(expiresInMs: number, token = 'stored-access-token'): void {
  const session = {
    access_token: token,
    refresh_token: 'stored-refresh-token',
    expires_at: Math.floor((Date.now() + expiresInMs) / 1000),
    user: { id: '00000000-0000-4000-8000-000000000001' },
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('afterFirstPageShown', () => {
  it('waits for a page to show, then runs once', async () => {
    vi.useFakeTimers();
    const { afterFirstPageShown, markPageShown } = await import('@/lib/first-page-shown');
    const callback = vi.fn();
    afterFirstPageShown(callback);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_LATEST_MS - 100);
    expect(callback).not.toHaveBeenCalled();
    markPageShown();
    await vi.advanceTimersByTimeAsync(600);
    expect(callback).toHaveBeenCalledTimes(1);
    markPageShown();
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_LATEST_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest deferral when no page ever shows', async () => {
    vi.useFakeTimers();
    const { afterFirstPageShown } = await import('@/lib/first-page-shown');
    const callback = vi.fn();
    afterFirstPageShown(callback);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_LATEST_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs soon when a page has already shown, and never once cancelled', async () => {
    vi.useFakeTimers();
    const { afterFirstPageShown, markPageShown } = await import('@/lib/first-page-shown');
    markPageShown();
    const soon = vi.fn();
    afterFirstPageShown(soon);
    const cancelled = vi.fn();
    afterFirstPageShown(cancelled)();
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_LATEST_MS * 2);
    expect(soon).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('the app API client before the auth client loads', () => {
  function stubFetch() {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const authorizationOf = (fetch: ReturnType<typeof stubFetch>) =>
    ((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization;

  it('sends the usable stored session token without loading the auth client', async () => {
    storeSession(60 * 60_000);
    const fetch = stubFetch();
    const { apiClient } = await import('@/lib/api-client');
    const { loadedSupabase } = await import('@/lib/supabase');
    await expect(apiClient.get('/api/health')).resolves.toEqual({ ok: true });
    expect(authorizationOf(fetch)).toBe('Bearer stored-access-token');
    expect(loadedSupabase()).toBeNull();
  });

  it('sends no token and loads nothing when no session is stored', async () => {
    stubFetch();
    const { apiClient } = await import('@/lib/api-client');
    const { loadedSupabase } = await import('@/lib/supabase');
    await expect(apiClient.get('/api/health')).rejects.toThrow();
    expect(loadedSupabase()).toBeNull();
  });

  it('does not hand out a stored token that is about to expire', async () => {
    storeSession(OFFLINE_CACHE.storedSessionMarginMs - 10_000);
    const { sessionAtStart } = await import('@/lib/supabase');
    expect(sessionAtStart()).toBeNull();
  });
});

describe('loadAuthClientWhenSessionDue', () => {
  const sessionExpiringIn = (ms: number) => ({
    access_token: 'a',
    refresh_token: 'r',
    expires_at: Math.floor((Date.now() + ms) / 1000),
    user: { id: 'u' },
  });

  async function start(expiresInMs: number) {
    vi.useFakeTimers();
    const [{ loadAuthClientWhenSessionDue }, { markPageShown }] = await Promise.all([
      import('@/lib/auth/auth-client-when-due'),
      import('@/lib/first-page-shown'),
    ]);
    markPageShown();
    const load = vi.fn();
    const cancel = loadAuthClientWhenSessionDue(sessionExpiringIn(expiresInMs), load);
    return { load, cancel };
  }

  it('loads nothing while the stored session is usable, then loads once it nears its expiry', async () => {
    const { load } = await start(OFFLINE_CACHE.storedSessionMarginMs + 60 * 60_000);
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(61_000 + 600);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when the page comes back after its timers slept past that time', async () => {
    const { load } = await start(OFFLINE_CACHE.storedSessionMarginMs + 60 * 60_000);
    // The clock moves on without the timers running, as on a phone woken from sleep.
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(600);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the API refuses the token, and not for other refusals', async () => {
    const { load } = await start(OFFLINE_CACHE.storedSessionMarginMs + 60 * 60_000);
    const { createApiClient } = await import('@/lib/api-client');
    const refusing = (status: number) =>
      createApiClient({ getAccessToken: async () => 'a', fetch: async () => new Response('{"error":"no"}', { status }) });
    await expect(refusing(403).get('/api/projects')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(600);
    expect(load).not.toHaveBeenCalled();
    await expect(refusing(401).get('/api/projects')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(600);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the first page has shown when the session is already past that time (started offline)', async () => {
    const { load } = await start(-60_000);
    await vi.advanceTimersByTimeAsync(600);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads once cancelled', async () => {
    const { load, cancel } = await start(OFFLINE_CACHE.storedSessionMarginMs + 60_000);
    cancel();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(load).not.toHaveBeenCalled();
  });
});
