import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deficiencyKeys } from '@/lib/api/deficiencies/keys';
import { invoicingKeys } from '@/lib/api/invoices/keys';
import { projectKeys } from '@/lib/api/projects/keys';
import { apiClient } from '@/lib/api-client';
import { keptProjectsSnapshot } from '@/lib/offline/kept-projects';
import { queryClient } from '@/lib/query/query-client';
import type { Inspection } from '@/shared/schemas/inspections';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// Projects kept offline (docs/offline.md, "Projects kept on the device"): the project page's
// "Make available offline" with its progress, the staff home keeping the week's projects, and
// Settings listing them, each removable. The demo seed: the demo Admin and Inspector (Jordan Lee).
webTestServerPerFile({ TEST_SEED: 'demo' });

let inspectorId: string;
let projects: ProjectDetail[];

beforeAll(async () => {
  inspectorId = await signInAsDemo('Inspector');
  const { data } = await apiClient.get<{ data: ProjectDetail[] }>('/api/projects?status=active&sort=code&order=asc&pageSize=50');
  projects = data;
}, 60_000);

// The test setup clears the stored session after each test: sign in again.
beforeEach(async () => {
  await signInAsDemo('Inspector');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

/** A visit of the demo inspector on `project`, scheduled by the demo Admin; then signed in as the Inspector again. */
async function scheduleVisit(project: ProjectDetail, at: Date): Promise<void> {
  await signInAsDemo('Admin');
  await apiClient.post<{ data: Inspection }>(
    '/api/inspections',
    { project_code: project.project_code, stage: 'primer', scheduled_at: at.toISOString(), inspector_id: inspectorId },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  await signInAsDemo('Inspector');
}

/** Hold the answers of the GETs whose path matches until `release()` (no timing involved). */
function holdGets(matches: (path: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && matches(url.pathname)) await released;
    return realFetch(input, init);
  });
  return release;
}

const eventually = (check: () => unknown) => waitFor(check, { timeout: 20_000 });
const keptList = () => screen.findByRole('list', { name: 'Projects kept offline' }, { timeout: 15_000 });

describe('Make available offline (project page)', () => {
  it("keeps an assigned project with every tab's data, shows the progress, then the size; Settings lists it and removes it", async () => {
    const project = projects[projects.length - 1]!;
    // Assigned by a visit beyond the coming week: not kept by itself.
    await scheduleVisit(project, new Date(Date.now() + 12 * 24 * 3_600_000));
    const user = userEvent.setup();
    const release = holdGets((path) => path === `/api/projects/${project.project_code}/invoicing`);
    const view = renderApp(`/projects/${project.project_code}`);

    await user.click(await screen.findByRole('button', { name: 'Make available offline' }, { timeout: 15_000 }));
    await eventually(() => expect(screen.getByText(/^Saving for offline use… \d+ of \d+$/)).toBeInTheDocument());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${project.project_name} from offline use` })).toBeInTheDocument();

    release();
    await eventually(() => expect(screen.getByText(/^Available offline · [\d.]+ (bytes|KB|MB)$/)).toBeInTheDocument());
    // The tabs' data is in the cache, and kept past the default 5 minutes of an unseen query.
    const deficiencies = queryClient.getQueryCache().find({ queryKey: deficiencyKeys.tracking({ archived: false, projectId: project.project_id }) });
    expect(deficiencies?.state.data).toBeDefined();
    expect(deficiencies?.meta?.persist).toBe(true);
    // The Activity tab's first page too (staff).
    expect(queryClient.getQueryCache().find({ queryKey: projectKeys.activity(project.project_code, undefined) })?.meta?.persist).toBe(true);
    expect(queryClient.getQueryCache().find({ queryKey: invoicingKeys.project(project.project_code) })?.options.gcTime).toBeGreaterThanOrEqual(24 * 3_600_000);
    view.unmount();

    renderApp('/settings');
    const item = within(await keptList()).getByText(project.project_name).closest('li')!;
    expect(within(item).getByText('Added by hand')).toBeInTheDocument();
    expect(within(item).getByText(/ · saved /)).toBeInTheDocument();
    expect(await screen.findByText(/^Persistent storage: /)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Remove ${project.project_name} from offline use` }));
    await eventually(() => expect(screen.queryByRole('list', { name: 'Projects kept offline' })).not.toBeInTheDocument());
    expect(screen.getByText(/^No project is kept offline/)).toBeInTheDocument();
    expect(keptProjectsSnapshot().projects).toEqual([]);
  }, 60_000);

  it('is not offered on a project the inspector has no visit on', async () => {
    const { data: mine } = await apiClient.get<{ data: Inspection[] }>('/api/inspections?inspector=me');
    const notMine = projects.find((project) => project.lead_inspector_id !== inspectorId && !mine.some((visit) => visit.project_code === project.project_code));
    if (!notMine) return;
    renderApp(`/projects/${notMine.project_code}`);
    expect(await screen.findByRole('tab', { name: 'Inspections' }, { timeout: 15_000 })).toBeInTheDocument();
    // Its visits have loaded (the Inspections tab's query), and still no button.
    await eventually(() => expect(queryClient.getQueryState(['inspections', 'list', { project: notMine.project_code }])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
  }, 60_000);
});

describe("the staff home keeps the inspector's week", () => {
  it('keeps the projects of the coming visits by themselves, says how much is kept, and Settings says they are this week’s', async () => {
    const project = projects[0]!;
    await scheduleVisit(project, new Date(Date.now() + 3_600_000));
    const release = holdGets((path) => path === `/api/projects/${project.project_code}/invoicing`);
    const view = renderApp('/home');
    const summary = await screen.findByRole('region', { name: 'Projects kept offline' }, { timeout: 20_000 });
    await eventually(() => expect(within(summary).getByRole('status')).toHaveTextContent(/^Saving \d+ of \d+ projects? for offline use…$/));
    release();
    await eventually(() => expect(within(summary).getByRole('status')).toHaveTextContent(/^\d+ projects? available offline · [\d.]+ (bytes|KB|MB) on this device/));
    view.unmount();

    renderApp('/settings');
    const item = within(await keptList()).getByText(project.project_name).closest('li')!;
    expect(within(item).getByText("This week's visits")).toBeInTheDocument();
  }, 60_000);
});
