import { expect, test } from '@playwright/test';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// The project page's Activity tab on a 360 px phone (docs/architecture.md, Project activity;
// docs/phone-first.md): cards, no sideways scroll, the kind filter and "Load more" by keyboard.

const PHONE = { width: 360, height: 780 };

test('the Activity tab fits a 360 px phone and works by keyboard', async ({ browser, request }, testInfo) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const [project] = await listRows<{ project_code: string }>(request, '/api/projects?status=active&sort=code&order=desc&pageSize=1', headers);
  const code = project!.project_code;
  // 55 review status changes (the first may repeat the status and change nothing): more than a page.
  for (let n = 0; n < 55; n += 1) {
    const res = await request.patch(`/api/projects/${code}/review-status`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { review_status: n % 2 === 0 ? 'In review' : 'Changes requested' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto(`/projects/${code}?tab=activity`);
  const list = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(list.getByText('Review status changed').first()).toBeVisible();
  await expect(list.getByText(/Review status: (In review|Changes requested) → (In review|Changes requested)/).first()).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: testInfo.outputPath('activity-360.png'), fullPage: false });
  await list.locator(':scope > li').nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('activity-360-cards.png'), fullPage: false });

  // Load more with the keyboard.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(loadMore).toBeHidden();
  expect(await list.locator(':scope > li').count()).toBeGreaterThan(50);

  // The kind filter: the project's own entries leave with another kind chosen.
  const filter = page.getByRole('combobox', { name: 'Kind of activity' });
  await filter.focus();
  await filter.selectOption('invoice');
  await expect(page.getByText('Review status changed')).toHaveCount(0);
  await filter.selectOption('project');
  await expect(list.getByText('Review status changed').first()).toBeVisible();
  await context.close();
});
