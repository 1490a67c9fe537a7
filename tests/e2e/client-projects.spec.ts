import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// The demo client opens My Projects from the Request Forms menu, then a project's read-only page,
// on a phone (360 px): one column, nothing wider than the screen.

test.setTimeout(90_000);

test('the demo client opens My Projects and a project page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.client, 'Client Dashboard');
  await page.goto('/my-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  const first = page.getByRole('main').getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4} · / }).first();
  await expect(first).toBeVisible();
  const widest = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await widest()).toBeLessThanOrEqual(360);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-projects-360.png`, fullPage: true });

  await first.click();
  await expect(page).toHaveURL(/\/my-projects\/[A-Z]{2}-\d{2}-\d{4}$/);
  for (const name of ['Reports', 'Deficiencies to fix', 'Submittals', 'Invoices', 'Guarantee']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  expect(await widest()).toBeLessThanOrEqual(360);
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-project-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-project-1280.png`, fullPage: true });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-projects-1280.png`, fullPage: true });
  }
});

test('the submittal form with its documents fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.client, 'Client Dashboard');
  await page.goto('/inspections/submittal-pages');
  const form = page.getByRole('form', { name: 'New submittal' });
  await expect(form.getByText('Add documents')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your submittals' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/submittal-form-360.png`, fullPage: true });
});
