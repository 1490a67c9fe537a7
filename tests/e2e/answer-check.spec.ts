import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// API answers are checked with their shared zod schemas in a worker (src/lib/answer-check/): a
// screen that is only looked at loads neither zod nor a schema module on the page's own thread
// (docs/performance.md, What each change saved).

const scriptsLoaded = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));

test('the projects list is checked in the answer-check worker, and the page itself loads no zod', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  const workerStarted = page.waitForEvent('worker', (worker) => worker.url().includes('answer-check.worker'));
  await page.goto('/projects');
  const worker = await workerStarted;
  await expect(page.getByRole('table').getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first()).toBeVisible();

  const inWorker = await worker.evaluate(scriptsLoaded);
  expect(inWorker.some((path) => /\/assets\/zod-[\w-]+\.js$/.test(path))).toBe(true);
  expect(inWorker.some((path) => /\/assets\/projects-[\w-]+\.js$/.test(path))).toBe(true);
  const onPage = await page.evaluate(scriptsLoaded);
  expect(onPage.filter((path) => /\/assets\/zod-/.test(path))).toEqual([]);
});
