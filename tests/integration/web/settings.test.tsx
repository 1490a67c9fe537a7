import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_EMAIL_LABEL } from '@/features/settings/components/message-email-switch';
import { apiClient } from '@/lib/api-client';
import { queryCacheKey, persistedCacheKeys } from '@/lib/query/persistence';
import { getSupabase } from '@/lib/supabase-client';
import { MESSAGES } from '@/shared/messages';
import type { Profile } from '@/shared/schemas/profile';
import { renderApp } from '../../support/web-render';
import { signInNewUser, TEST_PASSWORD, type WebTestUser } from '../../support/web-users';
import { startWebTestServer, testSupabase, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;
let user: WebTestUser;

beforeAll(async () => {
  server = await startWebTestServer();
  user = await signInNewUser(server, 'client', 'Sasha');
}, 120_000);

// The test setup clears browser storage (the session) after each test: sign in again.
beforeEach(async () => {
  const { error } = await getSupabase().auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw error;
}, 30_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

/** The first part of each query key in the user's persisted cache (a serialized dehydrated client). */
async function persistedQueryRoots(owner: string): Promise<unknown[]> {
  const stored = await get<string>(queryCacheKey(owner));
  if (!stored) return [];
  const parsed = JSON.parse(stored) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return parsed.clientState.queries.map((query) => query.queryKey[0]);
}

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('/settings', () => {
  it('saves the profile, and after a change made elsewhere explains the conflict and shows the stored values', async () => {
    const input = userEvent.setup();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Settings' }, { timeout: 15_000 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Profile' }, { timeout: 15_000 });
    const first = within(form).getByLabelText('First name');
    await eventually(() => expect(first).toHaveValue('Sasha'));

    await input.clear(first);
    await input.type(first, 'Alexandra');
    await input.type(within(form).getByLabelText('Phone'), '604-555-0199');
    await input.click(within(form).getByRole('button', { name: 'Save profile' }));
    await eventually(async () => expect((await apiClient.get<Profile>('/api/profile')).first_name).toBe('Alexandra'));

    // Changed elsewhere (another device) after this form loaded it: 409, then the stored values.
    const stored = await apiClient.get<Profile>('/api/profile');
    await apiClient.patch('/api/profile', { last_name: 'Elsewhere', version: stored.version });
    await input.clear(within(screen.getByRole('form', { name: 'Profile' })).getByLabelText('First name'));
    await input.type(within(screen.getByRole('form', { name: 'Profile' })).getByLabelText('First name'), 'Sandra');
    await input.click(within(screen.getByRole('form', { name: 'Profile' })).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/was changed elsewhere/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await eventually(() => expect(within(screen.getByRole('form', { name: 'Profile' })).getByLabelText('Last name')).toHaveValue('Elsewhere'));
    expect((await apiClient.get<Profile>('/api/profile')).first_name).toBe('Alexandra');
  });

  it('clears the offline data kept for the user', async () => {
    const input = userEvent.setup();
    renderApp('/my-requests');
    await eventually(async () => expect(await persistedCacheKeys()).toContain(queryCacheKey(user.id)));
    await eventually(async () => expect(await persistedQueryRoots(user.id)).toContain('requests'));
    cleanup();

    renderApp('/settings');
    const offline = await screen.findByRole('region', { name: 'Offline data' }, { timeout: 15_000 });
    // The section's details load once the page shows.
    await input.click(await within(offline).findByRole('button', { name: 'Clear offline data' }, { timeout: 15_000 }));
    expect(await screen.findByText('Offline data cleared', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The kept lists are gone (the cache of this session may be saved again, without them).
    expect(await persistedQueryRoots(user.id)).not.toContain('requests');
  });

  it('turns the new-message e-mails off and on', async () => {
    const input = userEvent.setup();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 15_000 });
    const toggle = await within(section).findByRole('switch', { name: MESSAGE_EMAIL_LABEL }, { timeout: 15_000 });
    expect(toggle).toBeChecked();
    await input.click(toggle);
    await eventually(async () => expect((await apiClient.get<Profile>('/api/profile')).notification_prefs.message_email).toBe(false));
    await eventually(() => expect(within(section).getByRole('switch', { name: MESSAGE_EMAIL_LABEL })).not.toBeChecked());
    await input.click(within(section).getByRole('switch', { name: MESSAGE_EMAIL_LABEL }));
    await eventually(async () => expect((await apiClient.get<Profile>('/api/profile')).notification_prefs.message_email).toBe(true));
  });

  it('switches the theme and changes the password (last: the others sign in with the first password)', async () => {
    const input = userEvent.setup();
    renderApp('/settings');
    const theme = await screen.findByRole('region', { name: 'Theme' }, { timeout: 15_000 });
    await input.click(await within(theme).findByText('Dark'));
    expect(document.documentElement).toHaveClass('dark');
    await input.click(within(theme).getByText('Light'));
    expect(document.documentElement).toHaveClass('light');

    const password = screen.getByRole('region', { name: 'Password' });
    await input.type(within(password).getByLabelText('New password'), 'Brand-new-secret-7');
    await input.type(within(password).getByLabelText('Confirm new password'), 'Brand-new-secret-7');
    await input.click(within(password).getByRole('button', { name: 'Update Password' }));
    expect(await within(password).findByText(MESSAGES.passwordUpdated, {}, { timeout: 15_000 })).toBeInTheDocument();
    const signIn = await testSupabase(server).auth.signInWithPassword({ email: user.email, password: 'Brand-new-secret-7' });
    expect(signIn.error).toBeNull();
  });
});
