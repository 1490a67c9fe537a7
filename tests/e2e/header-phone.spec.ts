import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { closeWhileOffline } from '../support/e2e-offline';
import { sendInspectionRequest } from '../support/e2e-request-form';

/**
 * The site header on a phone (320 and 360 px) in each of its states: it never gets wider than the
 * screen, the menu button and every control stay on screen and at least 44 x 44 px, and a "99+"
 * count sits on its icon's corner without covering it. Each state is screenshot for a look.
 */

const WIDTHS = [320, 360] as const;
const BIG = 150;

/** A control's box must lie in the viewport and be at least this big (WCAG 2.5.5). */
const MIN_TARGET = 44;

const banner = (page: Page) => page.locator('header:not(#main header)').first();

/** Answer the badge endpoints with BIG counts (the real answers, with their counts raised). */
async function routeBigCounts(page: Page): Promise<void> {
  const raise = (change: (json: Record<string, unknown>) => void) => async (route: Route) => {
    try {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      change(json);
      await route.fulfill({ response, json });
    } catch {
      // The page moved on (a navigation, the context's close) while this poll was in flight.
    }
  };
  const padded = (rows: unknown) => {
    const list = rows as Record<string, unknown>[];
    return Array.from({ length: BIG }, (_, index) => ({ ...list[index % list.length], invoice_id: `e2e-${index}`, id: list[index % list.length]?.id ?? index }));
  };
  await page.route('**/api/messages/*/unread-count', raise((json) => void (json.count = BIG)));
  await page.route('**/api/notifications?*', raise((json) => void (json.unreadCount = BIG)));
  await page.route('**/api/deficiency/tracking?*', raise((json) => void ((json.data as { summary: { needingReminder: number } }).summary.needingReminder = BIG)));
  await page.route('**/api/invoices/pending', raise((json) => void (json.data = padded(json.data))));
  await page.route('**/api/projects/status/Pending', raise((json) => void (json.data = padded(json.data))));
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's controls that show (the skip link only shows when focused). */
async function controls(page: Page): Promise<Locator[]> {
  const all = await banner(page).locator('a[href]:not([href="#main"]), button').all();
  const shown: Locator[] = [];
  for (const control of all) if (await control.isVisible()) shown.push(control);
  return shown;
}

async function expectHeaderFits(page: Page, width: number, what: string): Promise<void> {
  const header = banner(page);
  await expect(header).toBeVisible();
  // The header scrolls with the page: back to the top, where it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  const sizes = await header.evaluate((element) => ({ header: element.scrollWidth, page: document.documentElement.scrollWidth }));
  expect(sizes.header, `${what}: the header's width`).toBeLessThanOrEqual(width);
  expect(sizes.page, `${what}: the page's width`).toBeLessThanOrEqual(width);

  const menu = header.getByRole('button', { name: /^Open menu/ });
  await expect(menu, `${what}: the menu button`).toBeInViewport({ ratio: 1 });

  for (const control of await controls(page)) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    const box = (await control.boundingBox())!;
    expect(box.x, `${what}: "${name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: "${name}" ends on screen`).toBeLessThanOrEqual(width);
    expect(box.width, `${what}: "${name}" is wide enough to touch`).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(box.height, `${what}: "${name}" is high enough to touch`).toBeGreaterThanOrEqual(MIN_TARGET);

    // A count badge (aria-hidden: the name carries the count) never covers the control's icon.
    const badge = control.locator('span[aria-hidden="true"]').filter({ hasText: /^\d+\+?$/ });
    if ((await badge.count()) === 0) continue;
    const icon = (await control.locator('svg').first().boundingBox())!;
    const badgeBox = (await badge.first().boundingBox())!;
    expect(overlaps(icon, badgeBox), `${what}: the badge of "${name}" covers its icon`).toBe(false);
    expect(badgeBox.x + badgeBox.width, `${what}: the badge of "${name}" is on screen`).toBeLessThanOrEqual(width);
  }
}

/** A screenshot of the header (or of the whole screen) to look at, in the test's output folder. */
async function look(page: Page, name: string, width: number, whole = false): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), clip: whole ? undefined : { x: 0, y: 0, width, height: 160 } });
}

async function phonePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 740 } });
  return context.newPage();
}

for (const width of WIDTHS) {
  test.describe(`the header at ${width} px`, () => {
    test('signed out', async ({ browser }) => {
      const page = await phonePage(browser, width);
      await page.goto('/about');
      await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expectHeaderFits(page, width, 'signed out');
      await look(page, 'signed-out', width);
      await page.context().close();
    });

    test('an Admin with every badge at 99+ and a current project', async ({ browser, request }) => {
      const page = await phonePage(browser, width);
      await routeBigCounts(page);
      await signIn(page, DEMO.admin, 'Staff Dashboard');
      const menu = banner(page).getByRole('button', { name: /^Open menu/ });
      await expect(menu).toHaveAccessibleName(`Open menu, 99+ to look at`);
      await expect(menu).toContainText('99+');
      await expectHeaderFits(page, width, 'Admin with big counts');
      await look(page, 'admin-counts', width);

      // Opening a project makes it current: the bar under the header.
      const [project] = await listRows<{ project_code: string }>(request, '/api/projects?status=active&sort=code&order=asc&pageSize=1', await apiHeaders(request, DEMO.admin));
      await page.goto(`/projects/${encodeURIComponent(project!.project_code)}`);
      await expect(banner(page).getByRole('link', { name: /^Current project:/ })).toBeVisible();
      await expectHeaderFits(page, width, 'Admin with a current project');
      await look(page, 'admin-project', width);

      // The folded badge slots are in the menu, with their counts.
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: `Mailbox, ${BIG} unread` })).toBeVisible();
      await expect(drawer.getByRole('link', { name: `Pending invoices, ${BIG} pending` })).toBeVisible();
      await expect(drawer.getByRole('heading', { name: `Notifications, ${BIG} unread` })).toBeVisible();
      await expect(drawer.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
      await look(page, 'admin-menu', width, true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.context().close();
    });

    test('a Client offline with a change waiting', async ({ browser, request }) => {
      const page = await phonePage(browser, width);
      const client = { email: uniqueEmail('phone-header'), password: 'Paint-Secret-42' };
      await signUpViaApi(request, { ...client, firstName: 'Noor', lastName: 'Field' });
      await signIn(page, client, 'Client Dashboard');
      await expectHeaderFits(page, width, 'Client');
      await look(page, 'client', width);

      // A request sent offline waits in the outbox (as tests/e2e/offline-outbox.spec.ts does).
      await page.goto('/inspections/request-inspector');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request an Inspection');
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.context().setOffline(true);
      await sendInspectionRequest(page, { projectName: `Phone header ${Date.now()}`, description: 'Repaint of the parkade walls, sent from a phone without signal.' });
      await expect(banner(page).getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(banner(page).getByRole('button', { name: '1 change waiting to sync' })).toBeInViewport({ ratio: 1 });
      await expectHeaderFits(page, width, 'Client offline with a change waiting');
      await look(page, 'client-offline-waiting', width);
      await closeWhileOffline(page);
      await page.context().close();
    });
  });
}
