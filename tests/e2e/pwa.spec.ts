import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { ServiceWorkerMessage, ServiceWorkerReply } from '../../src/shared/service-worker-messages';
import { readRuntimeConfig } from '../support/e2e-auth';
import { SPEC_PUBLIC_ROUTES } from '../support/spec-routes';

// The installable, offline-capable app (docs/offline.md, "Service worker
// and install"): the built app and its service worker on the real server, in Chromium.

const h1 = (page: Page, name?: string) => page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });

/** The first visit: the app registers its worker after the page has loaded; the worker claims the page. */
async function visitUntilControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(h1(page).first()).toBeVisible();
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  // No reload: the first worker claims the page that installed it (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the origin's caches hold, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

/** A message to the worker, as src/lib/pwa/service-worker-user.ts sends it, and its answer. */
function tellWorker(page: Page, message: ServiceWorkerMessage): Promise<ServiceWorkerReply> {
  return page.evaluate(
    (data) =>
      new Promise<ServiceWorkerReply>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<ServiceWorkerReply>) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage(data, [channel.port2]);
      }),
    message,
  );
}

/** The status of a fetch from the page, or 'failed' when no response came. */
function fetchStatus(page: Page, path: string): Promise<number | 'failed'> {
  return page.evaluate((url) => fetch(url).then((response) => response.status, () => 'failed' as const), path);
}

test('the first visit says once that the app is ready to work offline', async ({ page }) => {
  await visitUntilControlled(page);
  await expect(page.getByText('Ready to work offline')).toBeVisible();
  // The next visits are already served by the worker: nothing more to say. The registration
  // code loads after the page; give it a moment once it is there.
  const registrationCode = page.waitForResponse(/\/assets\/pwa-status-[\w-]+\.js$/);
  await page.reload();
  await registrationCode;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Ready to work offline')).toHaveCount(0);
});

test.describe('offline after the first visit', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('public and docs pages, and the not-found page, open without a connection', async ({ page, context, request }) => {
    const config = await readRuntimeConfig(request);
    await visitUntilControlled(page);

    await context.setOffline(true);
    const named: [string, string][] = [
      ['/', 'Paint quality assurance, from specification to guarantee'],
      ['/about', 'About Us'],
      ['/docs/client/submitting-requests', 'Client Guide: Submitting Requests'],
      ['/no-such-page/anywhere', 'Page not found'],
    ];
    for (const [path, heading] of named) {
      await page.goto(path);
      await expect(h1(page, heading), path).toBeVisible();
    }
    // The deployment's settings came from the worker's copy of /runtime-config.js, not defaults.
    expect(await page.evaluate(() => window.__PORTAL_CONFIG__)).toEqual(config);
    // Reloading offline works too (the navigation itself is answered by the worker).
    await page.reload();
    await expect(h1(page, 'Page not found')).toBeVisible();
  });

  test('every public and docs route opens without a connection', async ({ page, context }) => {
    // A full page load per route: generous on two busy cores.
    test.slow();
    await visitUntilControlled(page);
    await context.setOffline(true);
    for (const path of SPEC_PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(h1(page).first(), path).toBeVisible();
      await expect(h1(page, 'Page not found'), path).toHaveCount(0);
      await expect(h1(page, 'Something went wrong'), path).toHaveCount(0);
    }
  });

  test('API and auth responses are never cached by the worker', async ({ page, context }) => {
    await visitUntilControlled(page);
    expect(await fetchStatus(page, '/api/health')).toBe(200);
    expect(await fetchStatus(page, '/auth/v1/settings')).not.toBe('failed');

    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/runtime-config.js');
    expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/auth/'))).toEqual([]);

    await context.setOffline(true);
    expect(await fetchStatus(page, '/api/health')).toBe('failed');
    // A navigation to the API is not answered with the app shell.
    await expect(page.goto('/api/health')).rejects.toThrow();
  });
});

