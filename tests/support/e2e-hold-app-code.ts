import type { Page } from '@playwright/test';

/**
 * Hold back the app's code (every built script under /assets) from now on, so that only what the
 * server sent, or the entry script already running, can be on screen. Returns the release.
 * page.route does not see what a service worker answers: use it on a page without one.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
