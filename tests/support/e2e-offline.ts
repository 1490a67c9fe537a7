import type { Page, Route } from '@playwright/test';

/**
 * Reload a page while the browser context is offline (`context.setOffline(true)`).
 *
 * Chromium's offline emulation belongs to the DevTools session, and as the reload commits the
 * session leaves the page being replaced: for a moment that page is online again (it gets an
 * `online` event, and its requests reach the server without the emulation), so its app starts
 * sending the writes that wait. A browser that is really offline does not do that. Here the old
 * page's fetch never answers, as a request without a connection would not, so a test can still
 * check that nothing was sent while offline. (The write is in the outbox from its start either
 * way: src/lib/offline/outbox-sync.ts.)
 *
 * Since Chromium 150 the reloaded document also starts with `navigator.onLine` true, and hears no
 * `offline` event, though its requests fail: a really offline browser reports false at load. So
 * the emulation is switched off and on again once the app shows its page (its listeners are then
 * in place, and it hears `offline`), with every request refused meanwhile, so none gets through.
 */
export async function reloadWhileOffline(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.fetch = () => new Promise<Response>(() => {});
  });
  await whileRefused(page, () => page.reload());
}

/**
 * Close a page while the context is offline, as a user closes the app: the same care as
 * reloadWhileOffline (a closing page is briefly online under Chromium's emulation, and its app
 * would send the writes that wait).
 */
export async function closeWhileOffline(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.fetch = () => new Promise<Response>(() => {});
  });
  await page.close();
}

/**
 * Open a path in a page of a context that is offline, as a user opens the installed app without
 * a connection; the same Chromium 150 care as reloadWhileOffline.
 */
export async function gotoWhileOffline(page: Page, path: string): Promise<void> {
  await whileRefused(page, () => page.goto(path));
}

async function whileRefused(page: Page, open: () => Promise<unknown>): Promise<void> {
  const context = page.context();
  const refuse = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', refuse);
  try {
    await open();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(false);
    await context.setOffline(true);
  } finally {
    await context.unroute('**/*', refuse);
  }
}
