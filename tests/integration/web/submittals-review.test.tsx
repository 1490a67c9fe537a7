import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

webTestServerPerFile({ TEST_SEED: 'demo' });

/** Sign the page in as a seeded demo account and sync its profile. */
async function signInAsDemo(role: 'Admin' | 'Client') {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  await apiClient.post('/api/auth/sync', { user: { ...data.session.user, access_token: data.session.access_token } });
}

/** Line 4 of the submittal named `heading` (the demo may seed submittals on several projects). */
async function corridorLine(heading: string) {
  const article = await screen.findByRole('article', { name: heading }, { timeout: 10_000 });
  return within(article).getByRole('listitem', { name: /^Line 4: Corridor drywall/ });
}

describe('submittal review', () => {
  it('staff decide a line (a comment is required unless approved) and the client sees the decision', async () => {
    await signInAsDemo('Admin');
    const user = userEvent.setup();
    const view = renderApp('/inspections/submittal-pages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submittals' }, { timeout: 10_000 })).toBeInTheDocument();
    const [first] = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const heading = within(first!).getByRole('heading', { level: 3 }).textContent!;
    const line = await corridorLine(heading);
    expect(within(line).getByText('Awaiting review')).toBeInTheDocument();

    await user.selectOptions(within(line).getByLabelText('Decision, line 4'), 'Rejected');
    await user.click(within(line).getByRole('button', { name: 'Save decision' }));
    expect(await within(line).findByText('Explain the decision in a comment')).toBeInTheDocument();

    await user.type(within(line).getByLabelText('Comment, line 4'), 'Use a G3 eggshell in corridors (MPI 52 or 139).');
    await user.click(within(line).getByRole('button', { name: 'Save decision' }));
    // Saved once the line says who decided (the option "Rejected" in the select is there all along).
    await waitFor(async () => expect(within(await corridorLine(heading)).getByText(/^Decided by Alex Morgan/)).toBeInTheDocument(), {
      timeout: 10_000,
    });
    // The server pages the list and filters it by status.
    const pager = screen.getByRole('navigation', { name: 'Submittals pages' });
    expect(pager).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(screen.queryByRole('article', { name: heading })).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(await screen.findByRole('article', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();

    await getSupabase().auth.signOut({ scope: 'local' });
    await signInAsDemo('Client');
    renderApp('/inspections/submittal-pages');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your submittals' }, { timeout: 10_000 })).toBeInTheDocument();
    const seen = await corridorLine(heading);
    expect(await within(seen).findByText('Rejected', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(seen).getByText('Comment: Use a G3 eggshell in corridors (MPI 52 or 139).')).toBeInTheDocument();
    // Clients read decisions; they have no decision controls.
    expect(within(seen).queryByRole('button', { name: 'Save decision' })).not.toBeInTheDocument();
    // And they can send a new submittal.
    expect(screen.getByRole('form', { name: 'New submittal' })).toBeInTheDocument();
  }, 90_000);
});
