import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../support/e2e-auth';
import { waitForEmail } from '../support/e2e-mail';
import { DEMO } from '../support/e2e-env';

// Scheduled reports (docs/features.md): an admin creates a schedule, runs it now, and the e-mail with the
// report's file arrives; the run is kept with its file.

test('an admin creates a schedule, runs it now and the e-mail with the file arrives', async ({ page }) => {
  const recipient = uniqueEmail('schedule');
  const name = `Weekly open projects ${Date.now()}`;
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/scheduled-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Queries' })).toBeVisible();

  await page.getByRole('button', { name: 'New schedule' }).click();
  const form = page.getByRole('form', { name: 'Create schedule' });
  await form.getByLabel('Name').fill(name);
  await expect(form.getByRole('option', { name: 'Open Projects' })).toBeAttached();
  await form.getByLabel('Report').selectOption('open-projects');
  // When: picked, not typed as cron; the time is in the office's time zone.
  await form.getByLabel('Repeats').selectOption('weekly');
  await form.getByLabel('Day of the week').selectOption('Friday');
  await form.getByLabel('Time', { exact: true }).fill('08:30');
  await expect(form.getByTestId('cron-preview')).toHaveText('At 08:30, only on Friday (America/Vancouver)');
  await form.getByLabel('Format').selectOption('pdf');
  await form.getByLabel('E-mail addresses').fill(recipient);
  await form.getByRole('button', { name: 'Create schedule' }).click();

  const table = page.getByRole('table', { name: 'Scheduled reports' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('At 08:30, only on Friday');
  await expect(row).toContainText('30 8 * * 5 · America/Vancouver');

  const since = Date.now();
  await row.getByRole('button', { name: `Run ${name} now` }).click();
  const runs = page.getByRole('table', { name: `Runs of ${name}` });
  await expect(runs.getByText('Succeeded')).toBeVisible();

  const mail = await waitForEmail(recipient, { since, type: 'schedule.report' });
  expect(mail.subject).toBe(`${name}: Open Projects`);
  const raw = await readFile(mail.file, 'utf8');
  expect(raw).toMatch(/Content-Type: application\/pdf;?\s+name=/);
  expect(raw).toMatch(/Content-Disposition: attachment;\s+filename="?Open Projects \d{4}-\d{2}-\d{2}\.pdf/);

  const download = page.waitForEvent('download');
  await runs.getByRole('button', { name: /^Download Open Projects/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Open Projects \d{4}-\d{2}-\d{2}\.pdf$/);
});
