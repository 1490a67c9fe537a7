import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// What moves while a signed-in screen loads (docs/performance.md, Signed-in screens): the sum of
// the page's layout-shift entries, a count of moved area and not a timing, under the 0.05 budget.

test.use({ viewport: { width: 412, height: 823 } });

/** Records every layout shift of the next loads, as Lighthouse's CLS adds them up. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSoFar(page: Page): Promise<{ sum: number; shifts: unknown }> {
  // Two frames, so a shift of the last paint is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts);
  return { sum: shifts.reduce((total, shift) => total + shift.value, 0), shifts };
}

test('the pending invoices load without moving what is on screen', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await recordShifts(page);
  await page.goto('/invoicing/pending');
  await expect(page.getByText(/^\d+ stages?, /)).toBeVisible();
  const pending = await shiftsSoFar(page);
  expect(pending.sum, JSON.stringify(pending.shifts)).toBeLessThan(0.05);
});

test('a project page loads without its "Current project" line moving the page, opened first or again', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects');
  const href = await page.locator('main').getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first().getAttribute('href');
  await recordShifts(page);
  // First: not a recent project yet, so its code alone is current until it loads.
  await page.goto(href!);
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expect(page.getByText(/^Current project: .+ — .+/)).toBeVisible();
  const first = await shiftsSoFar(page);
  expect(first.sum, JSON.stringify(first.shifts)).toBeLessThan(0.05);
  // Again, as a returning user: its recent entry is current from the first render.
  await page.reload();
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expect(page.getByText(/^Current project: .+ — .+/)).toBeVisible();
  const again = await shiftsSoFar(page);
  expect(again.sum, JSON.stringify(again.shifts)).toBeLessThan(0.05);
});

test('a missing project is not left as the current project', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects/ZZ-99-9999');
  await expect(page.getByText('Project not found')).toBeVisible();
  await expect(page.getByText(/^Current project: /)).toHaveCount(0);
});
