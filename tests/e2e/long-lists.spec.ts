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
/** The window's estimate of a card not yet measured, and the gap between cards (data-table-cards.tsx). */
const CARD_ESTIMATE = 150;
const CARD_GAP = 8;

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

    // Scrolled through a screen at a time, each card is rendered and measured: once scrolled past,
    // the space standing for the cards above the window is their real height, not the estimate's.
    const heights = new Map<number, number>();
    for (let screen = 0; screen < total * 2; screen++) {
      for (const [place, height] of await cards.evaluateAll((items) =>
        items.map((item) => [Number(item.getAttribute('aria-posinset')), item.getBoundingClientRect().height] as const),
      )) heights.set(place, height);
      if (heights.has(total)) break;
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    const last = page.locator(`main ul > li[aria-posinset="${total}"]`);
    await expect(last).toBeVisible();
    await expect(last.locator('[data-primary-action]')).toBeVisible();
    expect(await cards.count()).toBeLessThan(total);
    expect([...heights.values()].some((height) => Math.round(height) !== CARD_ESTIMATE), 'the cards differ from the estimate').toBe(true);

    const firstShown = Number(await cards.first().getAttribute('aria-posinset'));
    const spaceAbove = await page
      .getByRole('list', { name: LABEL, exact: true })
      .evaluate((list) => Number.parseFloat(getComputedStyle(list).paddingTop));
    let cardsAbove = 0;
    for (let place = 1; place < firstShown; place++) cardsAbove += Math.round(heights.get(place) ?? Number.NaN) + CARD_GAP;
    expect(Math.abs(spaceAbove - cardsAbove), `space above the window ${spaceAbove} px, the cards above it ${cardsAbove} px`).toBeLessThanOrEqual(2);
  });

  test('while it loads: one placeholder that pulses as a whole, not an animation a bar', async ({ page }) => {
    // The list's answer held back, so its placeholder stays (src/components/feedback/skeletons.tsx).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/invoices\/pending/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await open(page, 360);
    const placeholder = page.getByRole('status').filter({ hasText: `Loading ${LABEL}` });
    await expect(placeholder).toBeVisible();
    const pulsing = await placeholder.evaluate((status) =>
      status.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(pulsing).toEqual(['pulse']);
    release();
    await expect(page.getByRole('list', { name: LABEL, exact: true })).toBeVisible({ timeout: 20_000 });
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
