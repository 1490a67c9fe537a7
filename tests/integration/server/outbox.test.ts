import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailLog, emailOutbox, emailOutboxAttachments, emailOutboxAttachmentUses } from '../../../src/server/db/schema';
import { enqueueMail, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS } from '../../../src/server/services/outbox';
import type { OutgoingMail } from '../../../src/server/services/mail';
import { pdfAttachments } from '../../support/e2e-mail';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';

// The e-mail outbox (docs/architecture.md, "Side effects: the outbox").

const contactForm = { name: 'Morgan Reyes', email: 'morgan@example.com', phone: '', topic: 'inspection', message: 'Stage inspection, please.' };
const mail = (to: string): OutgoingMail => ({ type: 'contact.receipt', to, subject: `Hello ${to}`, text: 'Hello.' });

const emlCount = (server: TestServer) => readdirSync(server.mailDir).filter((file) => file.endsWith('.eml')).length;

async function postContact(server: TestServer) {
  const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload: contactForm });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const rowsOf = (server: TestServer, entityId: string) =>
  server.database.db
    .select({ outbox: emailOutbox, log: emailLog })
    .from(emailOutbox)
    .innerJoin(emailLog, eq(emailLog.id, emailOutbox.emailLogId))
    .where(eq(emailLog.entityId, entityId));

