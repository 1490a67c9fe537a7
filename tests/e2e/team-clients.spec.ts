import { expect, test } from '@playwright/test';
import { authDialog, openLogin, signIn, signOut, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { SIGNED_OUT_SUSPENDED_MESSAGE } from '../../src/shared/auth/suspension';
import { waitForEmailLink } from '../support/e2e-mail';

// One after the other: the app's sign-out is global, so the first test signing the demo Admin out
// would end the demo Admin's session in the second one if they ran at the same time.
test.describe.configure({ mode: 'serial' });

test('an Admin invites a staff member, who sets a password from the e-mail link and signs in', async ({ page }) => {
  const email = uniqueEmail('inspector');
  const password = 'Chosen-Secret-7';
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/team/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Team Member' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name', { exact: true }).fill('Tessa');
  await page.getByLabel('Last name', { exact: true }).fill('Nakamura');
  await page.getByLabel('Role', { exact: true }).selectOption('Inspector');
  await page.getByLabel('Home base', { exact: true }).fill('Kamloops, BC');
  await page.getByLabel('BC', { exact: true }).check();
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Member' })).toBeVisible();
  await expect(page.getByText('Invited, not signed in yet')).toBeVisible();
  await signOut(page);

  const link = await waitForEmailLink(email, { since: sentAfter, type: 'auth.invite', match: /\/auth\/v1\/verify/ });
  await page.goto(link);
  const update = authDialog(page, 'Set a new password');
  await expect(update).toBeVisible();
  await update.getByLabel('New password', { exact: true }).fill(password);
  await update.getByLabel('Confirm new password', { exact: true }).fill(password);
  await update.getByRole('button', { name: 'Update Password', exact: true }).click();
  await expect(update.getByText('Your password has been updated successfully!')).toBeVisible();
  if (await update.isVisible()) await page.keyboard.press('Escape');
  await expect(update).toBeHidden();
  await signOut(page);

  await signIn(page, { email, password }, 'Staff Dashboard');
  await page.goto('/team');
  await expect(page.getByRole('link', { name: 'Tessa Nakamura' })).toBeVisible();
});

test('an Admin suspends a client: its open session stops working and it cannot sign in again', async ({ browser, page, request }) => {
  // A last name of this run only: the e2e database may hold clients of earlier runs.
  const client = { email: uniqueEmail('client'), password: 'Client-Secret-3', firstName: 'Dana', lastName: `Suspendable${Date.now().toString(36)}` };
  await signUpViaApi(request, client);
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client, 'Client Dashboard');

  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/clients');
  // Search once the list has loaded (the table replaces its loading state, search box included).
  await expect(page.getByRole('table', { name: 'Client accounts' }).getByRole('link').first()).toBeVisible();
  await page.getByLabel('Search clients').fill(client.lastName);
  await page.getByRole('link', { name: `Dana ${client.lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Account' })).toBeVisible();
  // The client's open app: its next request to the portal (a poll, every 2 s in e2e) is refused,
  // and the app signs it out saying why. Watched from before the suspension: the notice is a toast.
  const notice = expect(clientPage.getByText(SIGNED_OUT_SUSPENDED_MESSAGE)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('Account suspended. The client is signed out everywhere.')).toBeVisible();
  await notice;
  await expect(clientPage.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await clientContext.close();

  // Signing in again (on a fresh browser) is refused with the auth service's banned-user error.
  const freshContext = await browser.newContext();
  const freshPage = await freshContext.newPage();
  const dialog = await openLogin(freshPage);
  await dialog.getByLabel('Email', { exact: true }).fill(client.email);
  await dialog.getByLabel('Password', { exact: true }).fill(client.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByText('User is banned')).toBeVisible();

  await page.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByText('Account restored.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(freshPage.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await freshContext.close();
});
