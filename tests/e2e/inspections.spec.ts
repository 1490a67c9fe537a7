import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { reloadWhileOffline } from '../support/e2e-offline';
import { samplePng } from '../support/sample-images';

// Inspections on site (docs/features.md): the Admin schedules a visit for today; the demo inspector opens it from the
// staff home, goes offline, records it with a photo (compressed to a JPEG in the browser), reloads,
// and the recording is sent, photo first, when the connection returns.

test.setTimeout(150_000);

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

const pad = (value: number) => String(value).padStart(2, '0');
/** Now, as a datetime-local input value in the browser's (and this process's) time zone. */
const nowInput = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
};

async function scheduleVisitForToday(page: Page): Promise<string> {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects');
  const first = page.getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first();
  const projectCode = (await first.textContent())!;
  await page.goto(`/projects/${projectCode}?tab=inspections`);
  const form = page.getByRole('form', { name: 'Schedule inspection' });
  await form.getByLabel('Stage').selectOption({ label: 'Final inspection' });
  await form.getByLabel('Date and time').fill(nowInput());
  await form.getByLabel('Inspector').selectOption({ label: 'Jordan Lee' });
  await form.getByRole('button', { name: 'Schedule inspection' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Scheduled: Final inspection, .+, Jordan Lee\.$/);
  return projectCode;
}

test('an inspection recorded offline with a photo is kept through a reload and synced on reconnect', async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const projectCode = await scheduleVisitForToday(await adminContext.newPage());
  await adminContext.close();

  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const week = page.getByRole('region', { name: 'My inspections this week' });
  // This test's visit (other tests schedule visits for the demo inspector too): the newest on its project.
  await week.getByRole('link', { name: /^Record the inspection Final inspection, / }).and(page.locator(`a[href^="/projects/${projectCode}?"]`)).last().click();
  const form = page.getByRole('form', { name: /^Record inspection: Final inspection, / });
  await expect(form).toBeVisible();

  await page.context().setOffline(true);
  await form.getByLabel('Result').selectOption({ label: 'Pass' });
  await form.getByLabel('Air temperature (°C)').fill('18');
  await form.getByLabel('Relative humidity (%)').fill('55');
  await form.getByLabel('Surface temperature (°C)').fill('16');
  await expect(form.getByText('Dew point 8.8 °C · surface 7.2 °C above it')).toBeVisible();
  await form.getByLabel('Travel, round trip (km)').fill('140');
  await expect(form.getByText(/^Travel fee \$42\.00:/)).toBeVisible();
  // A 3200 x 2400 PNG becomes a JPEG of at most 1600 px before it waits on the device.
  await form.getByLabel('Inspection photos').setInputFiles({ name: 'final walkthrough.png', mimeType: 'image/png', buffer: samplePng(3200, 2400) });
  await expect(form.getByText('final walkthrough.jpg')).toBeVisible();
  await form.getByRole('button', { name: 'Save inspection' }).click();

  const saved = page.getByText('Saved on this device, will sync.');
  await expect(saved).toBeVisible();
  const waiting = page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' });
  await expect(waiting).toBeVisible();
  await reloadWhileOffline(page);
  await expect(saved).toBeVisible();
  await expect(waiting).toBeVisible();

  await page.context().setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('This inspection has been recorded: Pass.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to inspections' }).click();
  const finals = page.getByRole('region', { name: 'Final inspection' });
  await expect(finals.getByRole('listitem').filter({ hasText: 'Jordan Lee' }).filter({ hasText: '1 photo' })).toBeVisible();
});