describe('E-mail outbox', () => {
  let server: TestServer;
  const others: TestServer[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    // In order: a server sharing another's database closes before it.
    for (const other of others.splice(0)) await other.close();
  });
  afterAll(() => server.close());

  it('keeps an e-mail enqueued by a committed write when the server stops before sending it; the next server sends it', async () => {
    const crashed = await startTestServer();
    await crashed.app.outbox.stop(); // from here on this "process" sends nothing
    const id = await postContact(crashed);
    expect((await rowsOf(crashed, id)).map((row) => [row.outbox.status, row.log.status])).toEqual([
      ['pending', 'queued'],
      ['pending', 'queued'],
    ]);
    expect(emlCount(crashed)).toBe(0);
    await crashed.app.close();

    const next = await startTestServer({ database: crashed.database, env: { MAIL_DIR: crashed.mailDir } });
    others.push(next, crashed);
    await drainOutbox(next.app);
    const rows = await rowsOf(next, id);
    expect(rows.map((row) => [row.outbox.status, row.log.status])).toEqual([
      ['sent', 'sent'],
      ['sent', 'sent'],
    ]);
    expect(rows.every((row) => row.log.filePath && row.outbox.attempts === 1)).toBe(true);
    expect(emlCount(crashed)).toBe(2);
  });

  it('retries a failing transport with back-off, and after the last try marks the row and its log failed and logs it', async () => {
    const send = vi.spyOn(server.app.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    const logged = vi.spyOn(server.app.log, 'error');
    const [logId] = await server.database.db.transaction(async (tx) => [await enqueueMail(tx, mail('retry@example.com'))]);
    const row = async () => (await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.emailLogId, logId!)))[0]!;

    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await drainOutbox(server.app);
      const after = await row();
      expect(after).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'SMTP server unreachable', lockedUntil: null });
      const waitMs = after.nextAttemptAt.getTime() - Date.now();
      expect(waitMs).toBeGreaterThan(OUTBOX_RETRY_DELAYS_MS[attempt - 1]! - 10_000);
      expect(waitMs).toBeLessThanOrEqual(OUTBOX_RETRY_DELAYS_MS[attempt - 1]!);
      // Not due yet: another pass leaves it alone.
      await drainOutbox(server.app);
      expect((await row()).attempts).toBe(attempt);
      await server.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, after.id));
    }
    await drainOutbox(server.app);
    expect(await row()).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'SMTP server unreachable' });
    const [log] = await server.database.db.select().from(emailLog).where(eq(emailLog.id, logId!));
    // The e-mail analytics count email_log by status (src/server/services/analytics/email.ts).
    expect(log).toMatchObject({ status: 'failed', error: 'SMTP server unreachable' });
    expect(send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ emailLogId: logId, attempts: OUTBOX_MAX_ATTEMPTS }), 'e-mail failed, given up');
    // A failed row is never tried again.
    await server.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.emailLogId, logId!));
    await drainOutbox(server.app);
    expect(send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
  });

  it('never sends a row twice when two servers on one database drain at once', async () => {
    const second = await startTestServer({ database: server.database, env: { MAIL_DIR: server.mailDir } });
    others.push(second);
    await server.app.outbox.stop();
    await second.app.outbox.stop();
    const sends: string[] = [];
    for (const app of [server.app, second.app]) {
      const real = app.mailer.send.bind(app.mailer);
      vi.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
        sends.push(message.logId!);
        await new Promise((resolve) => setTimeout(resolve, 2));
        return real(message);
      });
    }
    const logIds = await server.database.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) ids.push(await enqueueMail(tx, mail(`twice-${i}@example.com`)));
      return ids;
    });
    await Promise.all([drainOutbox(server.app), drainOutbox(second.app), drainOutbox(server.app), drainOutbox(second.app)]);
    expect(sends.filter((id) => logIds.includes(id)).sort()).toEqual([...logIds].sort());
    const statuses = await server.database.db.select({ status: emailLog.status }).from(emailLog).where(inArray(emailLog.id, logIds));
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('deletes sent rows older than 30 days, keeping their e-mail log rows and every other row', async () => {
    const ids = await server.database.db.transaction(async (tx) => [await enqueueMail(tx, mail('old@example.com')), await enqueueMail(tx, mail('recent@example.com'))]);
    await drainOutbox(server.app);
    const sentAt = (days: number) => sql`now() - ${`${days} days`}::interval`;
    await server.database.db.update(emailOutbox).set({ sentAt: sentAt(31) }).where(eq(emailOutbox.emailLogId, ids[0]!));
    await server.database.db.update(emailOutbox).set({ sentAt: sentAt(29) }).where(eq(emailOutbox.emailLogId, ids[1]!));
    expect(await server.app.outbox.prune()).toBeGreaterThanOrEqual(1);
    const left = await server.database.db.select({ logId: emailOutbox.emailLogId }).from(emailOutbox).where(inArray(emailOutbox.emailLogId, ids));
    expect(left.map((row) => row.logId)).toEqual([ids[1]]);
    expect(await server.database.db.select({ id: emailLog.id }).from(emailLog).where(inArray(emailLog.id, ids))).toHaveLength(2);
  });

  it('stores an attachment two recipients share once, as bytes, sends it intact to each, and deletes it once no row uses it', async () => {
    const booklet = randomBytes(300 * 1024);
    const sha256 = createHash('sha256').update(booklet).digest('hex');
    const withBooklet = (to: string): OutgoingMail => ({ ...mail(to), attachments: [{ filename: 'booklet.pdf', content: booklet, contentType: 'application/pdf' }] });
    const ids = await server.database.db.transaction(async (tx) => [await enqueueMail(tx, withBooklet('owner@example.com')), await enqueueMail(tx, withBooklet('architect@example.com'))]);
    const db = server.database.db;
    const copies = () => db.select({ sha256: emailOutboxAttachments.sha256, content: emailOutboxAttachments.content }).from(emailOutboxAttachments).where(eq(emailOutboxAttachments.sha256, sha256));
    expect(await copies()).toEqual([{ sha256, content: booklet }]);
    expect(await db.select().from(emailOutboxAttachmentUses).where(eq(emailOutboxAttachmentUses.sha256, sha256))).toHaveLength(2);
    // The payloads carry no copy of the bytes.
    const payloads = await db.select({ size: sql<number>`length(${emailOutbox.payload}::text)` }).from(emailOutbox).where(inArray(emailOutbox.emailLogId, ids));
    expect(payloads.every((row) => row.size < 2_000)).toBe(true);

    await drainOutbox(server.app);
    const logs = await db.select().from(emailLog).where(inArray(emailLog.id, ids));
    expect(logs.map((log) => log.status)).toEqual(['sent', 'sent']);
    for (const log of logs) expect(pdfAttachments(await readFile(log.filePath!, 'utf8')).get('booklet.pdf')?.equals(booklet)).toBe(true);

    // Pruned one row at a time: the copy stays while the other row still uses it.
    const age = (logId: string) => db.update(emailOutbox).set({ sentAt: sql`now() - '31 days'::interval` }).where(eq(emailOutbox.emailLogId, logId));
    await age(ids[0]!);
    await server.app.outbox.prune();
    expect(await copies()).toHaveLength(1);
    await age(ids[1]!);
    await server.app.outbox.prune();
    expect(await copies()).toEqual([]);
    expect(await db.select().from(emailOutboxAttachmentUses).where(eq(emailOutboxAttachmentUses.sha256, sha256))).toEqual([]);
  });

  it('enqueues nothing for a write that rolls back', async () => {
    const before = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    await expect(
      server.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await server.database.db.select().from(emailLog).where(eq(emailLog.recipient, 'rolled-back@example.com'))).toHaveLength(0);
    expect(await server.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)).toEqual(before);
  });
});
