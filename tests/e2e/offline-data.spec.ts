import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { readMailbox } from '../support/e2e-mail';
import { reloadWhileOffline } from '../support/e2e-offline';

// Data offline (docs/offline.md, Data offline, Waiting writes and Polling): the persisted query
// cache, the offline write queue and polling, in Chromium against the built app and its worker.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const CACHE_PREFIX = 'paintqa-query-cache:';

/** Load a page and wait until the service worker controls it (so reloads work offline). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(h1(page)).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The keys idb-keyval holds in this origin's IndexedDB. */
function idbKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** The persisted query cache of one owner (JSON text), or null. */
function persistedCache(page: Page, owner: string): Promise<string | null> {
  return page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').get(key);
          request.onsuccess = () => resolve((request.result as string | undefined) ?? null);
          request.onerror = () => reject(request.error);
        };
      }),
    `${CACHE_PREFIX}${owner}`,
  );
}

const userCacheKeys = async (page: Page) => (await idbKeys(page)).filter((key) => key.startsWith(CACHE_PREFIX) && !key.endsWith(':visitor'));

/** A contact message: it makes an Admin notification titled "Contact form: <topic> — <name>". */
async function postContactMessage(page: Page, name: string, email = uniqueEmail('contact')) {
  const response = await page.request.post('/api/contact', {
    data: { name, email, topic: 'inspection', message: 'We would like a primer-coat inspection next week, please.' },
  });
  expect(response.status()).toBe(201);
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('a persisted list survives an offline reload; after sign-out nothing of the user stays', async ({ page, context }) => {
  const name = `Offline Reader ${Date.now()}`;
  await postContactMessage(page, name);
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await openControlled(page, '/home');

  // The notifications list is fetched and written to IndexedDB under the user's key.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(`Contact form: Inspections — ${name}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => userCacheKeys(page)).toHaveLength(1);
  const [userKey] = await userCacheKeys(page);
  const userId = userKey!.slice(CACHE_PREFIX.length);
  await expect.poll(async () => (await persistedCache(page, userId)) ?? '').toContain(name);

  // A report PDF the user opened is cached for them by the worker.
  await context.route(/\/api\/reports\/[^/]+\/pdf$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n% e2e\n%%EOF\n' }),
  );
  expect(await page.evaluate(async () => (await fetch('/api/reports/e2e-report/pdf')).status)).toBe(200);
  const pdfCacheNames = () => page.evaluate(async () => (await caches.keys()).filter((cache) => cache.includes('pdf')));
  await expect.poll(pdfCacheNames).toHaveLength(1);

  // Offline: the reloaded page shows the list from IndexedDB, says when it was fetched.
  await context.setOffline(true);
  await reloadWhileOffline(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`Contact form: Inspections — ${name}`)).toBeVisible();
  await expect(panel.getByText(/^Offline · Updated (just now|\d+ min ago)$/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign-out (online again) removes the user's cache and their PDFs.
  await context.setOffline(false);
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeHidden();
  await signOut(page);
  await expect.poll(() => userCacheKeys(page)).toEqual([]);
  await expect.poll(pdfCacheNames).toEqual([]);
});

test('a message written offline waits, survives a reload, and is sent exactly once on reconnect', async ({ page, context }) => {
  const email = uniqueEmail('offline-contact');
  await openControlled(page, '/contact');

  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Train Passenger');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption('consultation');
  await form.getByLabel('Message').fill('Written without a connection: please call me about a consultation.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(/You are offline\. Your message is saved on this device/);
  const waiting = page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' });
  await expect(waiting).toBeVisible();

  // Still waiting after a reload without a connection (restored from IndexedDB).
  await reloadWhileOffline(page);
  await expect(h1(page)).toBeVisible();
  await expect(waiting).toBeVisible();
  await waiting.click();
  const list = page.getByRole('dialog', { name: '1 change waiting to sync' });
  await expect(list.getByText('Message to the office: Consultations')).toBeVisible();
  await expect(list.getByText('Waiting to be sent')).toBeVisible();
  await expect(list.getByText(/^Made /)).toBeVisible();
  await page.keyboard.press('Escape');
  const receipts = async () => (await readMailbox()).filter((mail) => mail.to.includes(email)).length;
  expect(await receipts()).toBe(0);

  // Back online: sent once, and the indicator goes.
  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });
  await expect.poll(receipts, { timeout: 15_000 }).toBe(1);
  // A reload sends nothing again.
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await receipts()).toBe(1);
});

test('polling sends nothing while offline and asks again at once when the connection returns', async ({ page, context }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  const polls: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/notifications') polls.push(Date.now());
  });
  const interval = await page.evaluate(() => (window.__PORTAL_CONFIG__ as { testPollIntervalMs?: number }).testPollIntervalMs);
  expect(interval, 'the e2e server sets TEST_POLL_INTERVAL_MS').toBeGreaterThan(0);

  // Online: it polls at the (test) interval.
  await expect.poll(() => polls.length, { timeout: interval! * 4 }).toBeGreaterThanOrEqual(2);

  await context.setOffline(true);
  await page.waitForTimeout(500); // a request already on its way may still show up
  const beforeOffline = polls.length;
  await page.waitForTimeout(interval! * 3);
  expect(polls.length, 'no poll request while offline').toBe(beforeOffline);

  const reconnectedAt = Date.now();
  await context.setOffline(false);
  await expect.poll(() => polls.filter((at) => at >= reconnectedAt).length, { timeout: 2_000 }).toBeGreaterThanOrEqual(1);
  expect(polls.find((at) => at >= reconnectedAt)! - reconnectedAt).toBeLessThan(1_000);
});
