import { readdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessages, emailLog, idempotencyKeys, notifications } from '../../../src/server/db/schema';
import { HttpError } from '../../../src/server/errors';
import { errorHandler } from '../../../src/server/plugins/error-handler';
import {
  ANONYMOUS_SCOPE,
  IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS,
  idempotency,
  requestHash,
} from '../../../src/server/plugins/idempotency';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../../../src/shared/constants';
import { apiErrorSchema } from '../../../src/shared/schemas/common';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';

const valid = {
  name: 'Morgan Reyes',
  email: 'morgan@example.com',
  phone: '604-555-0100',
  topic: 'inspection',
  message: 'We need a stage inspection for a 12-storey repaint before the scaffold comes down.',
};

let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(keyCounter += 1)}`;

const count = async (server: TestServer, table: typeof contactMessages | typeof idempotencyKeys | typeof notifications) =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const emlFiles = (server: TestServer) => readdirSync(server.mailDir).filter((file) => file.endsWith('.eml')).length;

describe('Idempotency-Key on POST /api/contact (scope anonymous)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (key: string | undefined, payload: object = valid) =>
    server.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  it('a retry with the same key saves one message, sends one receipt and answers the same body, marked replayed', async () => {
    const key = newKey();
    const messagesBefore = await count(server, contactMessages);
    await drainOutbox(server.app);
    const emlBefore = emlFiles(server);

    const first = await post(key);
    const second = await post(key);

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);

    const { id } = first.json();
    expect(await count(server, contactMessages)).toBe(messagesBefore + 1);
    const receipts = await server.database.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.entityId, id), eq(emailLog.type, 'contact.receipt')));
    expect(receipts).toHaveLength(1);
    // One receipt and one office copy, once.
    await drainOutbox(server.app);
    expect(emlFiles(server)).toBe(emlBefore + 2);

    const [stored] = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({
      scope: ANONYMOUS_SCOPE,
      method: 'POST',
      path: '/api/contact',
      status: 'completed',
      responseStatus: 201,
      responseBody: first.json(),
    });
  });

  it('10 concurrent requests with one key save one message; the others wait (409) or replay', async () => {
    const key = newKey();
    const messagesBefore = await count(server, contactMessages);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(key)));

    expect(await count(server, contactMessages)).toBe(messagesBefore + 1);
    const ran = answers.filter((res) => res.statusCode === 201 && res.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    for (const res of answers) {
      if (res.statusCode === 409) {
        expect(res.json()).toMatchObject({ error: 'This request is already being processed', code: 'request_in_progress' });
      } else {
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual(ran[0]!.json());
      }
    }
    expect(await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
  });

  it('the same key with another body is a 422 and saves nothing', async () => {
    const key = newKey();
    expect((await post(key)).statusCode).toBe(201);
    const messagesBefore = await count(server, contactMessages);
    const res = await post(key, { ...valid, message: `${valid.message} And a second thing.` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'This Idempotency-Key was used for a different request',
      code: 'idempotency_key_reused',
    });
    expect(await count(server, contactMessages)).toBe(messagesBefore);
  });

  it('the same body with keys in another order and surrounding spaces is the same request', async () => {
    const key = newKey();
    const first = await post(key);
    const reordered = { message: `  ${valid.message}`, topic: valid.topic, phone: valid.phone, email: valid.email, name: valid.name };
    const second = await post(key, reordered);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it.each([
    ['too short', 'abc1234'],
    ['a space and punctuation', 'not a valid key!'],
    ['too long', 'k'.repeat(201)],
  ])('refuses a key that is %s with a 400 in the one error shape, saving nothing', async (_label, key) => {
    const messagesBefore = await count(server, contactMessages);
    const keysBefore = await count(server, idempotencyKeys);
    const res = await post(key);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
    expect(res.json()).toMatchObject({ code: 'invalid_idempotency_key' });
    expect(await count(server, contactMessages)).toBe(messagesBefore);
    expect(await count(server, idempotencyKeys)).toBe(keysBefore);
  });

  it('accepts keys of 8 and 200 characters (a UUID fits)', async () => {
    for (const key of ['abcd-_12', 'k'.repeat(200), crypto.randomUUID()]) {
      expect((await post(key)).statusCode).toBe(201);
    }
  });

  it('without the header the route works as before: two posts, two messages, no key stored', async () => {
    const messagesBefore = await count(server, contactMessages);
    const keysBefore = await count(server, idempotencyKeys);
    const [a, b] = [await post(undefined), await post(undefined)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(await count(server, contactMessages)).toBe(messagesBefore + 2);
    expect(await count(server, idempotencyKeys)).toBe(keysBefore);
  });

  it('a bad body with a key is a 400 that claims nothing; the corrected body with that key then runs', async () => {
    const key = newKey();
    const bad = await post(key, { ...valid, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const good = await post(key);
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it(`still recognises a key ${IDEMPOTENCY_KEY_RETENTION_DAYS - 1} days later: a write that waited that long offline is not applied twice`, async () => {
    const key = newKey();
    const first = await post(key);
    expect(first.statusCode).toBe(201);
    const messagesBefore = await count(server, contactMessages);
    await server.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_RETENTION_DAYS - 1})` })
      .where(eq(idempotencyKeys.key, key));
    const late = await post(key);
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual(first.json());
    expect(await count(server, contactMessages)).toBe(messagesBefore);
  });

  it(`answers 409 while the same request is in progress, and takes over one older than ${IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS} s`, async () => {
    const key = newKey();
    const db = server.database.db;
    // What an attempt that is still running (or died) leaves behind.
    await db.insert(idempotencyKeys).values({
      scope: ANONYMOUS_SCOPE,
      key,
      method: 'POST',
      path: '/api/contact',
      requestHash: requestHash(valid),
      status: 'in_progress',
    });
    const messagesBefore = await count(server, contactMessages);

    const busy = await post(key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'This request is already being processed', code: 'request_in_progress' });
    expect(await count(server, contactMessages)).toBe(messagesBefore);

    // Still in progress a little under the timeout: still busy.
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS - 5})` })
      .where(eq(idempotencyKeys.key, key));
    expect((await post(key)).statusCode).toBe(409);

    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS + 1})` })
      .where(eq(idempotencyKeys.key, key));
    const takenOver = await post(key);
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(server, contactMessages)).toBe(messagesBefore + 1);
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ status: 'completed', responseStatus: 201 });
  });
});

