import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { renderApp } from '../../support/web-render';
import { testSupabase, uniqueEmail } from '../../support/web-server';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const PASSWORD = 'paint-secret-1';
const server = webTestServerPerFile({}, { signOut: 'afterEach' });

type User = ReturnType<typeof userEvent.setup>;

async function register(user: User, options: { email: string; adminKey?: string }) {
  await user.click(await screen.findByRole('button', { name: 'Get Started Free' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
  await user.type(within(dialog).getByLabelText('First name'), 'Pat');
  await user.type(within(dialog).getByLabelText('Last name'), 'Painter');
  await user.type(within(dialog).getByLabelText('Email'), options.email);
  await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
  await user.type(within(dialog).getByLabelText('Confirm password'), PASSWORD);
  if (options.adminKey !== undefined) {
    await user.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    await user.type(await within(dialog).findByLabelText('Administrator key'), options.adminKey);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  return dialog;
}

describe('signed in against the real server', () => {
  it('a new Client lands on the client home, and /projects sends them to /home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await register(user, { email: uniqueEmail('client') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Client Dashboard'));

    await router.navigate('/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();

    // A Client may open the client mailbox and the signed-in screens.
    await router.navigate('/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' })).toBeInTheDocument();
  });

  it('Administrator sign-up checks the key with the server, then opens the staff home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const dialog = await register(user, { email: uniqueEmail('admin'), adminKey: 'not-the-key' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidAdminKey);

    const keyField = within(dialog).getByLabelText('Administrator key');
    await user.clear(keyField);
    await user.type(keyField, server.adminKey);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();

    await router.navigate('/request-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Management' })).toBeInTheDocument();
    await router.navigate('/mailbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs in through the login form, and shows the provider message for a wrong password', async () => {
    const email = uniqueEmail('login');
    const created = await testSupabase(server).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Lee', last_name: 'Login', user_type: 'client' } },
    });
    expect(created.error).toBeNull();

    const user = userEvent.setup();
    renderApp('/?login=true');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), email);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid login credentials');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Lee\./)).toBeInTheDocument();
  });

  it('forgot password shows the sent message', async () => {
    const user = userEvent.setup();
    renderApp('/?login=true');
    const login = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), uniqueEmail('nobody'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(MESSAGES.resetSent)).toBeInTheDocument();
  });
});
