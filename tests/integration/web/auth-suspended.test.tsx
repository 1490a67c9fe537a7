import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { SIGNED_OUT_SUSPENDED_MESSAGE } from '@/shared/auth/suspension';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';
import { signInNewUser } from '../../support/web-users';

const server = webTestServerPerFile();

describe('a client suspended while the app is open', () => {
  it('is signed out on the next API answer (user_banned) and told why', async () => {
    await signInNewUser(server, 'admin');
    const adminToken = (await getSupabase().auth.getSession()).data.session!.access_token;
    // Signing in as the client replaces the page's session; the Admin's stays valid on the server.
    const client = await signInNewUser(server, 'client');
    const { router } = renderApp('/my-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' }, { timeout: 10_000 })).toBeInTheDocument();

    await apiClient.post(`/api/clients/${client.id}/suspend`, {}, { accessToken: adminToken });
    await router.navigate('/inspections/product-list');

    expect(await screen.findByText(SIGNED_OUT_SUSPENDED_MESSAGE, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await getSupabase().auth.getSession()).data.session).toBeNull();
  });
});
