import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// An Admin moves a scheduled visit on a phone (docs/features.md, Inspections): the Change menu on
// the visit, opened from the keyboard, the Reschedule dialog at 360 px, the toast and the moved visit.

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 640 } });

test('an Admin reschedules a visit at 360 px from the keyboard', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects');
  const projectCode = (await page.getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first().textContent())!;
  await page.goto(`/projects/${projectCode}?tab=inspections`);

  // A visit of its own, on a day no other test uses.
  const day = 1 + (Date.now() % 27);
  const form = page.getByRole('form', { name: 'Schedule inspection' });
  await form.getByLabel('Stage').selectOption({ label: 'Intermediate coat' });
  await form.getByLabel('Date and time').fill(`2027-02-${String(day).padStart(2, '0')}T09:00`);
  await form.getByLabel('Inspector').selectOption({ label: 'Jordan Lee' });
  await form.getByRole('button', { name: 'Schedule inspection' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Scheduled: Intermediate coat, Feb \d+, 2027, Jordan Lee\.$/);

  const name = `Intermediate coat, Feb ${day}, 2027`;
  const change = page.getByRole('button', { name: `Change the visit ${name}` }).last();
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Reschedule' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cancel visit' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Reschedule' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Reschedule: ${name}` });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('New date and time');
  await expect(field).toHaveValue(`2027-02-${String(day).padStart(2, '0')}T09:00`);
  await field.fill('2027-03-02T13:15');
  // The dialog fits the phone: nothing wider than the viewport.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/visit-reschedule-360.png' });

  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(/^Visit moved to Mar 2, 2027/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Intermediate coat, Mar 2, 2027' }).last()).toBeVisible();
});
