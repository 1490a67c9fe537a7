import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { REQUEST_MESSAGES } from '@/shared/schemas/requests';
import { REPLY_SENT_TEXT } from '@/features/requests/components/request-reply-form';
import { renderApp } from '../../support/web-render';
import { rfiBody, signInNewUser, submitRequest, TEST_PASSWORD } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

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
    const { router } = renderApp('/my-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' }, { timeout: 10_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Requests' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: rfi.request_no })).toHaveAttribute('href', `/my-requests/${rfi.id}`);
    expect(within(table).getByRole('link', { name: spec.request_no })).toBeInTheDocument();
    expect(within(table).queryByText(theirs.request_no)).not.toBeInTheDocument();

    // Filtered, searched and sorted by the server, the state in the address.
    await user.selectOptions(screen.getByLabelText('Type'), 'specification');
    await eventually(() => expect(router.state.location.search).toBe('?type=specification'));
    await eventually(() => expect(within(table).queryByRole('link', { name: rfi.request_no })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: spec.request_no })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await user.type(screen.getByLabelText('Search requests'), 'Harbourview');
    await eventually(() => expect(router.state.location.search).toBe('?search=Harbourview'));
    await eventually(() => expect(within(table).queryByRole('link', { name: spec.request_no })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: rfi.request_no })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search requests'));
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    await eventually(() => expect(router.state.location.search).toBe('?sort=project&order=asc'));
    // By project name: "Harbourview School repaint" before "Library finish schedule".
    await eventually(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await eventually(() => expect(within(within(table).getAllByRole('row')[1]!).getByRole('link')).toHaveTextContent(rfi.request_no));
    expect(within(within(table).getAllByRole('row')[2]!).getByRole('link')).toHaveTextContent(spec.request_no);
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    await eventually(() => expect(within(within(table).getAllByRole('row')[1]!).getByRole('link')).toHaveTextContent(spec.request_no));

    await user.click(within(table).getByRole('link', { name: rfi.request_no }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Details' })).toBeInTheDocument();
    expect(await screen.findByText('Harbourview School repaint')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Submitted')).toBeInTheDocument();
  }, 60_000);
});

describe('answering a request for information', () => {
  it('shows the office’s question on the request and sends the answer; the request goes back to the queue', async () => {
    const { email } = await signInNewUser(server, 'client');
    const request = await submitRequest();
    await getSupabase().auth.signOut({ scope: 'local' });
    await signInNewUser(server, 'admin');
    await apiClient.post(`/api/requests/${request.id}/request-info`, { message: 'Please send the finish schedule.' });
    await getSupabase().auth.signOut({ scope: 'local' });
    await getSupabase().auth.signInWithPassword({ email, password: TEST_PASSWORD });

    const user = userEvent.setup();
    renderApp(`/my-requests/${request.id}`);
    const box = await screen.findByRole('region', { name: 'We need more information' }, { timeout: 10_000 });
    expect(within(box).getByText('Please send the finish schedule.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Send answer' }));
    expect(await within(box).findByText(REQUEST_MESSAGES.messageTooShort)).toBeInTheDocument();

    await user.type(within(box).getByLabelText('Your answer'), 'The schedule is in the specification binder, section 09 91 00.');
    await user.click(within(box).getByRole('button', { name: 'Send answer' }));
    // The request is reloaded: back to Submitted (no inspector yet), so the form leaves.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We need more information' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByText(REPLY_SENT_TEXT)).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('The schedule is in the specification binder, section 09 91 00.')).toBeInTheDocument();
  }, 60_000);
});

describe('a converted request', () => {
  it('links to the client’s page of the project it became', async () => {
    const { email } = await signInNewUser(server, 'client');
    const request = await submitRequest();
    await getSupabase().auth.signOut({ scope: 'local' });
    const admin = await signInNewUser(server, 'admin');
    const converted = await apiClient.post<{ project: { project_code: string } }>(`/api/requests/${request.id}/convert`, {
      projectName: 'Harbourview School repaint',
      region: 'BC',
      leadInspectorId: admin.id,
      stageDates: { deposit: '2030-01-01', progress: '2030-02-01', final: '2030-03-01' },
    });
    const code = converted.project.project_code;
    await getSupabase().auth.signOut({ scope: 'local' });
    await getSupabase().auth.signInWithPassword({ email, password: TEST_PASSWORD });

    renderApp(`/my-requests/${request.id}`);
    const details = await screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 });
    expect(within(details).getByRole('link', { name: code })).toHaveAttribute('href', `/my-projects/${code}`);
  }, 60_000);
});
