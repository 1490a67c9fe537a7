import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/lib/supabase-client';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer();
  await signInNewUser(server, 'admin');
}, 120_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

const feedStatus = async (url: string) => (await fetch(url)).status;

describe('/settings, Calendar', () => {
  it('makes the feed address, copies it, offers webcal, and resets it after asking (the old address then 404)', async () => {
    const input = userEvent.setup();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Calendar' }, { timeout: 15_000 });
    expect(within(section).getByText(/the team's inspections/)).toBeInTheDocument();
    await within(section).findByText('You have no calendar address yet.', {}, { timeout: 15_000 });
    await input.click(within(section).getByRole('button', { name: 'Make my calendar address' }));

    const https = await within(section).findByLabelText('Calendar address (https)', {}, { timeout: 15_000 });
    const first = (https as HTMLInputElement).value;
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feeds\/[\w-]{43}\/visits\.ics$/);
    expect(within(section).getByLabelText('Subscription address (webcal)')).toHaveValue(first.replace(/^http:/, 'webcal:'));
    expect(within(section).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', first.replace(/^http:/, 'webcal:'));
    expect(await feedStatus(first)).toBe(200);

    // user-event's clipboard stub cannot read back in jsdom: watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await input.click(within(section).getByRole('button', { name: 'Copy calendar address (https)' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText('Calendar address (https) copied', {}, { timeout: 15_000 })).toBeInTheDocument();

    await input.click(within(section).getByRole('button', { name: 'Reset address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar address?' }, { timeout: 15_000 });
    await input.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    await waitFor(() => expect(within(section).getByLabelText('Calendar address (https)')).not.toHaveValue(first), { timeout: 15_000 });
    const second = (within(section).getByLabelText('Calendar address (https)') as HTMLInputElement).value;
    expect(await feedStatus(first)).toBe(404);
    expect(await feedStatus(second)).toBe(200);
  });
});
