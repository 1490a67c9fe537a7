import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailLog } from '../../../src/server/db/schema';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';

const valid = {
  name: 'Morgan Reyes',
  email: 'morgan@example.com',
  phone: '604-555-0100',
  topic: 'inspection',
  message: 'We need a stage inspection for a 12-storey repaint. <script>alert(1)</script>',
};

const countMessages = async (server: TestServer) =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

describe('POST /api/contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('saves the message and e-mails a receipt to the sender and a copy to the office', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const { id, received_at } = res.json();
    expect(Number.isNaN(Date.parse(received_at))).toBe(false);

    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Morgan Reyes', email: 'morgan@example.com', topic: 'inspection', status: 'new' });

    await drainOutbox(server.app);
    const logs = await server.database.db.select().from(emailLog).where(eq(emailLog.entityId, id));
    expect(logs.map((log) => [log.type, log.recipient, log.status]).sort()).toEqual([
      ['contact.office', server.config.PROVIDER_EMAIL, 'sent'],
      ['contact.receipt', 'morgan@example.com', 'sent'],
    ]);
    const receipt = readFileSync(logs.find((log) => log.type === 'contact.receipt')!.filePath!, 'utf8');
    expect(receipt).toContain('To: morgan@example.com');
    const htmlPart = receipt.slice(receipt.indexOf('Content-Type: text/html'));
    expect(htmlPart).toContain('&lt;script&gt;');
    expect(htmlPart).not.toContain('<script>alert');
    expect(readdirSync(server.mailDir).filter((file) => file.endsWith('.eml'))).toHaveLength(2);
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload: withoutPhone });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, 'email'],
    [{ ...valid, message: 'too short' }, 'message'],
    [{ ...valid, topic: 'lottery' }, 'topic'],
    [{ ...valid, name: '' }, 'name'],
    [{ ...valid, phone: '12' }, 'phone'],
  ])('refuses bad input (%o) with a 400 naming %s, saving nothing', async (payload, field) => {
    const before = await countMessages(server);
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((issue: { path: string[] }) => issue.path.at(-1))).toContain(field);
    expect(await countMessages(server)).toBe(before);
  });
});

describe('POST /api/contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => server.close());

  it('answers 429 after 5 messages from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await server.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await countMessages(server)).toBe(5);
  });
});
