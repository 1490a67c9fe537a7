import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { listWaitingChanges } from '@/lib/offline/waiting-changes';
import { queryClient } from '@/lib/query/query-client';
import type { DeficiencyDetail, DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: four deficiencies on one project (notified, warning due, verified, ready for reinspection).
webTestServerPerFile({ TEST_SEED: 'demo' });

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const list = () => screen.getByRole('list', { name: 'Deficiencies' });
const article = (location: RegExp) => within(list()).getByRole('article', { name: location });

/** The deficiency as the server has it (the test's fetch is not offline; only the app thinks so). */
async function onServer(location: RegExp): Promise<DeficiencyDetail> {
  const { data } = await apiClient.get<DeficiencyTrackingResponse>('/api/deficiency/tracking?archived=false');
  const item = data.items.find((candidate) => location.test(candidate.location))!;
  return (await apiClient.get<{ data: DeficiencyDetail }>(`/api/deficiencies/${item.id}`)).data;
}

/** Deficiency tracking as the demo inspector, its cards loaded. */
async function openTrackingAsInspector() {
  await signInAsDemo('Inspector');
  const user = userEvent.setup();
  renderApp('/deficiency-tracking');
  await waitFor(() => expect(within(list()).getAllByRole('article').length).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
  return user;
}

describe('deficiency actions made offline wait on the device and are sent once (docs/offline.md, "Waiting writes")', () => {
  it('shows a dispute made offline at once, marked waiting, and sends it once when the connection returns', async () => {
    const user = await openTrackingAsInspector();

    act(() => onlineManager.setOnline(false));
    await user.click(within(article(/North elevation/)).getByRole('button', { name: 'Disputed' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/contractor.s reason/), 'Readings taken before the second coat.');
    await user.click(within(dialog).getByRole('button', { name: 'Disputed' }));

    // The dialog closes; the card shows the new status at once, marked as waiting, its other actions held back.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    const north = article(/North elevation/);
    expect(within(north).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(north).getByText('Disputed: saved on this device, sent when the connection returns.')).toBeInTheDocument();
    expect(within(north).getByText('Disputed', { selector: '.chakra-badge' })).toBeInTheDocument();
    expect(within(north).getByRole('button', { name: 'Fix reported' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1 change waiting to sync' })).toBeInTheDocument();
    expect(listWaitingChanges(queryClient)).toEqual([expect.objectContaining({ state: 'waiting', label: expect.stringMatching(/^Disputed: BC-\d{2}-\d{4} #1 · North elevation/) })]);
    expect(await onServer(/North elevation/)).toMatchObject({ status: 'notified' });

    act(() => onlineManager.setOnline(true));
    await waitFor(async () => expect(await onServer(/North elevation/)).toMatchObject({ status: 'disputed' }), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(within(article(/North elevation/)).queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(within(article(/North elevation/)).getByRole('button', { name: 'Fix reported' })).toBeEnabled();
    // Sent once: one dispute in the deficiency's history.
    const history = (await onServer(/North elevation/)).history;
    expect(history.filter((entry) => entry.action === 'deficiency.dispute')).toHaveLength(1);
  }, 90_000);

  it('keeps an action refused after waiting (the deficiency moved on) in the waiting changes, with the reason', async () => {
    const user = await openTrackingAsInspector();

    act(() => onlineManager.setOnline(false));
    await user.click(within(article(/Stairwell B/)).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(article(/Stairwell B/)).getByText('Waiting to sync')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(article(/Stairwell B/)).getByText('Verified', { selector: '.chakra-badge' })).toBeInTheDocument();

    // Meanwhile it is verified from another device (the same inspector's phone and laptop).
    const stairwell = await onServer(/Stairwell B/);
    await apiClient.post(`/api/deficiencies/${stairwell.id}/verify`, {}, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(listWaitingChanges(queryClient)).toEqual([expect.objectContaining({ state: 'refused', status: 409 })]), { timeout: 15_000 });
    const reason = 'Not possible now: Only an unresolved deficiency can be verified.';
    // The card, refreshed, shows where it stands and why the action was not done.
    await waitFor(() => expect(within(article(/Stairwell B/)).getByText(`Verify was not done: ${reason} It is kept under changes waiting to sync.`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '1 change waiting to sync' }));
    const waiting = await screen.findByRole('dialog');
    expect(within(waiting).getByText('Refused by the server')).toBeInTheDocument();
    expect(within(waiting).getByText(reason)).toBeInTheDocument();
    expect(within(waiting).getByText(/^Verify: BC-\d{2}-\d{4} #4 · Stairwell B/)).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(article(/Stairwell B/)).queryByText(/was not done/)).not.toBeInTheDocument();
    // Verified once (from the other device).
    expect((await onServer(/Stairwell B/)).history.filter((entry) => entry.action === 'deficiency.verify')).toHaveLength(1);
  }, 90_000);
});
