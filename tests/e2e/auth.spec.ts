import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { authDialog, openLogin, signIn, signOut, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO, E2E_ADMIN_KEY } from '../support/e2e-env';
import { waitForEmailLink } from '../support/e2e-mail';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The dialogs' "link-buttons" may be buttons styled as links or real links. */
const linkButton = (scope: Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).or(scope.getByRole('link', { name, exact: true }));

async function openRegister(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).first().click();
  const dialog = authDialog(page, 'Create an account');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRegister(
  dialog: Locator,
  user: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await dialog.getByLabel('First name', { exact: true }).fill(user.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(user.password);
}

test.describe('landing page', () => {
  test('Sign In and Get Started Free open the auth dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    const login = authDialog(page, 'Sign in');
    await expect(login).toBeVisible();
    await linkButton(login, 'Create an account').click();
    await expect(authDialog(page, 'Create an account')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Free' }).first().click();
    await expect(authDialog(page, 'Create an account')).toBeVisible();

    await openLogin(page);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(heading(page, 'Page not found')).toBeVisible();
  });
});

test.describe('registration', () => {
  test('a new Client lands on the client home', async ({ page }) => {
    const dialog = await openRegister(page);
    await expect(dialog.getByRole('radio', { name: 'Client' })).toBeChecked();
    await fillRegister(dialog, { firstName: 'Casey', lastName: 'Client', email: uniqueEmail('client'), password: 'Secret123!' });
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();

    await expect(heading(page, 'Client Dashboard')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an Administrator needs the right administrator key', async ({ page }) => {
    const dialog = await openRegister(page);
    await fillRegister(dialog, { firstName: 'Alex', lastName: 'Admin', email: uniqueEmail('admin'), password: 'Secret123!' });
    await dialog.getByRole('radiogroup', { name: 'Account type' }).getByText('Administrator', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Administrator' })).toBeChecked();

    const key = dialog.getByLabel('Administrator key', { exact: true });
    await key.fill('not-the-admin-key');
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(dialog.getByText(MESSAGES.invalidAdminKey)).toBeVisible();
    await expect(heading(page, 'Staff Dashboard')).toBeHidden();

    await key.fill(E2E_ADMIN_KEY);
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(heading(page, 'Staff Dashboard')).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('the Admin lands on the staff home', async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
  });

  test('a Client sent to a staff page ends on the client home', async ({ page }) => {
    await signIn(page, DEMO.client, 'Client Dashboard');
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/home$/);
    await expect(heading(page, 'Client Dashboard')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('the e-mailed link sets a new password that signs in', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    const oldPassword = 'Original123!';
    const newPassword = 'Changed456!';
    await signUpViaApi(request, { email, password: oldPassword });

    const login = await openLogin(page);
    await linkButton(login, 'Forgot password?').click();
    const reset = authDialog(page, 'Reset your password');
    await expect(reset).toBeVisible();
    await reset.getByLabel('Email', { exact: true }).fill(email);
    const sentAfter = Date.now();
    await reset.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(reset.getByText(MESSAGES.resetSent)).toBeVisible();

    const link = await waitForEmailLink(email, { since: sentAfter, type: 'auth.recovery', match: /type=recovery/ });
    await page.goto(link);
    const update = authDialog(page, 'Set a new password');
    await expect(update).toBeVisible();
    await update.getByLabel('New password', { exact: true }).fill(newPassword);
    await update.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await update.getByRole('button', { name: 'Update Password', exact: true }).click();
    await expect(update.getByText(MESSAGES.passwordUpdated)).toBeVisible();

    // Close the dialog (if the success state keeps it open) and sign out of the recovery session.
    if (await update.isVisible()) await page.keyboard.press('Escape');
    await expect(update).toBeHidden();
    await signOut(page);

    // The old password no longer works; the new one does.
    const again = await openLogin(page);
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel('Password', { exact: true }).fill(oldPassword);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(again.getByText('Invalid login credentials')).toBeVisible();

    await signIn(page, { email, password: newPassword }, 'Client Dashboard');
  });
});
