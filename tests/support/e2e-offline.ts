import type { Page } from '@playwright/test';

/**
 * Reload a page while the browser context is offline (`context.setOffline(true)`).
 *
 * Chromium's offline emulation belongs to the DevTools session, and as the reload commits the
 * session leaves the page being replaced: for a moment that page is online again (it gets an
 * `online` event, and its requests reach the server without the emulation), so its app starts
 * sending the writes that wait. A browser that is really offline does not do that. Here the old
 * page's fetch never answers, as a request without a connection would not, so a test can still
 * check that nothing was sent while offline. (The write stays stored as waiting either way: see
 * inFlightWritesAsWaiting in src/lib/query/persistence.ts.)
 */
export async function reloadWhileOffline(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.fetch = () => new Promise<Response>(() => {});
  });
  await page.reload();
}
