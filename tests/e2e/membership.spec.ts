import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// The client's Membership link opens the public membership page, pre-rendered for visitors; with
// the client's session stored the app takes the page over and adds the company's own status.

test.setTimeout(90_000);

test("the client's Membership link shows the company's status and leads to the contact form about membership", async ({ page }) => {
  await signIn(page, DEMO.client, 'Client Dashboard');
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('Not a member');

  await page.getByRole('banner').getByRole('link', { name: 'Membership', exact: true }).click();
  const panel = page.getByRole('region', { name: "Your company's membership" });
  await expect(panel).toContainText('Harbourview Strata Council');
  await expect(panel).toContainText('Not a member');

  // A fresh load of the pre-rendered page: the app takes it over and shows the same part.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(panel).toContainText('Not a member');

  await panel.getByRole('link', { name: 'Apply for membership' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Topic')).toHaveValue('membership');
});

test('a visitor reads the membership page without any of it', async ({ page }) => {
  await page.goto('/services/membership');
  await expect(page.getByRole('heading', { level: 2, name: 'How to join' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Your company's membership" })).toHaveCount(0);
});
