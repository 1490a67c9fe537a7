import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_CHANGE_QUEUED_TEXT } from '@/features/inspections/components/visit-change-dialog';
import { visitName } from '@/features/inspections/inspection-model';
import { apiClient } from '@/lib/api-client';
import { INSPECTORS_ENDPOINT } from '@/lib/api/requests/get-inspectors';
import { listWaitingChanges } from '@/lib/offline/waiting-changes';
import { queryClient } from '@/lib/query/query-client';
import { INSPECTION_MESSAGES, type Inspection } from '@/shared/schemas/inspections';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: the demo Admin and Inspector (Jordan Lee), projects with parties and visits.
webTestServerPerFile({ TEST_SEED: 'demo' });
let projectCode: string;
let inspectorId: string;

beforeAll(async () => {
  inspectorId = await signInAsDemo('Inspector');
  const { data } = await apiClient.get<{ data: Inspection[] }>('/api/inspections?inspector=me');
  projectCode = data[0]!.project_code;
}, 60_000);

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const key = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** A visit of the demo inspector on `day` (of December 2026) at 09:00 local, scheduled by the Admin (signed in after). */
async function scheduleVisit(stage: Inspection['stage'], day: number): Promise<Inspection> {
  await signInAsDemo('Admin');
  const scheduledAt = new Date(2026, 11, day, 9, 0).toISOString();
  const { data } = await apiClient.post<{ data: Inspection }>('/api/inspections', { project_code: projectCode, stage, scheduled_at: scheduledAt, inspector_id: inspectorId }, key());
  return data;
}

const getInspection = (id: string) => apiClient.get<{ data: Inspection }>(`/api/inspections/${id}`).then((answer) => answer.data);

