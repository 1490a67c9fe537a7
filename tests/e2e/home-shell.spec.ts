import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// /home comes with a shell holding both homes' headings; index.html shows the one of the role this
// device last signed in with (src/prerender/signed-in-shell.tsx). With the app's code held back,
// what shows is the shell alone, as on a slow phone before the app has loaded.

test.use({ viewport: { width: 360, height: 740 } });

async function shellAlone(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/home');
}

for (const [account, home, other] of [
  [DEMO.client, 'Client Dashboard', 'Staff Dashboard'],
  [DEMO.admin, 'Staff Dashboard', 'Client Dashboard'],
] as const) {
  test(`a returning ${home === 'Client Dashboard' ? 'client' : 'staff member'} sees their own home's heading before the app loads`, async ({ page }) => {
    await signIn(page, account, home);
    await shellAlone(page);
    await expect(page.locator('#signed-in-shell').getByRole('heading', { level: 1, name: home })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: other })).toBeHidden();
  });
}
