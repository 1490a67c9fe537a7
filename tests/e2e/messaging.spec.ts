import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { waitForEmail } from '../support/e2e-mail';
import { SAMPLE_PDF } from '../support/sample-files';

// Messages (docs/features.md): the demo client writes to the provider, the admin's mailbox badge rises within
// one poll (the e2e server polls every 2 s through TEST_POLL_INTERVAL_MS), the admin reads (the
// badge drops) and replies, the client's badge shows 1, the client reads, and it shows 0.

test.setTimeout(150_000);

/** The mailbox icon in the header: "Mailbox" or "Mailbox, N unread". */
const mailbox = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /^Mailbox(, \d+ unread)?$/ });

async function unreadOf(page: Page): Promise<number> {
  await expect(mailbox(page)).toBeVisible();
  const label = (await mailbox(page).getAttribute('aria-label')) ?? (await mailbox(page).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

const badge = (page: Page, unread: number) => page.getByRole('banner').getByRole('link', { name: unread > 0 ? `Mailbox, ${unread} unread` : 'Mailbox', exact: true });

test('a client writes to the provider, the admin reads and replies, and both badges follow', async ({ browser }) => {
  const subject = `Balcony railings ${Date.now()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, 'Staff Dashboard');
  await admin.goto('/admin/mailbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Mailbox' })).toBeVisible();
  const adminBefore = await unreadOf(admin);

  // The client writes, with a file.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, DEMO.client, 'Client Dashboard');
  await client.goto('/mailbox');
  await expect(client.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const clientBefore = await unreadOf(client);
  await client.getByRole('button', { name: 'New message' }).click();
  const form = client.getByRole('form', { name: 'New message to our office' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Which coating system is approved for the balcony railings?');
  await form.getByLabel('Attachments (optional)').setInputFiles({ name: 'railings.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(form.getByText('railings.pdf')).toBeVisible();
  const sentAt = Date.now();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(client.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  // The client moves on: the badge, on every page, tells of the reply.
  await client.goto('/home');
  await expect(client.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();

  // The admin's badge rises within one poll; the admins were e-mailed.
  await expect(badge(admin, adminBefore + 1)).toBeVisible({ timeout: 30_000 });
  const notice = await waitForEmail(DEMO.admin.email, { since: sentAt - 60_000, type: 'message.new' });
  expect(notice.subject).toContain(subject);

  // The admin opens it (the badge drops at once) and replies.
  const thread = admin.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(subject) });
  await thread.click();
  await expect(admin.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Download railings.pdf' })).toBeVisible();
  await expect(badge(admin, adminBefore)).toBeVisible();
  await admin.getByLabel('Your reply').fill('Use the MPI 4 system: two coats over the zinc primer.');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Your reply was sent.')).toBeVisible();

  // The client's badge shows the reply; reading it brings the badge back.
  await expect(badge(client, clientBefore + 1)).toBeVisible({ timeout: 30_000 });
  await badge(client, clientBefore + 1).click();
  await client.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`${subject} 1 unread`) }).click();
  // Exact: the conversation list's preview line also quotes the reply ("Alex Morgan: Use the...").
  await expect(client.getByText('Use the MPI 4 system: two coats over the zinc primer.', { exact: true })).toBeVisible();
  await expect(badge(client, clientBefore)).toBeVisible();

  await adminContext.close();
  await clientContext.close();
});
