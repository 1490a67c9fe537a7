import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// Tabs, side panels, filters and Back on a phone (docs/phone-first.md, "Lists, tabs and panels";
// docs/architecture.md, "Back closes the open dialog"), against the built app.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** Choose in a filter of the Filters drawer, close it with "Show results", and return the button. */
async function chooseFilter(page: Page, label: string, option: string): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel(label, { exact: true }).selectOption({ label: option });
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  return page.getByRole('button', { name: /^Filters/ });
}

test.describe('as the Admin', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE });
    page = await context.newPage();
    await signIn(page, DEMO.admin, 'Staff Dashboard');
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('the project tabs keep their width and the tab list scrolls, following the arrow keys', async () => {
    await page.goto('/projects');
    // On a phone the projects are cards; each card's title is its row's primary action.
    await page.locator('#main [data-primary-action]').first().click();
    const list = page.getByRole('tablist');
    await expect(list).toBeVisible();
    const tabs = await list.getByRole('tab').evaluateAll((elements) =>
      elements.map((tab) => ({ name: tab.textContent, scrollWidth: tab.scrollWidth, clientWidth: tab.clientWidth, left: tab.getBoundingClientRect().left, right: tab.getBoundingClientRect().right })),
    );
    expect(tabs).toHaveLength(9);
    for (const [index, tab] of tabs.entries()) {
      expect(tab.scrollWidth, `${tab.name} is cut`).toBeLessThanOrEqual(tab.clientWidth);
      if (index > 0) expect(tab.left, `${tab.name} overlaps the tab before`).toBeGreaterThanOrEqual(tabs[index - 1]!.right - 1);
    }
    const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);

    // The arrow keys move along the tabs, and the list scrolls the chosen one into view.
    const first = list.getByRole('tab', { name: 'Overview and parties' });
    await first.click();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const names = tabs.map((tab) => tab.name);
    for (const name of names.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(list.getByRole('tab', { name: name ?? '' })).toHaveAttribute('aria-selected', 'true');
    }
    const activity = list.getByRole('tab', { name: 'Activity' });
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=activity/);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const listBox = (await list.boundingBox())!;
    const tabBox = (await activity.boundingBox())!;
    expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
  });

  test('Request Management fits the phone; its filters fold, the triage panel is a full-height drawer, and Back closes both', async () => {
    await page.goto('/request-management');
    // On a phone the queue is a list of cards (docs/phone-first.md, Tables).
    await expect(page.getByRole('list', { name: 'Request queue' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(page.getByLabel('Status', { exact: true })).toBeHidden();

    const filters = await chooseFilter(page, 'Status', 'All statuses');
    await expect(filters).toHaveText('Filters (1)');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page).toHaveURL(/status=all/);
    const url = page.url();

    // Back closes the filters drawer and stays on the page.
    await filters.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('list', { name: 'Request queue' })).toBeVisible();

    // The triage panel covers the phone's screen, and Back closes it too.
    const row = page.getByRole('button', { name: /^Open request / }).first();
    const number = ((await row.getAttribute('aria-label')) ?? '').replace('Open request ', '');
    await row.click();
    const panel = page.getByRole('dialog', { name: `Request ${number}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Actions' })).toBeVisible();
    await expect.poll(async () => Math.round((await panel.boundingBox())?.height ?? 0)).toBe(PHONE.height);
    // Whole pixels: the drawer's box may end its slide a fraction of a pixel short.
    const box = (await panel.boundingBox())!;
    expect(box.y).toBeCloseTo(0, 0);
    expect(box.width).toBeCloseTo(PHONE.width, 0);
    await page.goBack();
    await expect(panel).toBeHidden();
    expect(page.url()).toBe(url);
    await expectNoSidewaysScroll(page);

    // Closing it with its button leaves no entry behind: Back then leaves for the page before.
    await row.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close the request' }).click();
    await expect(panel).toBeHidden();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
  });

  test('the product list fits the phone, and its Filters button counts the chosen filters', async () => {
    await page.goto('/inspections/product-list');
    await expect(page.getByRole('list', { name: 'Approved products' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const filters = await chooseFilter(page, 'Category', 'Epoxies');
    await expect(filters).toHaveText('Filters (1)');
    await expect(page).toHaveURL(/category=Epoxies/);
    await chooseFilter(page, 'Gloss level', 'G5 · Semi-gloss');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toHaveText('Filters (2)');
    await expectNoSidewaysScroll(page);

    // A filter changed in the drawer, then Back: the drawer closes, and the list and the address keep the change.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Category', { exact: true }).selectOption({ label: 'All categories' });
    await expect(page).not.toHaveURL(/category=/);
    // A person presses Back after the screen shows the change (the select has re-rendered from the address).
    await expect(drawer.getByLabel('Category', { exact: true })).toHaveValue('');
    await page.waitForTimeout(100);
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/inspections\/product-list\?gloss=G5$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveText('Filters (1)');
  });

  test('Back closes the menu drawer and stays on the page', async () => {
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('on a laptop the queue keeps its site, company, contract and status in view beside the triage panel', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/request-management?status=all');
    const queue = page.getByRole('table', { name: 'Request queue' });
    const row = queue.getByRole('row', { name: /^Open request / }).first();
    const number = ((await row.getAttribute('aria-label')) ?? '').replace('Open request ', '');
    await row.click();
    await expect(page.getByRole('region', { name: `Request ${number}` })).toBeVisible();
    // The table's scroll area: a header scrolled out of it is not in view.
    const area = await queue.evaluate((table) => table.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    for (const name of ['Site', 'Company', 'Contract', 'Status']) {
      const header = queue.getByRole('columnheader', { name });
      await expect(header).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.x, `${name} starts in view`).toBeGreaterThanOrEqual(area.left - 1);
      expect(box.x + box.width, `${name} ends in view`).toBeLessThanOrEqual(Math.min(area.right, 1366) + 1);
    }
    await page.setViewportSize(PHONE);
  });
});
