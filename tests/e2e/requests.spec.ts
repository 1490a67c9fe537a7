import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { waitForEmail } from '../support/e2e-mail';
import { reloadWhileOffline } from '../support/e2e-offline';
import { SAMPLE_PDF } from '../support/sample-files';

// Requests (docs/features.md): a client submits a Request for Inspector offline (with an attachment), it is
// sent on reconnect, the admin finds it in the queue and converts it into a project, and the
// client sees the new status; the receipt e-mail exists as an .eml file.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

// Two browsers, a reload offline and a conversion: give a loaded CI machine room.
test.setTimeout(150_000);

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('an RFI made offline is sent on reconnect, converted by the admin, and the client sees it', async ({ page, context, browser }) => {
  const client = { email: uniqueEmail('rfi-client'), password: 'Paint-Secret-42' };
  const projectName = `Cedar Court repaint ${Date.now()}`;
  await signUpViaApi(page.request, { ...client, firstName: 'Mara', lastName: 'Quinn' });
  await signIn(page, client, 'Client Dashboard');

  // The form, loaded while online and controlled by the service worker.
  await page.goto('/inspections/request-inspector');
  await expect(h1(page)).toHaveText('Request an Inspection');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const form = page.getByRole('form', { name: 'Request form' });
  await form.getByLabel('Project name').fill(projectName);
  await form.getByLabel('Site address').fill('1450 Cedar Court');
  await form.getByLabel('City').fill('Burnaby');
  await form.getByLabel('Province or territory').selectOption('BC');
  await form.getByLabel('Sector').selectOption('private');
  await form.getByLabel('Building type').selectOption('multi_family_residential');
  await form.getByLabel('New construction or repaint').selectOption('repaint');
  await form.getByLabel('Paint contract amount (dollars)').fill('240000');
  await form.getByLabel('Desired start date').fill('2027-04-05');
  await form.getByLabel('Coats planned').fill('2');
  await form.getByLabel('Describe the work').fill('Exterior repaint of three low-rise buildings: stucco, trim and balcony rails.');
  await form.getByLabel('Attach files', { exact: true }).setInputFiles({ name: 'Cedar Court spec.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(form.getByText('Cedar Court spec.pdf')).toBeVisible();

  // Offline: the request (and its file) wait on this device, also through a reload.
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit request' }).click();
  // The confirmation says where it is, and no number until the server gives one.
  await expect(page.getByRole('heading', { name: 'Request saved on this device' })).toBeFocused();
  await expect(page.getByRole('main').getByText(/RQ-\d{4}-\d{6}/)).toHaveCount(0);
  const waiting = page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' });
  await expect(waiting).toBeVisible();
  await reloadWhileOffline(page);
  await expect(h1(page)).toBeVisible();
  await expect(waiting).toBeVisible();

  // Reconnect: it is sent once, and the receipt is written.
  const sentAt = Date.now();
  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });
  const receipt = await waitForEmail(client.email, { since: sentAt - 60_000, type: 'request.receipt' });
  const requestNo = /RQ-\d{4}-\d{6}/.exec(receipt.subject)?.[0];
  expect(requestNo, receipt.subject).toBeTruthy();
  expect(receipt.file).toMatch(/\.eml$/);

  // The admin finds it in the queue and converts it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, 'Staff Dashboard');
  await admin.goto('/request-management');
  const queue = admin.getByRole('table', { name: 'Request queue' });
  await queue.getByRole('row', { name: `Open request ${requestNo}` }).click();
  const panel = admin.getByRole('region', { name: `Request ${requestNo}` });
  await expect(panel.getByRole('button', { name: 'Download Cedar Court spec.pdf' })).toBeVisible();
  await panel.getByRole('button', { name: 'Accept and convert…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Accept and convert into a project' });
  await dialog.getByLabel('Lead inspector').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Convert to project' }).click();
  const converted = panel.getByText(/^Converted into project BC-\d{2}-\d{4}\./);
  await expect(converted).toBeVisible();
  const projectCode = /BC-\d{2}-\d{4}/.exec((await converted.textContent()) ?? '')![0];
  // One click from the confirmation to the new project.
  await panel.getByRole('link', { name: `Open project ${projectCode}` }).click();
  // The project page's heading is "Project CODE" until the project loads, then its name.
  await expect(admin).toHaveURL(new RegExp(`/projects/${projectCode}`));
  await expect(admin.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await adminContext.close();

  // The client sees the new status, the project code and the attachment.
  await page.goto('/my-requests');
  const row = page.getByRole('table', { name: 'My Requests' }).getByRole('row').filter({ hasText: requestNo! });
  await expect(row).toContainText('Converted to project');
  await row.getByRole('link', { name: requestNo! }).click();
  await expect(page.getByRole('link', { name: projectCode, exact: true })).toHaveAttribute('href', `/my-projects/${projectCode}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Cedar Court spec.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Cedar Court spec.pdf');
});