describe('POST /api/contact: message and notification in one transaction', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a failing notification insert rolls the message back (500, no e-mail); the key is released and a retry runs', async () => {
    const db = server.database.db;
    await db.execute(sql`
      create function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'notifications are refused by this test'; end $$`);
    await db.execute(sql`
      create trigger refuse_notification before insert on notifications
      for each row execute function refuse_notification()`);
    const key = newKey();
    const request = () =>
      server.app.inject({ method: 'POST', url: '/api/contact', payload: valid, headers: { 'idempotency-key': key } });

    const failed = await request();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'internal' });
    expect(await count(server, contactMessages)).toBe(0);
    expect(await count(server, notifications)).toBe(0);
    await drainOutbox(server.app);
    expect(emlFiles(server)).toBe(0);
    // A 5xx is not stored: the key is free again.
    expect(await count(server, idempotencyKeys)).toBe(0);

    await db.execute(sql`drop trigger refuse_notification on notifications`);
    const retried = await request();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(server, contactMessages)).toBe(1);
    expect(await count(server, notifications)).toBe(1);
  });
});

describe('idempotency plugin on its own', () => {
  let server: TestServer;
  let app: Awaited<ReturnType<typeof buildPluginApp>>;
  let runs = 0;
  let failNext = false;

  // A tiny app with the real error handler and plugin, and routes that count how often they run.
  async function buildPluginApp(database: TestServer['database']) {
    const plugin = Fastify().withTypeProvider<ZodTypeProvider>();
    plugin.setValidatorCompiler(validatorCompiler);
    plugin.setSerializerCompiler(serializerCompiler);
    plugin.decorate('db', database.db);
    await plugin.register(errorHandler);
    await plugin.register(idempotency);
    const body = z.object({ value: z.string() });
    plugin.post(
      '/things',
      { schema: { body, response: { 201: z.object({ run: z.number(), value: z.string() }), 400: apiErrorSchema } }, config: { idempotent: true } },
      async (request, reply) => {
        runs += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        if (request.body.value === 'refuse') throw new HttpError(400, 'refused', 'Refused', 'This value is refused.');
        return reply.status(201).send({ run: runs, value: request.body.value });
      },
    );
    plugin.post('/plain', { schema: { body } }, async () => {
      runs += 1;
      return { run: runs };
    });
    await plugin.ready();
    return plugin;
  }

  beforeAll(async () => {
    server = await startTestServer();
    app = await buildPluginApp(server.database);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });
  afterEach(() => {
    failNext = false;
  });

  const send = (url: string, key: string, value: string) =>
    app.inject({ method: 'POST', url, payload: { value }, headers: { 'idempotency-key': key } });

  it('a 5xx deletes the key, so the retry runs the handler again', async () => {
    const key = newKey();
    failNext = true;
    const before = runs;
    const failed = await send('/things', key, 'a');
    expect(failed.statusCode).toBe(500);
    expect(await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);

    const retried = await send('/things', key, 'a');
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ run: before + 2, value: 'a' });
    const replayed = await send('/things', key, 'a');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual({ run: before + 2, value: 'a' });
    expect(runs).toBe(before + 2);
  });

  it('a 4xx from the handler is stored and replayed without running again', async () => {
    const key = newKey();
    const first = await send('/things', key, 'refuse');
    expect(first.statusCode).toBe(400);
    const before = runs;
    const second = await send('/things', key, 'refuse');
    expect(second.statusCode).toBe(400);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(runs).toBe(before);
  });

  it('the same key on another path is a 422', async () => {
    const key = newKey();
    expect((await send('/things', key, 'a')).statusCode).toBe(201);
    expect((await send('/things?other=1', key, 'a')).statusCode).toBe(422);
  });

  it('a route without `idempotent` ignores the header, even a malformed one', async () => {
    const before = runs;
    expect((await send('/plain', 'x', 'a')).statusCode).toBe(200);
    expect((await send('/plain', 'x', 'a')).statusCode).toBe(200);
    expect(runs).toBe(before + 2);
  });
});
