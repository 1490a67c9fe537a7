import { expect, test } from '@playwright/test';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { SAMPLE_PDF } from '../support/sample-files';
import { samplePng } from '../support/sample-images';

// The project page's Files tab on a 360 px phone (docs/architecture.md, "Project files"): files
// chosen with the file chooser go up through the real XMLHttpRequest with their bar, are listed as
// cards, and open in the preview dialog; the same tab as a table on a desk.

const PHONE = { width: 360, height: 780 };
const DESK = { width: 1280, height: 900 };

test('the Files tab uploads by the file chooser and previews at 360 px', async ({ browser, request }, testInfo) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const [project] = await listRows<{ project_code: string }>(request, '/api/projects?status=active&sort=code&order=asc&pageSize=1', headers);
  const code = project!.project_code;

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto(`/projects/${code}?tab=files`);

  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Choose files').click();
  await (
    await chooser
  ).setFiles([
    { name: 'site-photo.png', mimeType: 'image/png', buffer: samplePng(320, 240) },
    { name: 'paint-schedule.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
  ]);
  const cards = page.getByRole('list', { name: 'Project files' });
  await expect(cards.getByText('site-photo.png')).toBeVisible({ timeout: 20_000 });
  await expect(cards.getByText('paint-schedule.pdf')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Project files' })).toBeHidden();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  await cards.evaluate((list) => list.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: testInfo.outputPath('files-360.png') });

  // The photo in the dialog, by keyboard.
  const preview = cards.getByRole('button', { name: 'Preview site-photo.png' }).first();
  await preview.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'site-photo.png' });
  const image = dialog.getByRole('img', { name: 'site-photo.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('files-360-preview.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The PDF in a frame, with a link to open it in a new tab.
  await cards.getByRole('button', { name: 'Preview paint-schedule.pdf' }).first().click();
  const pdfDialog = page.getByRole('dialog', { name: 'paint-schedule.pdf' });
  await expect(pdfDialog.locator('iframe[title="Preview of paint-schedule.pdf"]')).toBeVisible();
  await expect(pdfDialog.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', /^blob:/);
  await pdfDialog.getByRole('button', { name: 'Close' }).click();

  // A desk: the same files as a table.
  await page.setViewportSize(DESK);
  const table = page.getByRole('table', { name: 'Project files' });
  await expect(table.getByRole('cell', { name: 'site-photo.png' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('files-1280.png') });
  await context.close();
});
