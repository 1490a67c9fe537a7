import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/web-render';
import { uniqueEmail } from '../../support/web-server';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const PASSWORD = 'paint-secret-1';
webTestServerPerFile({ AUTH_AUTOCONFIRM: 'false' }, { signOut: 'never' });

// E-mail confirmation on, so sign-up answers without a session.
describe('sign-up with e-mail confirmation (real server)', () => {
  it('sign-up that needs confirmation shows the pending panel, and Return to Login opens login', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail('pending');
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Get Started Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.type(within(dialog).getByLabelText('First name'), 'Pat');
    await user.type(within(dialog).getByLabelText('Last name'), 'Pending');
    await user.type(within(dialog).getByLabelText('Email'), email);
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.type(within(dialog).getByLabelText('Confirm password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByRole('heading', { name: 'Check your email' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText(email)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
