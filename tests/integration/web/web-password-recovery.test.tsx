import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { renderApp } from '../../support/web-render';
import { testSupabase, uniqueEmail } from '../../support/web-server';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const PASSWORD = 'paint-secret-1';
const NEW_PASSWORD = 'paint-secret-2';
const server = webTestServerPerFile({}, { signOut: 'never' });

// Its own file: supabase-js reads a session from the URL only when the page's client is created,
// as on the full page load a recovery link causes.
describe('password recovery (real server)', () => {
  it('a recovery link opens "Set a new password" on /reset-success, and the new password works', async () => {
    const email = uniqueEmail('recover');
    const { data, error: signUpError } = await testSupabase(server).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Rae', last_name: 'Recover', user_type: 'client' } },
    });
    expect(signUpError).toBeNull();
    const session = data.session!;
    // The hash the embedded auth's /verify redirect puts on the recovery link's redirect_to.
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'recovery',
    }).toString();
    window.history.replaceState(null, '', `/reset-success#${hash}`);

    const user = userEvent.setup();
    const { router } = renderApp(`/reset-success#${hash}`);
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText(MESSAGES.passwordUpdated, {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();

    const { error } = await testSupabase(server).auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(error).toBeNull();
  });
});
