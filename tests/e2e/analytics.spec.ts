import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// Analytics (docs/features.md): the overview's headline numbers lead to a report, whose chart is drawn
// (recharts in a real browser), whose table holds the same numbers, and whose CSV downloads.

test('an admin opens a report from the overview, sees its chart and table, and exports the CSV', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Projects opened', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Public and Private Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public and Private Projects' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Public and Private Projects, / });
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();

  // The chart is drawn with a real size: one pie slice per sector in the table.
  const chart = page.getByRole('img', { name: /^Chart of Public and Private Projects/ });
  await expect(chart.locator('.recharts-pie-sector').first()).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(100);
  const sectors = (await table.locator('tbody').getByRole('rowheader').allTextContents()).length;
  await expect(chart.locator('.recharts-pie-sector')).toHaveCount(sectors);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^public-private-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Sector,Projects,Share of projects,Contract value,Fee revenue');
  expect(csv).toMatch(/\r\nTotal,\d+,/);
});
