import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

test.describe('push notifications', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Settings offers push per device at 360 px, asking for no permission on load', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      // Record a permission prompt: none may happen before the click.
      const asked = (window as unknown as { __askedPermission: number });
      asked.__askedPermission = 0;
      if ('Notification' in window) {
        const original = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = (...args) => {
          asked.__askedPermission += 1;
          return original(...args);
        };
      }
    });
    await signIn(page, DEMO.client, 'Client Dashboard');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Push notifications' });
    await expect(section.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Send a test notification' })).toBeDisabled();
    await expect(section.getByRole('checkbox', { name: 'A report is published' })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { __askedPermission: number }).__askedPermission)).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: testInfo.outputPath('push-settings-360.png') });
    await page.screenshot({ path: '/tmp/p18/push-settings-360.png', fullPage: true });
  });

  test('the service worker shows a push delivered through the DevTools protocol', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return ready.scope;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((entry) => entry.scopeURL === registration && !entry.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(registration).origin, registrationId, data: JSON.stringify({ title: 'New message', link: '/mailbox?thread=1' }) });
    await expect
      .poll(async () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({ title: notice.title, data: notice.data as unknown }))))
      .toEqual([{ title: 'New message', data: { link: '/mailbox?thread=1' } }]);
  });

  /*
   * Headless Chromium cannot subscribe to a real push service: this init script (the test's
   * only, never product code) makes PushManager answer a made-up subscription, kept in
   * localStorage so getSubscription() finds it after a reload, and unsubscribe() forget it.
   */
  const fakePushManager = () => {
    const KEY = '__e2eFakePushSubscription';
    const make = (json: PushSubscriptionJSON) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const stored = () => {
      const text = localStorage.getItem(KEY);
      return text ? make(JSON.parse(text) as PushSubscriptionJSON) : null;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return stored() as unknown as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function subscribe() {
      const json = { endpoint: `https://push.e2e.invalid/${crypto.randomUUID()}`, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };
      localStorage.setItem(KEY, JSON.stringify(json));
      return stored() as unknown as PushSubscription;
    };
  };

  test('turn push on for this device, see it listed, send a test push, remove it', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(fakePushManager);
    await signIn(page, DEMO.client, 'Client Dashboard');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Push notifications' });
    await section.getByRole('button', { name: 'Turn on for this device' }).click();
    const mine = section.getByRole('button', { name: /^Remove .+ \(this device\)$/ });
    await expect(mine).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn on for this device' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Send a test notification' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Test notification queued for' })).toBeVisible();
    await mine.click();
    await expect(section.getByText('No device yet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('__e2eFakePushSubscription'))).toBeNull();
  });

  /** The service worker's own `notificationclick` handler, run on a notification it shows (a trusted click cannot be made headless). */
  async function clickNotification(context: BrowserContext, page: Page, link: string) {
    await page.evaluate(async (path) => {
      const ready = await navigator.serviceWorker.ready;
      await ready.showNotification('Report published', { data: { link: path }, tag: path });
    }, link);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      // The worker's globals, which the page's DOM types do not declare.
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        WindowClient: { prototype: { focus(): Promise<unknown> } };
        ExtendableEvent: { prototype: { waitUntil(promise: Promise<unknown>): void } };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      // Test-only: a synthetic click has no user activation, so focus() would be refused and
      // waitUntil() would throw; the handler's own navigation still runs.
      scope.WindowClient.prototype.focus = async function focus(this: unknown) {
        return this;
      };
      scope.ExtendableEvent.prototype.waitUntil = () => undefined;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
  }

  test('a notification click opens its screen, online and offline from the cache', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await signIn(page, DEMO.client, 'Client Dashboard');
    await page.goto('/my-projects');
    await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();
    await page.goto('/settings');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await clickNotification(context, page, '/my-projects');
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();

    await page.goto('/settings');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await clickNotification(context, page, '/my-projects');
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();
    await context.setOffline(false);
  });
});
