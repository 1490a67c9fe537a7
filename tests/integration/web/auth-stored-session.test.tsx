import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { OFFLINE_CACHE } from '@/shared/constants';

const USER_ID = '3f0b8f8e-3c2a-4d7e-9a59-1c2d3e4f5a6b';
const EMAIL = 'inspector@paintqa.example';

function storeSession(expiresInSeconds = 3600) {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'stored-access',
      refresh_token: 'stored-refresh',
      token_type: 'bearer',
      expires_in: expiresInSeconds,
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      user: { id: USER_ID, email: EMAIL, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '2026-01-01T00:00:00Z' },
    }),
  );
}

/**
 * The auth modules afresh: the auth client is a module-level singleton, and the stored session is
 * used only while it has not loaded.
 */
async function renderAuth(onSync: (clientLoaded: boolean) => void = () => {}) {
  vi.resetModules();
  const [{ AuthProvider }, { useAuth }, { loadedSupabase }, { markPageShown }] = await Promise.all([
    import('@/lib/auth/auth-provider'),
    import('@/lib/auth/use-auth'),
    import('@/lib/supabase'),
    import('@/lib/first-page-shown'),
  ]);
  const post = vi.fn(async () => {
    onSync(loadedSupabase() !== null);
    return { user: { id: USER_ID, email: EMAIL, first_name: null, last_name: null, user_role: 'Inspector', company_id: null, status: 'active' } };
  });
  const seen: string[] = [];
  function Probe() {
    const { loading, user, role } = useAuth();
    const state = `${loading ? 'loading' : 'settled'} ${user?.id ?? 'nobody'} ${role ?? 'no role'}`;
    seen.push(state);
    return <p>{state}</p>;
  }
  render(
    <AuthProvider api={{ post, request: vi.fn() } as unknown as ApiClient}>
      <Probe />
    </AuthProvider>,
  );
  return { post, seen, loadedSupabase, markPageShown };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('a usable stored session is used at start, before the auth client loads', () => {
  afterEach(() => setOnline(true));

  it('knows the user from the first render and syncs them while the auth client loads', async () => {
    storeSession();
    let clientLoadedAtSync: boolean | null = null;
    const { post, seen, loadedSupabase, markPageShown } = await renderAuth((clientLoaded) => {
      clientLoadedAtSync ??= clientLoaded;
    });
    expect(seen[0]).toBe(`loading ${USER_ID} no role`);
    expect(await screen.findByText(`settled ${USER_ID} Inspector`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/auth/sync', expect.anything(), expect.objectContaining({ accessToken: 'stored-access' }));
    expect(clientLoadedAtSync).toBe(false);
    // Neither the first page nor the ones after need the auth client while the session is usable.
    act(() => markPageShown());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(loadedSupabase()).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('loads the auth client once the session nears its expiry, which confirms the same session without a second sync', async () => {
    // Usable for one more second (the margin within which the auth client refreshes it, plus 1 s).
    storeSession(OFFLINE_CACHE.storedSessionMarginMs / 1000 + 1);
    const { post, loadedSupabase, markPageShown } = await renderAuth();
    act(() => markPageShown());
    expect(await screen.findByText(`settled ${USER_ID} Inspector`)).toBeInTheDocument();
    expect(loadedSupabase()).toBeNull();
    await vi.waitFor(() => expect(loadedSupabase()).not.toBeNull(), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`settled ${USER_ID} Inspector`)).toBeInTheDocument();
  });

  it('signs out when another tab signs out, though the auth client had not loaded', async () => {
    storeSession();
    const { loadedSupabase, markPageShown } = await renderAuth();
    act(() => markPageShown());
    expect(await screen.findByText(`settled ${USER_ID} Inspector`)).toBeInTheDocument();
    expect(loadedSupabase()).toBeNull();
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, oldValue: 'the session', newValue: null })));
    expect(await screen.findByText('settled nobody no role')).toBeInTheDocument();
  });

  it('offline, settles at once without a request (the role falls back), and syncs when the connection returns', async () => {
    storeSession();
    setOnline(false);
    const { post, seen, loadedSupabase, markPageShown } = await renderAuth();
    // Without the backend's answer the role falls back (no staff domain in the tests' configuration: Client).
    expect(seen[0]).toBe(`settled ${USER_ID} Client`);
    act(() => markPageShown());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedSupabase()).toBeNull();
    expect(post).not.toHaveBeenCalled();

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(`settled ${USER_ID} Inspector`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
