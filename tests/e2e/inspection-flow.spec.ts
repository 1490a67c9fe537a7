import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoCompanyEmail } from '../../src/server/db/seed-projects';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { waitForEmail } from '../support/e2e-mail';
import { recordVisitOffline } from '../support/e2e-visit-form';
import { parsePdf } from '../support/pdf-text';
import { samplePng } from '../support/sample-images';

// Inspections and deficiencies from end to end: the inspector records a visit with a deficiency offline and it syncs on
// reconnect; the admin sends a reminder and a warning (two .eml files, the warning with the PDF
// letter), verifies and closes the deficiency, generates and publishes the inspection report; the
// demo client downloads it, goes offline, and opens it again from the service worker's cache.

test.setTimeout(240_000);


const pad = (value: number) => String(value).padStart(2, '0');
const localInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const dateInput = (date: Date) => localInput(date).slice(0, 10);

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function asUser(browser: Browser, account: { email: string; password: string }, home: 'Staff Dashboard' | 'Client Dashboard'): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, account, home);
  return page;
}

/** The Admin schedules a final inspection, now, with the demo inspector, on the demo client's first project. */
async function scheduleOnClientProject(admin: Page): Promise<string> {
  await admin.goto('/projects?search=harbourview&sort=code&order=asc');
  const first = admin.getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first();
  const projectCode = (await first.textContent())!;
  await admin.goto(`/projects/${projectCode}?tab=inspections`);
  const form = admin.getByRole('form', { name: 'Schedule inspection' });
  await form.getByLabel('Stage').selectOption({ label: 'Final inspection' });
  await form.getByLabel('Date and time').fill(localInput(new Date()));
  await form.getByLabel('Inspector').selectOption({ label: 'Jordan Lee' });
  await form.getByRole('button', { name: 'Schedule inspection' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Scheduled: Final inspection, /);
  return projectCode;
}

test('a deficiency recorded offline is followed up, the report published, and the client reads it offline', async ({ page, browser }) => {
  const admin = await asUser(browser, DEMO.admin, 'Staff Dashboard');
  const projectCode = await scheduleOnClientProject(admin);
  const location = `Parkade ramp walls ${Date.now()}`;

  // The inspector, on site with no connection.
  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  const { responsible } = await recordVisitOffline(page, projectCode, {
    airTemperature: '15',
    relativeHumidity: '60',
    surfaceTemperature: '14',
    travelKm: '30',
    deficiency: {
      location,
      category: 'Coverage / hiding',
      severity: 'Major',
      // The project's painting contractor (every demo company has an office address).
      responsible: '(painting contractor)',
      dueDate: dateInput(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000)),
      description: 'Thin finish coat with substrate showing through on the ramp walls.',
      photo: { name: 'ramp wall.png', buffer: samplePng(1200, 900) },
    },
  });
  const contractor = responsible!.replace(/ \(painting contractor\)$/, '');
  const contractorEmail = demoCompanyEmail(contractor);

  // The admin follows the deficiency up from the tracking page.
  await admin.goto('/deficiency-tracking');
  await admin.getByLabel('Search deficiencies').fill(location);
  const item = admin.getByRole('list', { name: 'Deficiencies' }).getByRole('article', { name: new RegExp(location) });
  // The page first shows the list this browser kept, then the refetch brings the new deficiency:
  // on a loaded machine that answer has taken over 10 s.
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  const since = Date.now();
  await item.getByRole('button', { name: 'Send reminder' }).click();
  await expect(admin.getByText(`Reminder sent to ${contractor} for `, { exact: false })).toBeVisible();
  const reminder = await waitForEmail(contractorEmail, { since, type: 'deficiency.reminder' });
  expect(await readFile(reminder.file, 'utf8')).not.toMatch(/Content-Type: application\/pdf/i);

  await item.getByRole('button', { name: 'Send warning' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Send warning' }).click();
  // Toasts show one at a time: this one may wait for the reminder's to end.
  await expect(admin.getByText(/with the warning letter \(PDF\) attached$/)).toBeVisible({ timeout: 15_000 });
  const warning = await waitForEmail(contractorEmail, { since, type: 'deficiency.warning' });
  expect(warning.file).not.toBe(reminder.file);
  expect(await readFile(warning.file, 'utf8')).toMatch(/Content-Type: application\/pdf/i);

  await item.getByRole('button', { name: 'Verify' }).click();
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Close' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(item).toHaveCount(0);

  // The admin generates the inspection report and publishes it.
  await admin.goto('/reports');
  await admin.getByLabel('Find a project').fill(projectCode);
  const projectSelect = admin.getByLabel('Project', { exact: true });
  const projectOption = projectSelect.locator('option', { hasText: projectCode });
  await expect(projectSelect.locator('option')).toHaveCount(2); // "All projects" and the one found
  await projectSelect.selectOption({ label: (await projectOption.first().textContent())! });
  const generate = admin.getByRole('form', { name: 'Generate a report' });
  await generate.getByLabel('Report type').selectOption({ label: 'Inspection report' });
  const inspection = generate.getByLabel('Inspection');
  await expect(inspection.locator('option', { hasText: /^Final inspection · / })).not.toHaveCount(0);
  await inspection.selectOption({ index: (await inspection.locator('option').count()) - 1 });
  await generate.getByRole('button', { name: 'Generate PDF' }).click();
  const publish = admin.getByRole('button', { name: new RegExp(`^Publish Inspection report v\\d+ of ${projectCode}$`) }).first();
  await publish.click();
  await expect(publish).toBeHidden();
  await admin.context().close();

  // The client downloads it from the home page, then opens it again offline.
  const client = await asUser(browser, DEMO.client, 'Client Dashboard');
  await client.evaluate(async () => navigator.serviceWorker.ready);
  await client.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await client.reload();
  const report = client
    .getByRole('region', { name: 'Latest reports' })
    .getByRole('listitem')
    .filter({ hasText: projectCode })
    .filter({ hasText: /^Inspection report v\d+/ })
    .first();
  const downloadButton = report.getByRole('button', { name: /^Download Inspection report v\d+ \(PDF\)$/ });
  const first = client.waitForEvent('download');
  await downloadButton.click();
  const pdf = await parsePdf(await readFile((await (await first).path())!));
  expect(pdf.text).toContain(projectCode);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain(location);

  await client.context().setOffline(true);
  const again = client.waitForEvent('download');
  await downloadButton.click();
  const offlineCopy = await readFile((await (await again).path())!);
  expect(offlineCopy.subarray(0, 5).toString()).toBe('%PDF-');
  await client.context().setOffline(false);
  await client.context().close();
});
