import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: four deficiencies on one project (notified, warning due, verified, ready for reinspection).
webTestServerPerFile({ TEST_SEED: 'demo' });

const list = () => screen.getByRole('list', { name: 'Deficiencies' });
const articles = () => within(list()).getAllByRole('article');
const article = (location: RegExp) => within(list()).getByRole('article', { name: location });

describe('"Fix reported", "Disputed" and "Void" on deficiency tracking', () => {
  it('records a dispute (its reason required) and then the reported fix, with their notes in the history', async () => {
    await signInAsDemo('Admin');
    const user = userEvent.setup();
    renderApp('/deficiency-tracking');
    await waitFor(() => expect(articles()).toHaveLength(4), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: 'Needs reminder: 1' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(article(/North elevation/)).getByRole('button', { name: 'Disputed' }));
    let dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // The reason is required (the shared schema, before anything is sent).
    await user.click(within(dialog).getByRole('button', { name: 'Disputed' }));
    expect(await within(dialog).findByText(/reason for disputing it/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/contractor.s reason/), 'Contractor says the readings were taken before the second coat.');
    await user.click(within(dialog).getByRole('button', { name: 'Disputed' }));
    expect(await screen.findByText(/^BC-\d{2}-\d{4} #1 marked disputed$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(article(/North elevation/)).getByText('Disputed')).toBeInTheDocument(), { timeout: 10_000 });
    // No reminders for a disputed deficiency: it leaves the reminder queue and loses the button.
    expect(await screen.findByRole('button', { name: 'Needs reminder: 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(article(/North elevation/)).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();

    await user.click(within(article(/North elevation/)).getByRole('button', { name: 'Fix reported' }));
    dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/What the contractor said/), 'Recoated on Friday, ready to check.');
    await user.click(within(dialog).getByRole('button', { name: 'Fix reported' }));
    expect(await screen.findByText(/#1 is ready for reinspection$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const north = article(/North elevation/);
    await waitFor(() => expect(within(north).getByText('Ready for reinspection')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(north).queryByRole('button', { name: 'Fix reported' })).not.toBeInTheDocument();
    expect(within(north).getByRole('button', { name: 'Verify' })).toBeInTheDocument();

    await user.click(within(north).getByRole('button', { name: 'Photos and history' }));
    const history = await within(north).findByRole('region', { name: 'Follow-up history' }, { timeout: 10_000 });
    expect(within(history).getByText('Fix reported: ready for reinspection')).toBeInTheDocument();
    expect(within(history).getByText('“Recoated on Friday, ready to check.”')).toBeInTheDocument();
    expect(within(history).getByText('Disputed by the contractor')).toBeInTheDocument();
    expect(within(history).getByText('“Contractor says the readings were taken before the second coat.”')).toBeInTheDocument();
  }, 90_000);

  it('voids a deficiency raised in error: it leaves the list and the warning queue', async () => {
    await signInAsDemo('Admin');
    const user = userEvent.setup();
    renderApp('/deficiency-tracking');
    await waitFor(() => expect(articles()).toHaveLength(4), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: 'Needs warning: 1' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(article(/Balcony rails/)).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(/no longer holds back the guarantee/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Why it was raised in error/), 'Recorded on the wrong unit.');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText(/^BC-\d{2}-\d{4} #2 voided$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(3), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Needs warning: 0' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);

  it('offers an Inspector "Fix reported" and "Disputed" but not "Void" (Admin only)', async () => {
    await signInAsDemo('Inspector');
    renderApp('/deficiency-tracking');
    await waitFor(() => expect(articles().length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    const stairwell = article(/Stairwell B/);
    expect(within(stairwell).getByRole('button', { name: 'Disputed' })).toBeInTheDocument();
    expect(within(stairwell).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    for (const item of articles()) expect(within(item).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  }, 60_000);
});
