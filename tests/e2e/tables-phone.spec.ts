import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

/**
 * Every list screen at a phone's width and a desktop's: the page never scrolls sideways, the first
 * rows' primary actions (`data-primary-action`) are in view without scrolling the table's frame,
 * and the rows' status shows (a column in the table, a fact on a phone's card).
 */
interface Screen {
  path: string;
  heading: string;
  /** The table's (or the cards') accessible name. */
  label: string;
  /** The status column's header, when the rows have one. */
  status?: string;
  /** The rows have a link or an action (their primary action). */
  actions: boolean;
}

const ADMIN_SCREENS: Screen[] = [
  { path: '/invoicing/pending', heading: 'Pending Invoices', label: 'Pending invoices', status: 'Status', actions: true },
  { path: '/projects', heading: 'Projects', label: 'Projects', status: 'Status', actions: true },
  { path: '/inspections/product-list', heading: 'Approved Product List', label: 'Approved products', actions: false },
  { path: '/request-management', heading: 'Request Management', label: 'Request queue', status: 'Status', actions: true },
  { path: '/team', heading: 'Team', label: 'Staff', status: 'Status', actions: true },
  { path: '/companies', heading: 'Companies', label: 'Companies', status: 'Membership', actions: true },
  { path: '/database', heading: 'Database', label: 'Projects', status: 'Status', actions: false },
];

const CLIENT_SCREENS: Screen[] = [
  { path: '/my-requests', heading: 'My Requests', label: 'My Requests', status: 'Status', actions: true },
  { path: '/inspections/product-list', heading: 'Approved Product List', label: 'Approved products', actions: false },
];

const WIDTHS = [360, 1366] as const;

/** The first rows' primary actions: their left and right edges, and how many rows have one. */
async function primaryActionBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-primary-action]')].slice(0, 3).map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, width: box.width, innerWidth: window.innerWidth };
    }),
  );
}

/** The axe rules the tables answer for: scroll frames, cards' lists and terms, names of their controls, contrast. */
const TABLE_RULES = [
  'scrollable-region-focusable',
  'nested-interactive',
  'aria-allowed-attr',
  'aria-prohibited-attr',
  'list',
  'listitem',
  'definition-list',
  'dlitem',
  'button-name',
  'link-name',
  'label-content-name-mismatch',
  'color-contrast',
];

async function checkScreen(page: Page, screen: Screen, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  const phone = width < 768;
  const cards = page.getByRole('list', { name: screen.label, exact: true });
  const table = page.getByRole('table', { name: screen.label, exact: true });
  // The database browser keeps its table on a phone (it is read across), the lists turn to cards.
  const rows = phone && screen.path !== '/database' ? cards.getByRole('listitem') : table.getByRole('row');
  // The machine running the suite may be busy: the first page of rows can take a while.
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);

  const axe = await new AxeBuilder({ page }).include('main').withRules(TABLE_RULES).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  if (screen.actions) {
    const boxes = await primaryActionBoxes(page);
    expect(boxes.length, 'the first rows have a primary action').toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.left, 'the primary action starts in view').toBeGreaterThanOrEqual(0);
      expect(box.right, 'the primary action ends in view').toBeLessThanOrEqual(box.innerWidth);
    }
  }

  if (screen.status) {
    if (phone && screen.path !== '/database') {
      // A card leaves an empty fact out (a company that is not a member has no membership).
      await expect(cards.getByRole('term').filter({ hasText: new RegExp(`^${screen.status}$`) }).first()).toBeVisible();
    } else {
      const header = table.getByRole('columnheader', { name: screen.status, exact: true });
      await expect(header).toBeVisible();
      if (phone) {
        // The database's wide table is read across: it scrolls inside its frame, a named region
        // the keyboard can reach, to its status column, and the page does not move.
        const frame = page.getByRole('region', { name: screen.label, exact: true });
        await expect(frame).toHaveAttribute('tabindex', '0');
        await header.scrollIntoViewIfNeeded();
        expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
      }
      const box = await header.boundingBox();
      expect(box && box.x + box.width, 'the status column is in view').toBeLessThanOrEqual(width);
    }
  }
}

/** One signed-in page for a describe's tests (one sign-in each). */
function signedInPage(account: { email: string; password: string }, home: 'Staff Dashboard' | 'Client Dashboard') {
  let page: Page;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    // A context of its own (axe asks for one), shared by the describe's tests.
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await signIn(page, account, home);
  });
  test.afterAll(async () => {
    await page.context().close();
  });
  return () => page;
}

test.describe('tables as the Admin', () => {
  test.describe.configure({ mode: 'serial' });
  const page = signedInPage(DEMO.admin, 'Staff Dashboard');
  for (const screen of ADMIN_SCREENS) {
    for (const width of WIDTHS) {
      test(`${screen.path} at ${width} px`, async () => {
        await checkScreen(page(), screen, width);
      });
    }
  }

  test('Pending Invoices at 1366 x 900 shows its Invoice and Actions columns and "Mark invoiced" without scrolling', async () => {
    const current = page();
    await current.setViewportSize({ width: 1366, height: 900 });
    await current.goto('/invoicing/pending');
    const table = current.getByRole('table', { name: 'Pending invoices' });
    for (const name of ['Invoice', 'Actions']) {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1366, `${name} in view`).toBe(true);
    }
    const mark = table.getByRole('button', { name: /^Mark invoiced:/ }).first();
    await expect(mark).toBeInViewport({ ratio: 1 });
  });
});

test.describe('tables as the Client', () => {
  test.describe.configure({ mode: 'serial' });
  const page = signedInPage(DEMO.client, 'Client Dashboard');
  for (const screen of CLIENT_SCREENS) {
    for (const width of WIDTHS) {
      test(`${screen.path} at ${width} px`, async () => {
        await checkScreen(page(), screen, width);
      });
    }
  }
});