test.describe('report PDFs', () => {
  /**
   * The PDF route is built with the reports feature: until then the test answers
   * /api/reports/:id/pdf at the network edge (Playwright routes see the worker's requests), and
   * counts what reaches the network. The worker under test is the real one.
   */
  async function servePdfs(context: BrowserContext): Promise<{ served: () => number }> {
    let served = 0;
    await context.route(/\/api\/reports\/[^/]+\/pdf$/, async (route) => {
      served++;
      await route.fulfill({ status: 200, contentType: 'application/pdf', body: `%PDF-1.4\n% report ${route.request().url()}\n%%EOF\n` });
    });
    return { served: () => served };
  }

  const pdfCaches = async (page: Page) =>
    Object.fromEntries(Object.entries(await cachedUrls(page)).filter(([name]) => name.startsWith('paintqa-report-pdfs:')));

  /** What IndexedDB holds: the worker's remembered user and Workbox's expiration records. */
  const storedUserData = (page: Page) =>
    page.evaluate(async () => {
      const existing = new Set((await indexedDB.databases()).map((database) => database.name));
      // Opening a database that does not exist would create it without its stores: look first.
      const all = (name: string, store: string) =>
        new Promise<unknown[]>((resolve, reject) => {
          if (!existing.has(name)) return resolve([]);
          const request = indexedDB.open(name);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains(store)) return resolve([]);
            const read = db.transaction(store).objectStore(store).getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
            read.transaction!.oncomplete = () => db.close();
          };
        });
      return { state: await all('paintqa-service-worker', 'state'), expiration: await all('workbox-expiration', 'cache-entries') };
    });

  test('are kept for the signed-in user only, open again offline and go on sign-out', async ({ page, context }) => {
    const network = await servePdfs(context);
    await visitUntilControlled(page);

    // Nobody signed in: the worker keeps nothing.
    expect(await fetchStatus(page, '/api/reports/r0/pdf')).toBe(200);
    expect(await pdfCaches(page)).toEqual({});

    expect(await tellWorker(page, { type: 'SET_USER', userId: 'alice' })).toEqual({ type: 'SET_USER', ok: true });
    expect(await fetchStatus(page, '/api/reports/r1/pdf')).toBe(200);
    expect(await fetchStatus(page, '/api/reports/r1/pdf')).toBe(200);
    expect(network.served()).toBe(2); // r0, then r1 once: the second came from the cache
    await expect.poll(() => pdfCaches(page)).toEqual({ 'paintqa-report-pdfs:alice': ['/api/reports/r1/pdf'] });

    // A PDF opened before opens again offline.
    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      const response = await fetch('/api/reports/r1/pdf');
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    });
    expect(offline).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(offline.body).toContain('/api/reports/r1/pdf');
    await context.setOffline(false);

    // Another user on this device: Alice's PDFs are gone, Bob's are his own.
    await tellWorker(page, { type: 'SET_USER', userId: 'bob' });
    expect(await pdfCaches(page)).toEqual({});
    expect(await fetchStatus(page, '/api/reports/r1/pdf')).toBe(200);
    expect(network.served()).toBe(3);
    await expect.poll(() => pdfCaches(page)).toEqual({ 'paintqa-report-pdfs:bob': ['/api/reports/r1/pdf'] });
    expect((await storedUserData(page)).state).toEqual(['bob']);

    // Sign-out: no PDF, no remembered user, no expiration record of anyone's PDFs.
    expect(await tellWorker(page, { type: 'CLEAR_USER_DATA' })).toEqual({ type: 'CLEAR_USER_DATA', ok: true });
    expect(await pdfCaches(page)).toEqual({});
    expect(await storedUserData(page)).toEqual({ state: [], expiration: [] });
    expect(await fetchStatus(page, '/api/reports/r1/pdf')).toBe(200);
    expect(network.served()).toBe(4);
    expect(await pdfCaches(page)).toEqual({});
  });
});

test.describe('installable', () => {
  test('the manifest is valid and Chromium finds the page installable', async ({ playwright, launchOptions, baseURL }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which Playwright's contexts
    // are: this test runs in a browser with a profile folder of its own.
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await visitUntilControlled(page);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest', {});
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: 'PaintQA Portal',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        shortcuts: [{ name: 'Request Inspection' }, { name: 'My Requests' }, { name: 'Deficiency Tracking' }],
      });

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']) {
        const response = await page.request.get(icon);
        expect(response.status(), icon).toBe(200);
        expect(response.headers()['content-type'], icon).toBe('image/png');
      }
    } finally {
      await context.close();
    }
  });
});
