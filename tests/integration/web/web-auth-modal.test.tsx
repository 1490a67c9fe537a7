import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { renderApp } from '../../support/web-render';

async function openRegister() {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Get Started Free' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
  return { user, dialog };
}

describe('auth modal', () => {
  it('register: shows the required-field and password-length messages', async () => {
    const { user, dialog } = await openRegister();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('register: shows the password-mismatch and administrator-key messages', async () => {
    const { user, dialog } = await openRegister();
    const group = within(dialog).getByRole('radiogroup', { name: 'Account type' });
    expect(within(group).getByRole('radio', { name: 'Client' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Administrator key')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret2');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Administrator' }));
    expect(within(group).getByRole('radio', { name: 'Administrator' })).toBeChecked();
    expect(await within(dialog).findByLabelText('Administrator key')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText(MESSAGES.adminKeyRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('login: ?login=true opens the login dialog, which validates and links to the other forms', async () => {
    const user = userEvent.setup();
    renderApp('/?login=true');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(reset).getByLabelText('Email')).toBeInTheDocument();
    expect(within(reset).getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('landing: Sign In opens login, and Create an account / Already have an account switch views', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const login = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(login).getByRole('button', { name: 'Create an account' }));
    const register = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.click(within(register).getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a hash with type=recovery opens "Set a new password"', async () => {
    const user = userEvent.setup();
    renderApp('/#type=recovery');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText('New password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it('the recovery redirect route /reset-success opens "Set a new password" over the landing page', async () => {
    renderApp('/reset-success#access_token=x&type=recovery');
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('closing the dialog drops ?login=true from the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/?login=true');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
