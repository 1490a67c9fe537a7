import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/use-auth';
import { AUTH_STORAGE_KEY, loadedSupabase } from '@/lib/supabase';

function Probe({ seen }: { seen: string[] }) {
  const { loading, user } = useAuth();
  const state = loading ? 'loading' : user ? 'signed in' : 'signed out';
  seen.push(state);
  return <p>{state}</p>;
}

// Its own file: the auth client is a module-level singleton, loaded at most once per file.
describe('the auth client loads on demand', () => {
  it('without a stored session the first render is already signed out, and the client is not loaded', async () => {
    const seen: string[] = [];
    render(
      <AuthProvider>
        <Probe seen={seen} />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(seen).not.toContain('loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedSupabase()).toBeNull();
  });

  it('with a stored session it starts loading, and loads the client to read it', async () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'expired' }));
    const seen: string[] = [];
    render(
      <AuthProvider>
        <Probe seen={seen} />
      </AuthProvider>,
    );
    expect(seen[0]).toBe('loading');
    // The stored value is not a usable session: supabase-js drops it, so the user is signed out.
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(loadedSupabase()).not.toBeNull();
  });
});
