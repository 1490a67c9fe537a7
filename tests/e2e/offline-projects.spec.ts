import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { reloadWhileOffline } from '../support/e2e-offline';

// Projects kept offline (docs/offline.md, "Projects kept on the device": an inspector's
// coming week of projects is kept offline with every tab), in Chromium against the built app.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const HOUR = 3_600_000;

/** Load a page and wait until the service worker controls it (so it opens again offline). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(h1(page)).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A visit scheduled through the API: its project, and what its record form needs. */
interface Visit {
  id: string;
  version: number;
  code: string;
  name: string;
}

/**
 * Schedule a visit of the demo inspector through the API (the seed's dates are fixed), on the
 * project `code`, or else on the first active project not in `skip`.
 */
async function scheduleVisit(request: APIRequestContext, at: Date, choose: { code?: string; skip?: readonly string[] } = {}): Promise<Visit> {
  const admin = await apiHeaders(request, DEMO.admin);
  const projects = await listRows<{ project_code: string; project_name: string }>(request, '/api/projects?status=active&sort=code&order=asc&pageSize=50', admin);
  const project = projects.find((row) => (choose.code ? row.project_code === choose.code : !choose.skip?.includes(row.project_code)))!;
  expect(project, `an active project ${choose.code ?? ''}`).toBeDefined();
  const team = await listRows<{ id: string; email: string }>(request, '/api/team', admin);
  const scheduled = await request.post('/api/inspections', {
    headers: admin,
    data: { project_code: project.project_code, stage: 'primer', scheduled_at: at.toISOString(), inspector_id: team.find((member) => member.email === DEMO.inspector.email)!.id },
  });
  expect(scheduled.ok(), `POST /api/inspections answered ${scheduled.status()}`).toBe(true);
  const { data } = (await scheduled.json()) as { data: { id: string; version: number } };
  return { id: data.id, version: data.version, code: project.project_code, name: project.project_name };
}

/** A deficiency as the API answers it (GET /api/deficiencies/:id adds its history). */
interface DeficiencyRow {
  id: string;
  number: number;
  location: string;
  status: string;
  history: { action: string; note: string | null }[];
}

/**
 * An open deficiency on the project `code`, made as the product makes one: a visit recorded (by
 * the admin, through the API) with the deficiency found there. The demo seed has open ones, but
 * other specs follow those up (tests/e2e/deficiency-tracking.spec.ts) on the same server.
 */
async function openDeficiency(request: APIRequestContext, code: string): Promise<DeficiencyRow> {
  const visit = await scheduleVisit(request, new Date(Date.now() - 2 * HOUR), { code });
  const recorded = await request.post(`/api/inspections/${visit.id}/record`, {
    headers: await apiHeaders(request, DEMO.admin),
    data: {
      version: visit.version,
      result: 'pass_with_deficiencies',
      performed_at: new Date(Date.now() - HOUR).toISOString(),
      deficiencies: [
        {
          location: `West stair, landing ${Date.now()}`,
          description: 'Primer holidays on the stringer; touch up before the finish coat.',
          category: 'coverage',
          severity: 'minor',
          due_date: new Date(Date.now() + 7 * 24 * HOUR).toISOString().slice(0, 10),
        },
      ],
    },
  });
  expect(recorded.ok(), `POST /api/inspections/:id/record answered ${recorded.status()}`).toBe(true);
  const { data } = (await recorded.json()) as { data: { deficiencies: DeficiencyRow[] } };
  expect(data.deficiencies).toHaveLength(1);
  expect(data.deficiencies[0]!.status).toBe('open');
  return data.deficiencies[0]!;
}

async function getDeficiency(request: APIRequestContext, id: string): Promise<DeficiencyRow> {
  const res = await request.get(`/api/deficiencies/${id}`, { headers: await apiHeaders(request, DEMO.admin) });
  expect(res.ok(), `GET /api/deficiencies/${id} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: DeficiencyRow }).data;
}

async function getInspection(request: APIRequestContext, id: string): Promise<{ status: string; result: string | null; version: number; deficiency_count: number }> {
  const res = await request.get(`/api/inspections/${id}`, { headers: await apiHeaders(request, DEMO.admin) });
  expect(res.ok(), `GET /api/inspections/${id} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { status: string; result: string | null; version: number; deficiency_count: number } }).data;
}

