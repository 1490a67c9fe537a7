import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { getSupabase } from '@/lib/supabase-client';
import { providerToday } from '@/lib/provider-day';
import { addDays } from '@/shared/dates';
import { REQUESTS_PAGE_SIZE_MAX } from '@/shared/schemas/requests-values';
import { delayGets } from '../../support/web-fetch-delay';
import { renderApp } from '../../support/web-render';
import { rfiBody, signInNewUser, submitRequest } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('request management', () => {
  // A desktop: every min-width query matches, so the triage panel opens beside the queue (xl),
  // not as a drawer over it (tests/e2e/panels-phone.spec.ts checks the drawer).
  const phoneMatchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: query.includes('min-width') });
  });
  afterAll(() => {
    window.matchMedia = phoneMatchMedia;
  });

  it('an Admin assigns a request, converts it with that inspector as lead and the proposed dates, and opens the project in one click', async () => {
    await signInNewUser(server, 'client');
    const today = providerToday();
    const start = addDays(today, 10);
    const submitted = await submitRequest(rfiBody({ project_name: 'Harbourview School repaint', desired_start_date: start, desired_end_date: undefined }));
    await getSupabase().auth.signOut({ scope: 'local' });
    await signInNewUser(server, 'admin');

    const user = userEvent.setup();
    const view = renderApp('/request-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Management' }, { timeout: 10_000 })).toBeInTheDocument();
    const queue = await screen.findByRole('table', { name: 'Request queue' }, { timeout: 10_000 });
    const row = await within(queue).findByRole('row', { name: `Open request ${submitted.request_no}` });
    await user.click(row);

    const panel = await screen.findByRole('region', { name: `Request ${submitted.request_no}` });
    // The assign box says who is assigned, before and after assigning.
    const assignBox = within(panel).getByRole('region', { name: 'Assign an inspector' });
    expect(within(assignBox).getByText('Not assigned yet')).toBeInTheDocument();
    // The server's list of active Inspectors and Admins (GET /api/requests/inspectors).
    const inspector = within(assignBox).getByLabelText('Inspector');
    await waitFor(() => expect(within(inspector).getAllByRole('option').length).toBeGreaterThan(1));
    const chosen = within(inspector).getAllByRole('option')[1] as HTMLOptionElement;
    const chosenName = chosen.textContent!.replace(/ \(me\)$/, '');
    await user.selectOptions(inspector, chosen);
    await user.click(within(assignBox).getByRole('button', { name: 'Assign inspector' }));
    expect(await within(panel).findByText(`Assigned to ${chosenName}`, {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Accept and convert…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and convert into a project' });
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('Harbourview School repaint');
    // The inspector just assigned is the lead, and the stages are dated from today and the desired start.
    expect(within(dialog).getByLabelText('Lead inspector')).toHaveValue(chosen.value);
    expect(within(dialog).getByLabelText('Deposit at assignment date')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Progress and travel date')).toHaveValue(start);
    expect(within(dialog).getByLabelText('Final balance date')).toHaveValue(addDays(start, 60));
    // As on a loaded machine: the queue's refetch answers well after the request's own, so the
    // panel shows the request as converted (and drops the dialog) before the action settles.
    const slowQueue = delayGets((url) => url.pathname === '/api/requests', 1_500);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to project' }));

    expect(await within(panel).findByText(/^Converted into project BC-\d{2}-\d{4}\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByText(/no further action/)).toBeInTheDocument();
    // The open-requests queue no longer lists it.
    await waitFor(() => expect(within(queue).queryByRole('row', { name: `Open request ${submitted.request_no}` })).not.toBeInTheDocument());
    slowQueue.mockRestore();
    // One click to the new project from the confirmation.
    const code = within(panel).getByText(/^Converted into project/).textContent!.match(/BC-\d{2}-\d{4}/)![0];
    const link = within(panel).getByRole('link', { name: `Open project ${code}` });
    expect(link).toHaveAttribute('href', `/projects/${code}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `Project ${code}` }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();
  }, 60_000);

  it('lists an old open request though more than a page of newer requests are closed', async () => {
    await signInNewUser(server, 'client');
    const oldest = await submitRequest();
    const newer = [];
    for (let index = 0; index < REQUESTS_PAGE_SIZE_MAX; index++) newer.push(await submitRequest());
    await getSupabase().auth.signOut({ scope: 'local' });
    await signInNewUser(server, 'admin');
    for (const request of newer) await apiClient.post(`/api/requests/${request.id}/decline`, { reason: 'Outside our area.' });
    queryClient.clear(); // the first test's queue, still fresh in this page's cache

    const user = userEvent.setup();
    const view = renderApp('/request-management');
    const { router } = view;
    const queue = await screen.findByRole('table', { name: 'Request queue' }, { timeout: 10_000 });
    expect(await within(queue).findByRole('row', { name: `Open request ${oldest.request_no}` }, { timeout: 10_000 })).toBeInTheDocument();

    // Every request can be reached: all statuses, paged, sorted and searched by the server, the
    // state in the address.
    const rows = () => within(screen.getByRole('table', { name: 'Request queue' })).getAllByRole('row');
    const all = newer.length + 2; // and the first test's converted request
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await eventually(() => expect(router.state.location.search).toBe('?status=all'));
    await eventually(() => expect(screen.getByText(`1–20 of ${all}`)).toBeInTheDocument());
    await user.click(within(screen.getByRole('navigation', { name: 'Request queue pages' })).getByRole('button', { name: 'Next' }));
    await eventually(() => expect(router.state.location.search).toBe('?status=all&page=2'));
    await eventually(() => expect(screen.getByText(`21–40 of ${all}`)).toBeInTheDocument());

    // Oldest first: the first test's request, then the old open one, lead page 1 again.
    await user.click(within(screen.getByRole('table', { name: 'Request queue' })).getByRole('button', { name: 'Submitted' }));
    await eventually(() => expect(router.state.location.search).toBe('?status=all&order=asc'));
    await eventually(() => expect(rows()[2]).toHaveAccessibleName(`Open request ${oldest.request_no}`));

    const target = newer[42]!;
    await user.type(screen.getByLabelText('Search requests'), target.request_no);
    await eventually(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe(target.request_no));
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveAccessibleName(`Open request ${target.request_no}`);
    expect(within(rows()[1]!).getByText('Declined')).toBeInTheDocument();
    view.unmount();

    // The staff home counts every open request (the server's total), not those among the newest page.
    renderApp('/home');
    const work = await screen.findByRole('region', { name: "Today's work" }, { timeout: 15_000 });
    expect(await within(work).findByRole('link', { name: /^Open requests: 1\b/ }, { timeout: 10_000 })).toHaveAttribute('href', '/request-management');
  }, 120_000);

  it('says so in the panel when another Admin settled the request first, though the action form is gone', async () => {
    await signInNewUser(server, 'client');
    const request = await submitRequest();
    await getSupabase().auth.signOut({ scope: 'local' });
    await signInNewUser(server, 'admin');
    queryClient.clear();
    const user = userEvent.setup();
    renderApp(`/request-management?search=${request.request_no}`);
    const queue = await screen.findByRole('table', { name: 'Request queue' }, { timeout: 10_000 });
    await user.click(await within(queue).findByRole('row', { name: `Open request ${request.request_no}` }, { timeout: 10_000 }));
    const panel = await screen.findByRole('region', { name: `Request ${request.request_no}` });
    await user.type(await within(panel).findByLabelText('Reason for declining'), 'Outside our service area.');

    // Meanwhile another Admin declines it: this one's decline is refused (409), and the reload
    // removes the actions, with their form, from the panel.
    await apiClient.post(`/api/requests/${request.id}/decline`, { reason: 'Duplicate of an earlier request.' });
    await user.click(within(panel).getByRole('button', { name: 'Decline request' }));
    expect(await within(panel).findByText(/^This request can no longer be changed this way/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(panel).findByText(/no further action/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
  }, 60_000);
});
