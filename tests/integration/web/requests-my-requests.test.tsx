import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSupabase } from '@/lib/supabase-client';
import { renderApp } from '../../support/web-render';
import { rfiBody, signInNewUser, submitRequest } from '../../support/web-users';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer();
}, 60_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

describe('my requests', () => {
  it("lists the client's own requests with filters, and opens one with its timeline", async () => {
    // Another client's request must not show.
    await signInNewUser(server, 'client', 'Other');
    const theirs = await submitRequest(rfiBody({ project_name: 'Someone else’s tower' }));
    await getSupabase().auth.signOut({ scope: 'local' });

    await signInNewUser(server, 'client');
    const rfi = await submitRequest();
    const spec = await submitRequest(
      rfiBody({ type: 'specification', project_name: 'Library finish schedule', details: { surfaces: 'Reading rooms, stairwells', deadline: '2026-05-15' } } as never),
    );

    const user = userEvent.setup();
    renderApp('/my-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' }, { timeout: 10_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Requests' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: rfi.request_no })).toHaveAttribute('href', `/my-requests/${rfi.id}`);
    expect(within(table).getByRole('link', { name: spec.request_no })).toBeInTheDocument();
    expect(within(table).queryByText(theirs.request_no)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'specification');
    expect(within(table).queryByRole('link', { name: rfi.request_no })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: spec.request_no })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await user.type(screen.getByLabelText('Search requests'), 'Harbourview');
    expect(within(table).getByRole('link', { name: rfi.request_no })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: spec.request_no })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('link', { name: rfi.request_no }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Details' })).toBeInTheDocument();
    expect(await screen.findByText('Harbourview School repaint')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Submitted')).toBeInTheDocument();
  }, 60_000);
});
