import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { reloadWhileOffline } from '../support/e2e-offline';

// Honest screens (docs/offline.md, "Data offline": a screen never stored says so at once instead of
// spinning), in Chromium against the built app and its service worker.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Wait until the service worker controls the page (so the app's chunks come from its precache). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Navigate inside the app (React Router hears popstate), as a link in the menu does. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('offline, a screen never opened says "Not available offline" within 2 s instead of a spinner', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await waitForWorker(page);

  await context.setOffline(true);
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  await navigateInApp(page, '/companies');
  // Measured from the navigation: the message in a status region, and no spinner or skeleton.
  const message = page.getByRole('status').filter({ hasText: MESSAGES.notAvailableOffline });
  await expect(message).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Back online, the screen loads.
  await context.setOffline(false);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(MESSAGES.notAvailableOffline)).toHaveCount(0);
});

test('started offline on a screen never opened, the app says so instead of spinning', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await waitForWorker(page);

  await context.setOffline(true);
  await page.evaluate(() => window.history.replaceState({}, '', '/team'));
  await reloadWhileOffline(page);
  await expect(h1(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.notAvailableOffline })).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
});
