import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// The calendar feed on a phone (360 px): an inspector makes the address, copies it, resets it
// (the old address then answers 404), and a client downloads a coming visit as an .ics file.

test.setTimeout(90_000);

const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an inspector copies the feed address and resets it at 360 px', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  await expect(section.getByText(/Subscribe to your inspections/)).toBeVisible();
  const reset = section.getByRole('button', { name: 'Reset address' });
  const make = section.getByRole('button', { name: 'Make my calendar address' });
  await expect(reset.or(make)).toBeVisible();
  // The demo data folder may already hold this inspector's feed from another run.
  if (await make.isVisible()) await make.click();
  else {
    await reset.click();
    await page.getByRole('alertdialog', { name: 'Reset the calendar address?' }).getByRole('button', { name: 'Reset address' }).click();
  }

  const https = section.getByRole('textbox', { name: 'Calendar address (https)' });
  await expect(https).toHaveValue(/\/api\/calendar\/feeds\/[\w-]{43}\/visits\.ics$/);
  const first = await https.inputValue();
  await expect(section.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));
  await section.getByRole('button', { name: 'Copy calendar address (https)' }).click();
  await expect(page.getByText('Calendar address (https) copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  expect(await widest(page)).toBeLessThanOrEqual(360);
  await section.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR) await section.screenshot({ path: `${process.env.SHOTS_DIR}/settings-calendar-360.png` });

  await reset.click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset the calendar address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset address' }).click();
  await expect(dialog).toBeHidden();
  await expect(https).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await https.inputValue())).status()).toBe(200);
});

test('a client downloads a coming visit as .ics from the home at 360 px', async ({ page, request }) => {
  const [admin, client, inspector] = await Promise.all([apiHeaders(request, DEMO.admin), apiHeaders(request, DEMO.client), apiHeaders(request, DEMO.inspector)]);
  const projects = (await (await request.get('/api/my-projects', { headers: client })).json()) as { data: { project_code: string; status: string }[] };
  const project = projects.data.find((row) => row.status === 'active') ?? projects.data[0]!;
  const { id: inspectorId } = (await (await request.get('/api/profile', { headers: inspector })).json()) as { id: string };
  const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  at.setUTCHours(17, 0, 0, 0);
  const scheduled = await request.post('/api/inspections', {
    headers: { ...admin, 'idempotency-key': crypto.randomUUID() },
    data: { project_code: project.project_code, stage: 'final', scheduled_at: at.toISOString(), inspector_id: inspectorId },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.client, 'Client Dashboard');
  const visit = page.getByRole('listitem', { name: new RegExp(`^${project.project_code}: Final inspection`) }).first();
  await expect(visit).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), visit.getByRole('button', { name: /^Add to calendar \(\.ics\)/ }).click()]);
  expect(download.suggestedFilename()).toBe(`inspection-${project.project_code}.ics`);
  const text = await (await download.createReadStream()).toArray();
  const ics = Buffer.concat(text).toString('utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`/my-projects/${project.project_code}`);
  expect(await widest(page)).toBeLessThanOrEqual(360);
  await visit.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/client-home-ics-360.png`, fullPage: true });
});
