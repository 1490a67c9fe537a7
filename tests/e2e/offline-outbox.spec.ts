import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders } from '../support/e2e-api';
import { readRuntimeConfig, signIn, signOut, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { closeWhileOffline, gotoWhileOffline, reloadWhileOffline } from '../support/e2e-offline';
import { sendInspectionRequest } from '../support/e2e-request-form';

// Waiting writes that outlive days, builds and sessions (docs/offline.md, "Waiting writes" and
// "Sessions"), and the right role offline, in Chromium against the built app and its worker.

const DAY = 24 * 60 * 60 * 1000;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const waitingButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' });

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** A fresh client account, signed up through the embedded auth. */
async function newClient(request: APIRequestContext, prefix: string) {
  const account = { email: uniqueEmail(prefix), password: 'Paint-Secret-42' };
  await signUpViaApi(request, { ...account, firstName: 'Noor', lastName: 'Field' });
  return account;
}

/** Open the inspection request form and wait until the service worker controls the page. */
async function openRequestForm(page: Page): Promise<void> {
  await page.goto('/inspections/request-inspector');
  await expect(h1(page)).toHaveText('Request an Inspection');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Fill and send the inspection request form (the page must show it). */
async function sendRequest(page: Page, projectName: string): Promise<void> {
  await sendInspectionRequest(page, { projectName, description: 'Repaint of the parkade walls and columns, written where there is no signal.' });
}

/** How many requests with this project name the server holds for the account. */
async function requestsNamed(request: APIRequestContext, account: { email: string; password: string }, projectName: string): Promise<number> {
  const headers = await apiHeaders(request, account);
  const res = await request.get(`/api/requests?search=${encodeURIComponent(projectName)}`, { headers });
  expect(res.ok(), `GET /api/requests answered ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { project_name: string }[] };
  return data.filter((row) => row.project_name === projectName).length;
}

/** Rewrite what this device stored as if another build had written it: the outbox's records and the data cache's buster. */
async function storedByAnotherBuild(page: Page): Promise<void> {
  await page.evaluate(async () => {
    /** Give every value of one object store through `change` (undefined: leave it), in one transaction. */
    const rewrite = (database: string, storeName: string, change: (key: IDBValidKey, value: unknown) => unknown) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction(storeName, 'readwrite');
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
          const cursor = transaction.objectStore(storeName).openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            const next = change(at.key, at.value);
            if (next !== undefined) at.update(next);
            at.continue();
          };
        };
      });
    await rewrite('paintqa-outbox', 'writes', (_key, record) => ({ ...(record as object), buildId: 'an-earlier-build' }));
    await rewrite('keyval-store', 'keyval', (key, cache) =>
      String(key).startsWith('paintqa-query-cache:') && typeof cache === 'string'
        ? JSON.stringify({ ...(JSON.parse(cache) as object), buster: 'an-earlier-build' })
        : undefined,
    );
  });
}

for (const newBuild of [false, true]) {
  test(`a request made offline, the app closed and opened three days later offline${newBuild ? ' by a new build' : ''}, waits and lands once`, async ({ context }) => {
    const page = await context.newPage();
    const client = await newClient(page.request, 'weekend');
    const projectName = `Parkade ${newBuild ? 'build' : 'weekend'} ${Date.now()}`;
    await signIn(page, client, 'Client Dashboard');
    await openRequestForm(page);

    await context.setOffline(true);
    await sendRequest(page, projectName);
    await expect(waitingButton(page)).toBeVisible();
    if (newBuild) await storedByAnotherBuild(page);
    await closeWhileOffline(page);

    // Three days later, still without a connection: the app opens signed in, the request waits.
    await context.clock.install({ time: Date.now() + 3 * DAY });
    await context.clock.resume();
    const later = await context.newPage();
    await gotoWhileOffline(later, '/home');
    await expect(h1(later)).toHaveText('Client Dashboard');
    await expect(waitingButton(later)).toBeVisible();
    await waitingButton(later).click();
    const list = later.getByRole('dialog', { name: '1 change waiting to sync' });
    await expect(list.getByText(/Waiting to be sent/)).toBeVisible();
    await later.keyboard.press('Escape');
    expect(await requestsNamed(later.request, client, projectName)).toBe(0);

    // The server's clock is today's: the page's goes back to it before the connection returns
    // (the session stored three "days" ago is then still good, as a refreshed one would be).
    await context.clock.setSystemTime(Date.now());
    await context.setOffline(false);
    await expect(waitingButton(later)).toBeHidden({ timeout: 30_000 });
    await expect.poll(() => requestsNamed(later.request, client, projectName), { timeout: 15_000 }).toBe(1);
    // Nothing is sent twice: not after a reload either.
    await later.reload();
    await expect(h1(later)).toBeVisible();
    await later.waitForTimeout(2_000);
    expect(await requestsNamed(later.request, client, projectName)).toBe(1);
  });
}

/** The stored session of this page, made expired (and its refresh token revoked on the server). */
async function endSessionOnServer(page: Page): Promise<void> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sb-paintqa-auth-token') ?? 'null') as { access_token: string } | null);
  expect(stored, 'a stored session').not.toBeNull();
  const { anonKey } = await readRuntimeConfig(page.request);
  const res = await page.request.post('/auth/v1/logout?scope=global', { headers: { apikey: anonKey, authorization: `Bearer ${stored!.access_token}` } });
  expect(res.status(), `logout answered ${res.status()}`).toBeLessThan(300);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('sb-paintqa-auth-token')!) as { expires_at: number };
    localStorage.setItem('sb-paintqa-auth-token', JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  });
}

test('a session that ends while a write waits: kept, never sent or shown as another user, sent once the same user is back', async ({ context }) => {
  const page = await context.newPage();
  const first = await newClient(page.request, 'expired-first');
  const second = await newClient(page.request, 'expired-second');
  const projectName = `Tunnel lining ${Date.now()}`;
  await signIn(page, first, 'Client Dashboard');
  await openRequestForm(page);

  await context.setOffline(true);
  await sendRequest(page, projectName);
  await expect(waitingButton(page)).toBeVisible();

  // The session ends meanwhile (its refresh token revoked, its access token expired).
  await endSessionOnServer(page);
  await reloadWhileOffline(page);
  await expect(waitingButton(page)).toBeVisible();
  await context.setOffline(false);

  // Back online the auth client cannot refresh: signed out, the write kept out of sight.
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
  await expect(signInLink.or(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).first()).toBeVisible({ timeout: 30_000 });
  await expect(waitingButton(page)).toBeHidden();

  // Another user on this device neither sees nor sends it.
  await signIn(page, second, 'Client Dashboard');
  await expect(waitingButton(page)).toBeHidden();
  await page.waitForTimeout(2_000);
  expect(await requestsNamed(page.request, first, projectName)).toBe(0);
  expect(await requestsNamed(page.request, second, projectName)).toBe(0);
  await signOut(page);

  // The same user again: it is sent, once.
  await signIn(page, first, 'Client Dashboard');
  await expect.poll(() => requestsNamed(page.request, first, projectName), { timeout: 30_000 }).toBe(1);
  await expect(waitingButton(page)).toBeHidden();
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await requestsNamed(page.request, first, projectName)).toBe(1);
});

/** Every /api request of the page that was answered 403. */
function forbiddenAnswers(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

async function inspectorStartsOffline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, DEMO.inspector, 'Staff Dashboard');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.close();
  await context.setOffline(true);
  const offline = await context.newPage();
  await gotoWhileOffline(offline, '/home');
  return offline;
}

test('an inspector who starts the app offline gets the Inspector app, with no Admin element, and no 403 after reconnect', async ({ context }) => {
  const page = await inspectorStartsOffline(context);
  const refused = forbiddenAnswers(page);
  await expect(h1(page)).toHaveText('Staff Dashboard');
  const banner = page.getByRole('banner');
  // Admin-only parts of the bar and the home: none.
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  for (const adminOnly of ['Team', 'Accounts', 'Invoicing']) {
    await expect(page.getByRole('link', { name: adminOnly, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'My inspections this week' })).toBeVisible();

  await context.setOffline(false);
  await page.waitForTimeout(5_000);
  expect(refused).toEqual([]);
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('a write on a connection that answers nothing shows as waiting within 16 s and lands once the server answers', async ({ context }) => {
  const page = await context.newPage();
  const client = await newClient(page.request, 'lie-fi');
  const projectName = `Captive wifi ${Date.now()}`;
  await signIn(page, client, 'Client Dashboard');
  await openRequestForm(page);

  // The browser says online, but every request to the API hangs (a captive Wi-Fi, a dead hotspot).
  let hanging = true;
  const held: (() => Promise<void>)[] = [];
  await context.route('**/api/requests**', async (route) => {
    if (!hanging) return route.continue();
    held.push(() => route.abort('timedout').catch(() => {}));
  });
  const sentAt = Date.now();
  await sendRequest(page, projectName);
  // After 15 s without an answer the form lets go of it: saved on the device, waiting.
  await expect(page.getByRole('heading', { name: 'Request saved on this device' })).toBeVisible({ timeout: 16_000 });
  expect(Date.now() - sentAt).toBeLessThan(16_500);
  await expect(page.getByRole('form', { name: 'Request form' })).toBeHidden();
  await expect(waitingButton(page)).toBeVisible();
  expect(await requestsNamed(page.request, client, projectName)).toBe(0);

  // The server answers again: the next try (within the back-off) lands, once.
  hanging = false;
  for (const release of held.splice(0)) await release();
  await expect(waitingButton(page)).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => requestsNamed(page.request, client, projectName), { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  expect(await requestsNamed(page.request, client, projectName)).toBe(1);
});
