import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { providerToday } from '@/lib/provider-day';
import { addDays } from '@/shared/dates';
import { getSupabase } from '@/lib/supabase-client';
import type { Company } from '@/shared/schemas/companies';
import type { RequestSummary } from '@/shared/schemas/requests';
import { renderApp } from '../../support/web-render';
import { signInNewUser, submitRequest, TEST_PASSWORD, type WebTestUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile({}, { signOut: 'never' });
const inDays = (days: number) => addDays(providerToday(), days);

let client: WebTestUser;
let admin: WebTestUser;
let request: RequestSummary;

const signInAs = async (user: WebTestUser) => {
  await getSupabase().auth.signOut({ scope: 'local' });
  const { error } = await getSupabase().auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw error;
};

/** A member painting contractor whose term ends in 20 days, with the client linked to it and one open request. */
beforeAll(async () => {
  client = await signInNewUser(server, 'client');
  admin = await signInNewUser(server, 'admin');
  const company = await apiClient.post<Company>('/api/companies', {
    name: 'Coastline Painting Ltd.',
    type: 'painting_contractor',
    member_no: 'M-4321',
    membership_status: 'active',
    membership_valid_from: inDays(-345),
    membership_valid_to: inDays(20),
  });
  await apiClient.put(`/api/clients/${client.id}/company`, { company_id: company.id });
  await signInAs(client);
  request = await submitRequest();
}, 60_000);

describe('the membership page for a signed-in client', () => {
  it("shows the company's member number, term and days left, and how to renew (the contact form with the topic chosen)", async () => {
    await signInAs(client);
    const user = userEvent.setup();
    renderApp('/services/membership');
    const panel = await screen.findByRole('region', { name: "Your company's membership" }, { timeout: 15_000 });
    expect(await within(panel).findByText('Coastline Painting Ltd.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(panel).getByText('M-4321')).toBeInTheDocument();
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(within(panel).getByText('Expires in 20 days')).toBeInTheDocument();
    // The public text stays below.
    expect(screen.getByRole('heading', { name: 'How to renew' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: 'Renew membership' }));
    const topic = await screen.findByLabelText('Topic', {}, { timeout: 10_000 });
    expect(topic).toHaveValue('membership');
  }, 60_000);

  it('shows nothing of the kind to staff', async () => {
    await signInAs(admin);
    renderApp('/services/membership');
    expect(await screen.findByRole('heading', { name: 'How to renew' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Your company's membership" })).not.toBeInTheDocument();
  }, 60_000);
});

describe('the homes', () => {
  it('the client home: open requests with their status, unread messages, membership standing and latest reports', async () => {
    await signInAs(client);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open requests: 1' }, { timeout: 10_000 })).toHaveAttribute('href', '/my-requests');
    expect(await screen.findByRole('link', { name: 'Unread messages: 0' }, { timeout: 10_000 })).toHaveAttribute('href', '/mailbox');

    const open = screen.getByRole('region', { name: 'My open requests' });
    expect(within(open).getByRole('link', { name: request.request_no })).toHaveAttribute('href', `/my-requests/${request.id}`);
    expect(within(open).getByText('Submitted')).toBeInTheDocument();

    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(await within(membership).findByText('Expires in 20 days', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Membership status and renewal' })).toHaveAttribute('href', '/services/membership');
    expect(screen.getByRole('region', { name: 'Latest reports' })).toBeInTheDocument();
  }, 60_000);

  it("the Admin's staff home: today's work with each count linking to its screen, this week's inspections and recent projects", async () => {
    await signInAs(admin);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    const work = screen.getByRole('region', { name: "Today's work" });
    expect(await within(work).findByRole('link', { name: 'Needs reminder: 0' }, { timeout: 10_000 })).toHaveAttribute('href', '/deficiency-tracking?queue=reminder');
    expect(within(work).getByRole('link', { name: /^Needs warning: / })).toHaveAttribute('href', '/deficiency-tracking?queue=warning');
    expect(within(work).getByRole('link', { name: /^Needs closure: / })).toHaveAttribute('href', '/deficiency-tracking?queue=closure');
    expect(await within(work).findByRole('link', { name: /^Open requests: 1\b/ }, { timeout: 10_000 })).toHaveAttribute('href', '/request-management');
    expect(await within(work).findByRole('link', { name: 'Pending review: 0' }, { timeout: 10_000 })).toHaveAttribute('href', '/projects?review_status=Pending');
    expect(await within(work).findByRole('link', { name: 'Pending invoices: 0' }, { timeout: 10_000 })).toHaveAttribute('href', '/invoicing/pending');
    expect(await within(work).findByRole('link', { name: 'Unread messages: 0' }, { timeout: 10_000 })).toHaveAttribute('href', '/admin/mailbox');

    expect(screen.getByRole('region', { name: 'Inspections this week' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent projects' });
    expect(within(recent).getByText('No recent projects')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Membership' })).not.toBeInTheDocument();
  }, 60_000);
});
