import { expect, test } from '@playwright/test';
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
});
