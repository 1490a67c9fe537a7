import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

/**
 * A long page of rows renders only the rows near the screen (src/components/data-table/use-window-rows.ts;
 * docs/performance.md, What each change saved): the demo's pending invoices are one page of more
 * than 30 rows. Scrolling and the keyboard still reach the last row, and a phone's cards keep their actions.
 */
const PATH = '/invoicing/pending';
const LABEL = 'Pending invoices';

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Invoices' })).toBeVisible();
}

test.describe('a long list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
  });

  test('on a phone: a window of cards, each with its actions; scrolling reaches the last card', async ({ page }) => {
    await open(page, 360);
    const cards = page.getByRole('list', { name: LABEL, exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const total = Number(await cards.first().getAttribute('aria-setsize'));
    expect(total, 'the demo has a long page of pending invoices').toBeGreaterThan(30);
    const rendered = await cards.count();
    expect(rendered, 'only the cards near the screen are rendered').toBeLessThan(total);
    // Each rendered card has its marked action (its title's link or button).
    expect(await page.locator('main ul > li [data-primary-action]').count()).toBe(rendered);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator(`main ul > li[aria-posinset="${total}"]`);
    await expect(last).toBeVisible();
    await expect(last.locator('[data-primary-action]')).toBeVisible();
    expect(await cards.count()).toBeLessThan(total);
  });

  test('at a desk: a window of the table rows; Tab walks the rows to the last one', async ({ page }) => {
    await open(page, 1366);
    const table = page.getByRole('table', { name: LABEL, exact: true });
    await expect(table.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 20_000 });
    const total = Number(await table.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThan(30);
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(total);

    // From the first row's primary action, Tab goes row by row; the window follows the focus.
    await table.locator('tbody tr[data-index="0"] [data-primary-action]').focus();
    for (let press = 0; press < total * 4; press++) {
      const index = await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-index'));
      if (index === String(total - 1)) break;
      await page.keyboard.press('Tab');
    }
    const focusedRow = await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'));
    expect(focusedRow, 'the keyboard reaches the last row').toBe(String(total + 1));
  });
});
