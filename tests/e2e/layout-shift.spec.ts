import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_SHELL_ID } from '../../src/lib/prerender-markers';
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

// Known and not yet fixed (docs/performance.md, What each change saved): once the app has taken
// over from the shell, `<main>` moves (0.06 here, 0.067 under Lighthouse's throttling). Marked as
// failing so it shows up here when fixed.
test('the project page loads without moving what is on screen', async ({ page }) => {
  test.fail();
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects');
  const first = page.getByRole('main').locator('a[href^="/projects/"]:not([href^="/projects/new"]):not([href^="/projects/edit"])').first();
  const href = await first.getAttribute('href');
  expect(href).toBeTruthy();
  await recordShifts(page);
  await page.goto(href!);
  await expect(page.getByRole('tab', { name: 'Overview and parties' })).toBeVisible();
  await expect(page.locator(`#${SIGNED_IN_SHELL_ID}`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit project' })).toBeVisible();
  const project = await shiftsSoFar(page);
  expect(project.sum, JSON.stringify(project.shifts)).toBeLessThan(0.05);
});
