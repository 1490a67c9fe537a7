import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_TO_SYNC_TEXT } from '@/features/inspections/components/inspection-item';
import { visitName } from '@/features/inspections/inspection-model';
import { apiClient } from '@/lib/api-client';
import { listWaitingChanges } from '@/lib/offline/waiting-changes';
import { queryClient } from '@/lib/query/query-client';
import { INSPECTION_MESSAGES, type Inspection, type InspectionDetail } from '@/shared/schemas/inspections';
import { samplePng } from '../../support/sample-images';
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

/** A visit of the demo inspector, scheduled by the demo Admin for now (so it is this week's). */
async function scheduleVisit(stage: Inspection['stage']): Promise<Inspection> {
  await signInAsDemo('Admin');
  const { data } = await apiClient.post<{ data: Inspection }>(
    '/api/inspections',
    { project_code: projectCode, stage, scheduled_at: new Date().toISOString(), inspector_id: inspectorId },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  await signInAsDemo('Inspector');
  return data;
}

const photo = (name: string) => new File([new Uint8Array(samplePng(64, 48))], name, { type: 'image/png' });
const getInspection = (id: string) => apiClient.get<{ data: InspectionDetail }>(`/api/inspections/${id}`).then((answer) => answer.data);

describe('scheduling inspections (Admin)', () => {
  it('validates with the shared schema and lists the new visit under its stage', async () => {
    await signInAsDemo('Admin');
    const user = userEvent.setup();
    renderApp(`/projects/${projectCode}?tab=inspections`);
    const form = await screen.findByRole('form', { name: 'Schedule inspection' }, { timeout: 15_000 });

    await user.click(within(form).getByRole('button', { name: 'Schedule inspection' }));
    expect(await within(form).findByText(INSPECTION_MESSAGES.stageRequired)).toBeInTheDocument();
    expect(within(form).getByText(INSPECTION_MESSAGES.scheduledAtRequired)).toBeInTheDocument();
    expect(within(form).getByText(INSPECTION_MESSAGES.inspectorRequired)).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Stage'), 'Final inspection');
    await user.type(within(form).getByLabelText('Date and time'), '2026-12-03T09:30');
    await waitFor(() => expect(within(within(form).getByLabelText('Inspector')).getByRole('option', { name: 'Jordan Lee' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Inspector'), 'Jordan Lee');
    await user.click(within(form).getByRole('button', { name: 'Schedule inspection' }));

    expect(await within(form).findByText('Scheduled: Final inspection, Dec 3, 2026, Jordan Lee.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const finals = await screen.findByRole('region', { name: 'Final inspection' });
    const item = within(finals).getByRole('listitem', { name: 'Final inspection, Dec 3, 2026' });
    expect(within(item).getByText('Scheduled')).toBeInTheDocument();
    // Admins may record any scheduled visit.
    expect(within(item).getByRole('link', { name: 'Record the inspection Final inspection, Dec 3, 2026' })).toBeInTheDocument();
  }, 60_000);
});

describe('recording an inspection on site (Inspector)', () => {
  it('opens from the staff home, shows the dew point and travel fee live, and records a deficiency with photos', async () => {
    const visit = await scheduleVisit('primer');
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/');
    const week = await screen.findByRole('region', { name: 'My inspections this week' }, { timeout: 15_000 });
    await user.click(await within(week).findByRole('link', { name: `Record the inspection ${visitName(visit)}` }, { timeout: 10_000 }));

    const form = await screen.findByRole('form', { name: `Record inspection: ${visitName(visit)}` }, { timeout: 10_000 });
    await user.selectOptions(within(form).getByLabelText('Result'), 'Pass with deficiencies');
    await user.type(within(form).getByLabelText('Air temperature (°C)'), '12');
    await user.type(within(form).getByLabelText('Relative humidity (%)'), '70');
    await user.type(within(form).getByLabelText('Surface temperature (°C)'), '9');
    expect(within(form).getByText('Dew point 6.7 °C · surface 2.3 °C above it')).toBeInTheDocument();
    expect(within(form).getByText(/less than 3 °C above the dew point/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Surface temperature (°C)'));
    await user.type(within(form).getByLabelText('Surface temperature (°C)'), '10');
    expect(within(form).queryByText(/less than 3 °C above the dew point/)).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Travel, round trip (km)'), '120');
    expect(await within(form).findByText(/^Travel fee \$28\.00: the first 80 km of the round trip are free, then \$0\.70\/km\.$/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Notes'), 'Primer thin at the parapet.');
    await user.upload(within(form).getByLabelText('Inspection photos'), photo('parapet.png'));
    expect(await within(form).findByText('parapet.png')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add a deficiency' }));
    await user.type(within(form).getByLabelText('Deficiency 1 location'), 'North elevation, parapet');
    await user.type(within(form).getByLabelText('Deficiency 1 description'), 'Primer film thickness below the specification.');
    await user.selectOptions(within(form).getByLabelText('Deficiency 1 category'), 'Film thickness');
    await user.selectOptions(within(form).getByLabelText('Deficiency 1 severity'), 'Major');
    const companies = within(within(form).getByLabelText('Deficiency 1 responsible company')).getAllByRole('option');
    expect(companies.length).toBeGreaterThan(1);
    await user.selectOptions(within(form).getByLabelText('Deficiency 1 responsible company'), companies[1]!);
    await user.upload(within(form).getByLabelText('Deficiency 1 photos'), photo('parapet close-up.png'));
    expect(await within(form).findByText('parapet close-up.png')).toBeInTheDocument();

    // The due date is required by the shared schema.
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));
    expect(await within(form).findByText(INSPECTION_MESSAGES.dueDateRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Deficiency 1 due date'), '2026-12-15');
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));

    expect(await screen.findByText(`Inspection recorded: ${visitName(visit)}, Pass with deficiencies.`, {}, { timeout: 15_000 })).toBeInTheDocument();
    const saved = await getInspection(visit.id);
    expect(saved).toMatchObject({ status: 'performed', result: 'pass_with_deficiencies', surface_temperature_c: 10, dew_point_c: 6.7, travel_fee_cents: 2800, photo_count: 1 });
    expect(saved.photos).toEqual([expect.objectContaining({ filename: 'parapet.png', kind: 'inspection_photo' })]);
    expect(saved.deficiencies).toEqual([expect.objectContaining({ location: 'North elevation, parapet', severity: 'major', photo_count: 1, due_date: '2026-12-15' })]);
  }, 90_000);

  it('saves a recording made offline on the device and sends it, photo first, when the connection returns', async () => {
    const visit = await scheduleVisit('finish_coat');
    const user = userEvent.setup({ applyAccept: false });
    const view = renderApp(`/projects/${projectCode}?tab=inspections&record=${visit.id}`);
    const form = await screen.findByRole('form', { name: `Record inspection: ${visitName(visit)}` }, { timeout: 15_000 });

    act(() => onlineManager.setOnline(false));
    await user.selectOptions(within(form).getByLabelText('Result'), 'Pass');
    await user.type(within(form).getByLabelText('Travel, round trip (km)'), '30');
    await user.upload(within(form).getByLabelText('Inspection photos'), photo('finish coat.png'));
    expect(await within(form).findByText('finish coat.png')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));

    expect(await screen.findByText(`${WAITING_TO_SYNC_TEXT}.`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 change waiting to sync' })).toBeInTheDocument();
    expect(await getInspection(visit.id)).toMatchObject({ status: 'scheduled' });

    // Back on the list (still offline), the visit says it waits on this device.
    await act(() => view.router.navigate(`/projects/${projectCode}?tab=inspections`));
    const item = await screen.findByRole('listitem', { name: visitName(visit) }, { timeout: 10_000 });
    expect(within(item).getByText(WAITING_TO_SYNC_TEXT)).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /^Record/ })).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await waitFor(async () => expect(await getInspection(visit.id)).toMatchObject({ status: 'performed', result: 'pass', photo_count: 1 }), { timeout: 15_000 });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: visitName(visit) })).getByText('Pass')).toBeInTheDocument(), { timeout: 10_000 });
    // The write settles once the lists it refreshes have been fetched again.
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
  }, 90_000);

  it('keeps a recording made offline and refused once back online (changed meanwhile) in the list, to settle there', async () => {
    const visit = await scheduleVisit('intermediate_coat');
    const user = userEvent.setup();
    renderApp(`/projects/${projectCode}?tab=inspections&record=${visit.id}`);
    const form = await screen.findByRole('form', { name: `Record inspection: ${visitName(visit)}` }, { timeout: 15_000 });

    act(() => onlineManager.setOnline(false));
    await user.selectOptions(within(form).getByLabelText('Result'), 'Fail');
    await user.type(within(form).getByLabelText('Notes'), 'Blistering on the south wall.');
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));
    expect(await screen.findByText(`${WAITING_TO_SYNC_TEXT}.`, {}, { timeout: 10_000 })).toBeInTheDocument();

    // Meanwhile the visit is recorded from another device: the waiting recording's version is stale.
    await apiClient.post(`/api/inspections/${visit.id}/record`, { version: visit.version, result: 'pass', performed_at: new Date().toISOString() }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
    act(() => onlineManager.setOnline(true));

    // The form was emptied when the recording was queued: the refused write is its only copy, so
    // it stays in the list with the choice between the two versions (the visit, now recorded,
    // no longer shows the form).
    expect(await screen.findByText(/^This inspection has been recorded/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(listWaitingChanges(queryClient)).toEqual([expect.objectContaining({ state: 'refused', status: 409 })]));
    await user.click(screen.getByRole('button', { name: '1 change waiting to sync' }));
    const list = await screen.findByRole('dialog');
    expect(within(list).getByText('Refused by the server')).toBeInTheDocument();
    expect(within(list).getByText('Blistering on the south wall.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: "Keep the server's" }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
    expect(await getInspection(visit.id)).toMatchObject({ status: 'performed', result: 'pass' });
  }, 90_000);
});
