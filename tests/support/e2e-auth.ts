import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RuntimeConfig } from '../../src/shared/schemas/runtime-config';
import { parseRuntimeConfigScript } from './runtime-config-script';

/** A fresh address for one test (the server keeps its database for the whole run). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e-client.example`;
}

/** The deployment settings the server hands the browser (`window.__PORTAL_CONFIG__=...;`). */
export async function readRuntimeConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  const res = await request.get('/runtime-config.js');
  expect(res.ok(), `GET /runtime-config.js answered ${res.status()}`).toBe(true);
  return parseRuntimeConfigScript(await res.text());
}

/**
 * Create an account straight through the embedded auth service, as supabase-js' signUp does
 * (AUTH_AUTOCONFIRM is on in e2e, so it is confirmed at once).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  const { anonKey } = await readRuntimeConfig(request);
  const res = await request.post('/auth/v1/signup', {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    data: {
      email: user.email,
      password: user.password,
      data: { first_name: user.firstName ?? 'Erin', last_name: user.lastName ?? 'Tester', user_type: 'client' },
    },
  });
  expect(res.ok(), `POST /auth/v1/signup answered ${res.status()}: ${await res.text()}`).toBe(true);
}

export function authDialog(page: Page, name: 'Sign in' | 'Create an account' | 'Reset your password' | 'Set a new password'): Locator {
  return page.getByRole('dialog', { name });
}

/** Open the login dialog through the landing page's `?login=true`. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/?login=true');
  const dialog = authDialog(page, 'Sign in');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sign in through the login dialog and wait for the home page of the given kind. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  home: 'Staff Dashboard' | 'Client Dashboard',
): Promise<void> {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Sign out from the header: the profile menu ("Account menu" -> "Sign Out"), or a
 * plain "Sign Out" button where the header shows one. Then the header offers Sign In again.
 */
export async function signOut(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign Out', exact: true });
  const menu = page.getByRole('button', { name: 'Account menu', exact: true });
  await expect(button.or(menu).first()).toBeVisible();
  if (await button.first().isVisible()) {
    await button.first().click();
  } else {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  }
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
  await expect(signIn.or(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).first()).toBeVisible();
  await expect(menu).toBeHidden();
}