/** Wait until the persister wrote the user's cache with the project's last tab in it (saves are throttled). */
async function waitForPersisted(page: Page, projectCode: string): Promise<void> {
  await page.waitForFunction(
    (code) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const all = store.getAll();
          // The project page's first and last tabs (submittals by code, invoicing).
          const kept = (value: unknown) => typeof value === 'string' && value.includes(`["invoicing","project","${code}"]`) && value.includes(`"projectCode":"${code}"`);
          all.onsuccess = () => resolve(all.result.some(kept));
          all.onerror = () => resolve(false);
        };
      }),
    projectCode,
    { polling: 250, timeout: 30_000 },
  );
}

/** Offline, open a kept project from Settings (an in-app navigation) and every tab: each shows its data. */
async function openEveryTabOffline(page: Page, project: { code: string; name: string }): Promise<void> {
  await page.getByRole('list', { name: 'Projects kept offline' }).getByRole('link', { name: project.name }).click();
  await expect(h1(page)).toHaveText(project.name);
  const tabs = page.getByRole('tablist');
  const tabNames = await tabs.getByRole('tab').allTextContents();
  expect(tabNames).toEqual(expect.arrayContaining(['Overview and parties', 'Submittals', 'Reports', 'Inspections', 'Deficiencies', 'Invoicing', 'Messages', 'Files', 'Activity']));
  for (const name of tabNames) {
    await tabs.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    // Neither a spinner, a skeleton nor an error: the data kept on the device.
    await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(panel.getByText(/^Loading|Could not load|Not loaded yet|not available offline/i)).toHaveCount(0);
    await expect(panel).not.toBeEmpty();
  }
  // Messages: the conversations are the Admins' (permission adminMailbox); the inspector, an
  // Inspector offline too (docs/offline.md, "The right role offline"), is told where they are.
  await tabs.getByRole('tab', { name: 'Messages', exact: true }).click();
  const messages = page.getByRole('tabpanel', { name: 'Messages', exact: true });
  await expect(messages.getByText('Messages are kept by the office', { exact: true })).toBeVisible();
  await expect(messages.getByText("Conversations with the client about this project are in the Admins' mailbox.")).toBeVisible();
  await expect(messages.getByRole('button', { name: 'New message about this project' })).toHaveCount(0);
  // The tabs' own data, not an empty frame.
  await tabs.getByRole('tab', { name: 'Inspections', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Inspections' }).getByRole('region', { name: 'Primer' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Reports' }).getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/**
 * The inspector signs in and the staff home keeps the week's projects by itself (it says so when
 * done); Settings lists `project` as kept for this week's visits; then the app is reloaded offline.
 */
async function keepTheWeekThenGoOffline(page: Page, context: BrowserContext, project: Visit): Promise<void> {
  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  await openControlled(page, '/home');

  const summary = page.getByRole('region', { name: 'Projects kept offline' });
  await expect(summary.getByRole('status')).toHaveText(/\d+ projects? available offline · [\d.]+ (KB|MB) on this device/, { timeout: 45_000 });
  await page.goto('/settings');
  const kept = page.getByRole('list', { name: 'Projects kept offline' }).getByRole('listitem').filter({ hasText: project.code });
  await expect(kept).toContainText("This week's visits");
  await expect(kept).toContainText(/saved/);
  await waitForPersisted(page, project.code);

  await context.setOffline(true);
  await reloadWhileOffline(page);
}

test("the inspector's projects of the week are kept by themselves and open offline with every tab", async ({ page, context, request }) => {
  const project = await scheduleVisit(request, new Date(Date.now() + HOUR));
  await keepTheWeekThenGoOffline(page, context, project);
  await openEveryTabOffline(page, project);
});

test('in a project kept for the week, a visit and a deficiency action recorded offline wait through a reload and land once', async ({ page, context, request }) => {
  // Keeping the week, every tab, two writes, two reloads and the sync: more than the default minute.
  test.setTimeout(90_000);
  // A visit this week (on the first active project), which has an open deficiency the Inspector may report fixed.
  const visit = await scheduleVisit(request, new Date(Date.now() + HOUR));
  const deficiency = await openDeficiency(request, visit.code);
  await keepTheWeekThenGoOffline(page, context, visit);
  await openEveryTabOffline(page, visit);
  const tabs = page.getByRole('tablist');
  const waiting = (count: number) => page.getByRole('banner').getByRole('button', { name: `${count} change${count === 1 ? '' : 's'} waiting to sync` });

  // (a) Deficiencies: "Fix reported", with what the contractor said; the card marks it waiting.
  await tabs.getByRole('tab', { name: 'Deficiencies', exact: true }).click();
  const card = page.getByRole('tabpanel', { name: 'Deficiencies' }).getByRole('article', { name: `${visit.code} #${deficiency.number} · ${deficiency.location}` });
  await card.getByRole('button', { name: 'Fix reported', exact: true }).click();
  const note = page.getByRole('dialog', { name: `Fix reported · ${visit.code} #${deficiency.number}` });
  await note.getByLabel('What the contractor said (optional)').fill('Touched up on Tuesday, photos to follow.');
  await note.getByRole('button', { name: 'Fix reported', exact: true }).click();
  await expect(note).toBeHidden();
  await expect(card.getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(waiting(1)).toBeVisible();

  // (b) Inspections: the scheduled visit's on-site form, recorded.
  await tabs.getByRole('tab', { name: 'Inspections', exact: true }).click();
  await page.locator(`a[href*="record=${visit.id}"]`).click();
  const form = page.getByRole('form', { name: /^Record inspection: Primer, / });
  await form.getByLabel('Result').selectOption({ label: 'Pass' });
  await form.getByLabel('Air temperature (°C)').fill('17');
  await form.getByLabel('Relative humidity (%)').fill('60');
  await form.getByLabel('Surface temperature (°C)').fill('15');
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(page.getByText('Saved on this device, will sync.')).toBeVisible();
  await expect(waiting(2)).toBeVisible();

  // Nothing reached the server; a reload offline keeps both.
  expect((await getDeficiency(request, deficiency.id)).status).toBe('open');
  expect((await getInspection(request, visit.id)).status).toBe('scheduled');
  await reloadWhileOffline(page);
  await expect(waiting(2)).toBeVisible();
  expect((await getDeficiency(request, deficiency.id)).status).toBe('open');
  expect((await getInspection(request, visit.id)).status).toBe('scheduled');

  // Online: both land, once.
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    const path = new URL(sentRequest.url()).pathname;
    if (sentRequest.method() === 'POST' && (path.endsWith('/report-fix') || path.endsWith('/record'))) sent.push(path);
  });
  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('button', { name: /waiting to sync$/ })).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await getDeficiency(request, deficiency.id)).status, { timeout: 15_000 }).toBe('ready_for_reinspection');
  const fixed = await getDeficiency(request, deficiency.id);
  expect(fixed.history.filter((entry) => entry.action === 'deficiency.report-fix')).toEqual([
    expect.objectContaining({ note: 'Touched up on Tuesday, photos to follow.' }),
  ]);
  const recorded = await getInspection(request, visit.id);
  expect(recorded).toMatchObject({ status: 'performed', result: 'pass', version: visit.version + 1, deficiency_count: 0 });
  // Sent by this page (a retry of a write may go out again under its key; the server keeps one).
  expect([...new Set(sent)].sort()).toEqual([`/api/deficiencies/${deficiency.id}/report-fix`, `/api/inspections/${visit.id}/record`]);

  // Nothing is sent again, not after a reload either.
  const sentBefore = sent.length;
  await page.reload();
  await expect(h1(page)).toHaveText(visit.name);
  await expect(page.getByText('This inspection has been recorded: Pass.')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(sent.slice(sentBefore)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: /waiting to sync$/ })).toHaveCount(0);
  expect((await getDeficiency(request, deficiency.id)).history.filter((entry) => entry.action === 'deficiency.report-fix')).toHaveLength(1);
  expect(await getInspection(request, visit.id)).toMatchObject({ status: 'performed', result: 'pass', version: visit.version + 1 });
});

test('a project added by hand from its page opens offline with every tab', async ({ page, context, request }) => {
  // A visit beyond the week: the project is the inspector's, but not kept by itself.
  const weekVisit = await scheduleVisit(request, new Date(Date.now() + HOUR));
  const project = await scheduleVisit(request, new Date(Date.now() + 12 * 24 * HOUR), { skip: [weekVisit.code] });
  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  await openControlled(page, `/projects/${encodeURIComponent(project.code)}`);

  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Available offline · / })).toBeVisible({ timeout: 30_000 });
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Projects kept offline' }).getByRole('listitem').filter({ hasText: project.code })).toContainText('Added by hand');
  await waitForPersisted(page, project.code);

  await context.setOffline(true);
  await reloadWhileOffline(page);
  await openEveryTabOffline(page, project);
});
