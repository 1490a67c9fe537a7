import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { waitForEmail } from '../support/e2e-mail';

// Deficiency follow-up on screen (docs/business-rules.md, Deficiencies): the admin sends a reminder and a warning (the warning
// with its PDF letter attached), verifies and closes a seeded deficiency; the queue cards and the
// navigation badge follow.

test.setTimeout(120_000);

/** The seeded painting contractor's office address (see demoCompanyEmail in src/server/db/seed-projects.ts). */
const CONTRACTOR_EMAIL = 'office@coastline-painting-ltd.example';

test('the admin reminds, warns, verifies and closes a deficiency', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.getByRole('link', { name: /^Deficiency alerts, \d+ need action$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deficiency Tracking' })).toBeVisible();

  await page.getByLabel('Search deficiencies').fill('North elevation');
  const item = page.getByRole('list', { name: 'Deficiencies' }).getByRole('article', { name: /North elevation/ });
  await expect(item).toHaveCount(1);

  const since = Date.now();
  await item.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText(/^Reminder sent to Coastline Painting Ltd\. for /)).toBeVisible();
  await expect(item.getByText(/^1 reminder · last /)).toBeVisible();
  await waitForEmail(CONTRACTOR_EMAIL, { since, type: 'deficiency.reminder' });

  await item.getByRole('button', { name: 'Send warning' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('warning letter attached as a PDF');
  await confirm.getByRole('button', { name: 'Send warning' }).click();
  // Toasts show one at a time: this one may wait for the reminder's to end.
  await expect(page.getByText(/with the warning letter \(PDF\) attached$/)).toBeVisible({ timeout: 15_000 });
  const warning = await waitForEmail(CONTRACTOR_EMAIL, { since, type: 'deficiency.warning' });
  expect(await readFile(warning.file, 'utf8')).toMatch(/Content-Type: application\/pdf/i);

  await item.getByRole('button', { name: 'Verify' }).click();
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close', exact: true }).click();
  // Closed deficiencies leave the active list (read there: toasts show one at a time).
  await expect(item).toHaveCount(0);
});