/** Open the project's Inspections tab and pick `action` in the visit's menu: the dialog. */
async function openAction(visit: Inspection, action: 'Reschedule' | 'Reassign' | 'Cancel visit') {
  const user = userEvent.setup();
  renderApp(`/projects/${projectCode}?tab=inspections`);
  const item = await screen.findByRole('listitem', { name: visitName(visit) }, { timeout: 15_000 });
  await user.click(within(item).getByRole('button', { name: `Change the visit ${visitName(visit)}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: `${action}: ${visitName(visit)}` }, { timeout: 10_000 });
  return { user, dialog };
}

describe('changing a scheduled visit (Admin)', () => {
  it('reschedules: the shared schema refuses an empty time, the visit moves, a toast says so and the list is refreshed', async () => {
    const visit = await scheduleVisit('primer', 7);
    const { user, dialog } = await openAction(visit, 'Reschedule');
    const field = within(dialog).getByLabelText('New date and time');
    expect(field).toHaveValue('2026-12-07T09:00');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(INSPECTION_MESSAGES.scheduledAtRequired)).toBeInTheDocument();
    expect((await getInspection(visit.id)).version).toBe(visit.version);

    await user.type(field, '2026-12-09T14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(/^Visit moved to Dec 9, 2026/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const moved = await getInspection(visit.id);
    expect(new Date(moved.scheduled_at).getTime()).toBe(new Date(2026, 11, 9, 14, 30).getTime());
    expect(moved.version).toBe(visit.version + 1);
    expect(await screen.findByRole('listitem', { name: visitName(moved) }, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);

  it('reassigns to another inspector', async () => {
    const visit = await scheduleVisit('intermediate_coat', 10);
    const { data: inspectors } = await apiClient.get<{ data: { id: string; name: string }[] }>(INSPECTORS_ENDPOINT);
    const other = inspectors.find((person) => person.id !== inspectorId)!;
    const { user, dialog } = await openAction(visit, 'Reassign');
    const select = within(dialog).getByLabelText('Inspector');
    await waitFor(() => expect(within(select).getByRole('option', { name: other.name })).toBeInTheDocument());
    await user.selectOptions(select, other.name);
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText(`Visit given to ${other.name}`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await getInspection(visit.id)).toMatchObject({ inspector_id: other.id, status: 'scheduled' });
    const item = await screen.findByRole('listitem', { name: visitName(visit) });
    await waitFor(() => expect(within(item).getByText(other.name)).toBeInTheDocument());
  }, 60_000);

  it('cancels after a confirmation; "Keep visit" changes nothing', async () => {
    const visit = await scheduleVisit('finish_coat', 11);
    const { user, dialog } = await openAction(visit, 'Cancel visit');
    await user.click(within(dialog).getByRole('button', { name: 'Keep visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await getInspection(visit.id)).toMatchObject({ status: 'scheduled' });

    const item = screen.getByRole('listitem', { name: visitName(visit) });
    await user.click(within(item).getByRole('button', { name: `Change the visit ${visitName(visit)}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel visit' }));
    const again = await screen.findByRole('dialog', { name: `Cancel visit: ${visitName(visit)}` });
    await user.click(within(again).getByRole('button', { name: 'Cancel visit' }));
    expect(await screen.findByText(`Visit cancelled: ${visitName(visit)}`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await getInspection(visit.id)).toMatchObject({ status: 'cancelled' });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: visitName(visit) })).getByText('Cancelled')).toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: visitName(visit) })).queryByRole('button', { name: /^Change the visit/ })).not.toBeInTheDocument();
  }, 60_000);

  it('shows a version conflict with the current values, and applies the change on a second confirmation', async () => {
    const visit = await scheduleVisit('final', 14);
    const { user, dialog } = await openAction(visit, 'Reschedule');
    // Meanwhile another Admin moves it.
    await apiClient.patch(`/api/inspections/${visit.id}`, { version: visit.version, scheduled_at: new Date(2026, 11, 15, 8, 0).toISOString() }, key());
    const field = within(dialog).getByLabelText('New date and time');
    await user.clear(field);
    await user.type(field, '2026-12-16T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(/^Someone changed this visit after you opened it\. It is now Dec 15, 2026/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const current = within(dialog).getByRole('group', { name: 'The visit as it is now' });
    expect(within(current).getByText(/^Date and time: Dec 15, 2026/)).toBeInTheDocument();
    expect(within(current).getByText('Inspector: Jordan Lee')).toBeInTheDocument();
    expect(listWaitingChanges(queryClient)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(/^Visit moved to Dec 16, 2026/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await getInspection(visit.id)).toMatchObject({ version: visit.version + 2 });
  }, 60_000);

  it('offline, keeps the change on the device and sends it when the connection returns', async () => {
    const visit = await scheduleVisit('surface_prep', 17);
    const { user, dialog } = await openAction(visit, 'Reschedule');
    act(() => onlineManager.setOnline(false));
    const field = within(dialog).getByLabelText('New date and time');
    await user.clear(field);
    await user.type(field, '2026-12-18T07:45');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(VISIT_CHANGE_QUEUED_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listWaitingChanges(queryClient)).toEqual([expect.objectContaining({ state: 'waiting' })]);
    expect(await getInspection(visit.id)).toMatchObject({ version: visit.version });

    act(() => onlineManager.setOnline(true));
    await waitFor(async () => expect(new Date((await getInspection(visit.id)).scheduled_at).getTime()).toBe(new Date(2026, 11, 18, 7, 45).getTime()), { timeout: 15_000 });
    await waitFor(() => expect(listWaitingChanges(queryClient)).toEqual([]), { timeout: 10_000 });
  }, 60_000);
});

describe('an Inspector', () => {
  it('sees no menu to change a visit', async () => {
    const visit = await scheduleVisit('primer', 21);
    await signInAsDemo('Inspector');
    renderApp(`/projects/${projectCode}?tab=inspections`);
    const item = await screen.findByRole('listitem', { name: visitName(visit) }, { timeout: 15_000 });
    expect(within(item).getByRole('link', { name: `Record the inspection ${visitName(visit)}` })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Change the visit/ })).not.toBeInTheDocument();
  }, 60_000);
});
