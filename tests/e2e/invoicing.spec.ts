import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { parsePdf } from '../support/pdf-text';

// Invoicing (docs/business-rules.md): the admin opens the pending-invoices dropdown in the navigation bar,
// marks a pending stage invoiced from there, follows an item to its project's invoicing page, and
// downloads the new invoice's PDF.

test('an admin marks a pending stage invoiced from the dropdown and downloads the invoice PDF', async ({ page }) => {
  await signIn(page, DEMO.admin, 'Staff Dashboard');

  const trigger = page.getByRole('button', { name: /^Pending invoices, (\d+|99\+) pending$/ });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const list = page.getByRole('region', { name: 'Pending invoices list' });
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const projectLink = first.getByRole('link');
  const projectCode = /^[A-Z]{2}-\d{2}-\d{4}/.exec((await projectLink.textContent())!)![0];
  expect(await projectLink.getAttribute('href')).toBe(`/invoicing/project/${projectCode}`);
  const markButton = first.getByRole('button', { name: /^Mark invoiced: / });
  const markName = (await markButton.getAttribute('aria-label'))!;
  await markButton.click();

  const toastTitle = page.getByText(/^Invoice INV-\d{4}-\d{6} issued$/);
  await expect(toastTitle).toBeVisible();
  const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await toastTitle.textContent())!)![0];
  // The stage is invoiced: it leaves the pending list.
  await expect(list.getByRole('button', { name: markName, exact: true })).toHaveCount(0);

  // Each item leads to its project's invoicing page.
  const next = list.getByRole('listitem').first().getByRole('link');
  const nextHref = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
  await expect(list).toBeHidden();

  await page.goto(`/invoicing/project/${projectCode}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoicing: ${projectCode}` })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const row = invoices.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row.getByText('Issued')).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const { text } = await parsePdf(await readFile((await file.path())!));
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(projectCode);
  expect(text).toContain('Total due');
});
