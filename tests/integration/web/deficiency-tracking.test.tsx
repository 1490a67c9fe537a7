import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts';
import { renderApp } from '../../support/web-render';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;

beforeAll(async () => {
  // The demo seed has one deficiency in each queue (and one waiting for reinspection).
  server = await startWebTestServer({ TEST_SEED: 'demo' });
}, 60_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

async function signInAsDemoAdmin() {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Admin')!;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  await apiClient.post('/api/auth/sync', { user: { ...data.session.user, access_token: data.session.access_token } });
}

/** The demo's painting contractor has no e-mail address: give it one, so reminders and warnings have a recipient. */
async function giveContractorAnEmail() {
  const tracking = await apiClient.get<DeficiencyTrackingResponse>('/api/deficiency/tracking?archived=false');
  const company = tracking.data.items.find((item) => item.responsible_company_id)!;
  await apiClient.patch(`/api/companies/${company.responsible_company_id}`, {
    name: company.responsible_company_name,
    type: 'painting_contractor',
    email: 'office@coastline-painting.example',
  });
}

const list = () => screen.getByRole('list', { name: 'Deficiencies' });
const articles = () => within(list()).getAllByRole('article');
const article = (location: RegExp) => within(list()).getByRole('article', { name: location });

describe('deficiency tracking', () => {
  it('shows the queues and the badge, filters from the cards and the URL, and a reminder empties the reminder queue', async () => {
    await signInAsDemoAdmin();
    await giveContractorAnEmail();
    const user = userEvent.setup();
    const { router } = renderApp('/deficiency-tracking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deficiency Tracking' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Needs reminder: 1' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs warning: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs closure: 1' })).toBeInTheDocument();
    // The navigation bar's badge: the sum of the three queues.
    expect(await screen.findByRole('link', { name: 'Deficiency alerts, 3 need action' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(4), { timeout: 10_000 });

    // A queue card filters the list, and the filter is in the URL.
    await user.click(screen.getByRole('button', { name: 'Needs closure: 1' }));
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Needs closure: 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('queue=closure');
    expect(within(article(/Main entrance soffit/)).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Needs closure: 1' }));
    await waitFor(() => expect(articles()).toHaveLength(4));

    await user.selectOptions(screen.getByLabelText('Severity'), 'Critical');
    await waitFor(() => expect(articles()).toHaveLength(1));
    const critical = article(/Balcony rails/);
    expect(within(critical).getByText(/^Due .* · 9 days overdue$/)).toBeInTheDocument();
    expect(within(critical).getByText(/^3 reminders · last /)).toBeInTheDocument();
    // Three reminders were sent: the next step is a warning, not a fourth reminder.
    expect(within(critical).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    expect(within(critical).getByRole('button', { name: 'Send warning' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Severity'), 'All severities');

    await user.type(screen.getByLabelText('Search deficiencies'), 'north elevation');
    await waitFor(() => expect(articles()).toHaveLength(1));
    // The queue's action leads and is the one marked due; the warning is not the default.
    const northButtons = within(article(/North elevation/)).getAllByRole('button');
    expect(northButtons[0]).toHaveAccessibleName('Send reminder');
    expect(northButtons[0]).toHaveAccessibleDescription('Needs reminder: due now');
    expect(within(article(/North elevation/)).getByRole('button', { name: 'Send warning' })).not.toHaveAccessibleDescription();
    await user.click(within(article(/North elevation/)).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(/^Reminder sent to .* for BC-\d{2}-\d{4} #1$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Needs reminder: 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Deficiency alerts, 2 need action' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(article(/North elevation/)).getByText(/^1 reminder · last /)).toBeInTheDocument();
  }, 90_000);

  it('asks before a warning, says the letter is attached, and shows the follow-up history', async () => {
    await signInAsDemoAdmin();
    await giveContractorAnEmail();
    const user = userEvent.setup();
    const first = renderApp('/deficiency-tracking?queue=warning');
    await waitFor(() => expect(articles()).toHaveLength(1), { timeout: 10_000 });
    const item = article(/Balcony rails/);
    // In the warning queue the warning is the action due.
    expect(within(item).getByRole('button', { name: 'Send warning' })).toHaveAccessibleDescription('Needs warning: due now');
    await user.click(within(item).getByRole('button', { name: 'Send warning' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/warning letter attached as a PDF/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await screen.findByText(/with the warning letter \(PDF\) attached$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Needs warning: 0' }, { timeout: 10_000 })).toBeInTheDocument();

    // Out of the warning queue now; the history tells what was sent.
    first.unmount();
    renderApp('/deficiency-tracking?q=balcony');
    await waitFor(() => expect(articles()).toHaveLength(1), { timeout: 10_000 });
    const again = article(/Balcony rails/);
    expect(within(again).getByText(/^Sent /)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Photos and history' }));
    const history = await within(again).findByRole('region', { name: 'Follow-up history' }, { timeout: 10_000 });
    expect(within(history).getByText('Warning sent with the warning letter (PDF)')).toBeInTheDocument();
    expect(within(history).getByText(/to office@coastline-painting\.example$/)).toBeInTheDocument();
    expect(within(again).getByRole('region', { name: 'Photos' })).toBeInTheDocument();
  }, 90_000);

  it('lists a project\'s deficiencies on its Deficiencies tab, with the actions', async () => {
    await signInAsDemoAdmin();
    const tracking = await apiClient.get<DeficiencyTrackingResponse>('/api/deficiency/tracking?archived=false');
    const code = tracking.data.items[0]!.project_code;
    const user = userEvent.setup();
    renderApp(`/projects/${code}?tab=deficiencies`);
    const projectList = await screen.findByRole('list', { name: 'Project deficiencies' }, { timeout: 15_000 });
    await waitFor(() => expect(within(projectList).getAllByRole('article').length).toBeGreaterThanOrEqual(4));
    const stairwell = within(projectList).getByRole('article', { name: /Stairwell B/ });
    expect(within(stairwell).getByText('Ready for reinspection')).toBeInTheDocument();
    const closures = Number(/: (\d+)$/.exec(screen.getByRole('button', { name: /^Needs closure: / }).getAttribute('aria-label')!)![1]);
    await user.click(within(stairwell).getByRole('button', { name: 'Verify' }));
    expect(await within(stairwell).findByText('Verified', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Needs closure: ${closures + 1}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(stairwell).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  }, 60_000);
});
