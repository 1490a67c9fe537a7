import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../../src/server/db/schema';
import { enqueuePush, pushDueAt } from '../../../src/server/services/push';
import { browserKeys, decryptPush, startPushService, verifyVapid, type BrowserKeys } from '../../support/push-service';
import { insertSampleProject } from '../../support/sample-project';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
/** Paths the stand-in answers 410 (a subscription the browser dropped) or 500. */
const gone = new Set<string>();
const failing = new Set<string>();

const subscribe = (user: SignedInUser, path: string, keys: BrowserKeys, userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36') =>
  server.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...user.headers, 'user-agent': userAgent },
    payload: { endpoint: `${pushService.origin}${path}`, expirationTime: null, keys: keys.json },
  });
const devicesOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers: user.headers })).json().data as Array<{ id: string; device_label: string; endpoint: string }>;
const rowsFor = (path: string) => server.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, `${pushService.origin}${path}`));
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

beforeAll(async () => {
  pushService = await startPushService((path) => (gone.has(path) ? 410 : failing.has(path) ? 500 : 201));
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

describe('push subscriptions', () => {
  it('stores a device once per endpoint, labelled from its user agent, and lists only the caller\'s', async () => {
    const [client, other] = await Promise.all([signedInUser(server, 'Client'), signedInUser(server, 'Client')]);
    const keys = browserKeys();
    const first = await subscribe(client, '/sub/phone', keys);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ device_label: 'Chrome on Android', last_used_at: null });
    const again = await subscribe(client, '/sub/phone', browserKeys());
    expect(again.json().id).toBe(first.json().id);
    const rows = await rowsFor('/sub/phone');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: client.id });
    expect(rows[0]!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await devicesOf(client)).map((device) => device.id)).toEqual([first.json().id]);
    expect(await devicesOf(other)).toEqual([]);
    // Another user cannot remove it: it is not theirs (404), and it stays.
    const foreign = await server.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${first.json().id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsFor('/sub/phone')).toHaveLength(1);
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${first.json().id}`, headers: client.headers });
    expect(removed.statusCode).toBe(204);
    expect(await rowsFor('/sub/phone')).toHaveLength(0);
  });

  it('refuses a malformed subscription with 400 and stores nothing', async () => {
    const client = await signedInUser(server, 'Client');
    for (const payload of [{}, { endpoint: 'not a url', keys: browserKeys().json }, { endpoint: `${pushService.origin}/bad`, keys: { p256dh: 'short', auth: 'x' } }, { endpoint: 'ftp://push.example/x', keys: browserKeys().json }]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: client.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String), message: expect.any(String) });
    }
    expect(await devicesOf(client)).toEqual([]);
  });

  it('removes the device when its user signs out on it, and keeps the other device', async () => {
    const inspector = await signedInUser(server, 'Inspector');
    const elsewhere = await signedInUser(server, 'Inspector');
    await subscribe(inspector, '/sub/signed-out', browserKeys());
    // The same user's other device (another session) is unaffected by a local sign-out.
    const other = await server.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: elsewhere.headers, payload: { endpoint: `${pushService.origin}/sub/stays`, keys: browserKeys().json } });
    expect(other.statusCode).toBe(200);
    const logout = await server.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: { ...inspector.headers, apikey: server.config.anonKey } });
    expect(logout.statusCode).toBe(204);
    expect(await rowsFor('/sub/signed-out')).toHaveLength(0);
    expect(await rowsFor('/sub/stays')).toHaveLength(1);
  });

  it('removes every device of a suspended client (the only accounts an Admin suspends)', async () => {
    const admin = await signedInUser(server, 'Admin');
    const client = await signedInUser(server, 'Client');
    await subscribe(client, '/sub/suspended-client', browserKeys());
    const suspend = await server.app.inject({ method: 'POST', url: `/api/clients/${client.id}/suspend`, headers: admin.headers });
    expect(suspend.statusCode).toBeLessThan(300);
    expect(await rowsFor('/sub/suspended-client')).toHaveLength(0);
  });
});

describe('the push queue', () => {
  it('sends a test push encrypted for the device (RFC 8291) with a VAPID JWT signed by the server key', async () => {
    const client = await signedInUser(server, 'Client');
    const keys = browserKeys();
    await subscribe(client, '/sub/test', keys);
    const res = await server.app.inject({ method: 'POST', url: '/api/push/test', headers: client.headers });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: 1 });
    await server.app.push.sender.drain();
    const [push] = pushesTo('/sub/test');
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(decryptPush(push!.body, keys))).toEqual({ title: 'Test notification from PaintQA', link: '/settings' });
    const jwt = await verifyVapid(push!.headers.authorization as string, server.app.push.keys.publicKey, pushService.origin);
    expect(jwt.sub).toBe(`mailto:${server.config.PROVIDER_EMAIL}`);
    expect(jwt.exp! * 1000).toBeGreaterThan(Date.now());
    const [row] = await rowsFor('/sub/test');
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('removes a subscription the push service answers 410 for, with its queued pushes', async () => {
    const client = await signedInUser(server, 'Client');
    await subscribe(client, '/sub/gone', browserKeys());
    gone.add('/sub/gone');
    await server.app.inject({ method: 'POST', url: '/api/push/test', headers: client.headers });
    await server.app.push.sender.drain();
    expect(pushesTo('/sub/gone')).toHaveLength(1);
    expect(await rowsFor('/sub/gone')).toHaveLength(0);
  });

  it('retries a failed push with back-off and gives up after the fifth try', async () => {
    const client = await signedInUser(server, 'Client');
    const device = (await subscribe(client, '/sub/failing', browserKeys())).json();
    failing.add('/sub/failing');
    await server.app.inject({ method: 'POST', url: '/api/push/test', headers: client.headers });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await server.app.push.sender.drain();
      const [row] = await server.app.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, device.id));
      expect(row!.attempts).toBe(attempt);
      expect(row!.status).toBe(attempt < 5 ? 'pending' : 'failed');
      if (attempt < 5) {
        expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
        await server.app.db.update(pushOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(pushOutbox.id, row!.id));
      }
    }
    expect(pushesTo('/sub/failing')).toHaveLength(5);
  });

  it('deletes sent pushes older than 7 days and keeps the recent ones and those not sent', async () => {
    const client = await signedInUser(server, 'Client');
    const device = (await subscribe(client, '/sub/prune', browserKeys())).json();
    for (let i = 0; i < 3; i += 1) await server.app.inject({ method: 'POST', url: '/api/push/test', headers: client.headers });
    await server.app.push.sender.drain();
    const rows = await server.app.db.select({ id: pushOutbox.id }).from(pushOutbox).where(eq(pushOutbox.subscriptionId, device.id)).orderBy(pushOutbox.id);
    expect(rows).toHaveLength(3);
    const [old, recent, unsent] = rows.map((row) => row.id);
    const age = (id: number, days: number, status: 'sent' | 'failed') =>
      server.app.db.update(pushOutbox).set({ status, sentAt: sql`now() - ${`${days} days`}::interval` }).where(eq(pushOutbox.id, id));
    await age(old!, 8, 'sent');
    await age(recent!, 6, 'sent');
    await age(unsent!, 8, 'failed');
    expect(await server.app.push.sender.prune()).toBe(1);
    const left = await server.app.db.select({ id: pushOutbox.id }).from(pushOutbox).where(eq(pushOutbox.subscriptionId, device.id)).orderBy(pushOutbox.id);
    expect(left.map((row) => row.id)).toEqual([recent, unsent]);
  });

  it("queues an event's push only to users who want it, in the write's transaction", async () => {
    const admin = await signedInUser(server, 'Admin');
    const keys = browserKeys();
    await subscribe(admin, '/sub/admin', keys);
    const off = await server.app.inject({ method: 'PUT', url: '/api/push/preferences', headers: admin.headers, payload: { events: { new_request: false }, quiet_hours: null } });
    expect(off.json()).toEqual({ events: { new_request: false, new_message: true }, quiet_hours: null });
    await server.app.db.transaction((tx) => enqueuePush(tx, [admin.id], { event: 'new_request', title: 'New request', link: '/request-management' }));
    expect(await server.app.db.transaction((tx) => enqueuePush(tx, [admin.id], { event: 'new_message', title: 'New message', link: '/messages' }))).toBe(1);
    // A rolled-back write pushes nothing.
    await server.app.db.transaction(async (tx) => {
      await enqueuePush(tx, [admin.id], { event: 'new_message', title: 'Rolled back', link: '/messages' });
      tx.rollback();
    }).catch(() => undefined);
    await server.app.push.sender.drain();
    const received = pushesTo('/sub/admin').map((push) => JSON.parse(decryptPush(push.body, keys)) as { title: string });
    expect(received).toEqual([{ title: 'New message', link: '/messages' }]);
  });

  it('refuses preferences of another role and malformed quiet hours with 400, changing nothing', async () => {
    const inspector = await signedInUser(server, 'Inspector');
    for (const payload of [{ events: { new_request: false }, quiet_hours: null }, { events: {}, quiet_hours: { starts: '25:00', ends: '07:00' } }, { events: {}, quiet_hours: { starts: '07:00', ends: '07:00' } }]) {
      const res = await server.app.inject({ method: 'PUT', url: '/api/push/preferences', headers: inspector.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const prefs = await server.app.inject({ method: 'GET', url: '/api/push/preferences', headers: inspector.headers });
    expect(prefs.json()).toEqual({ events: { visit_changed: true, deficiency_reinspection: true }, quiet_hours: null });
  });
});

describe('events pushed from the writes', () => {
  it("pushes a client's new message to the Admins and the provider's answer to the company's clients, with only a title and a link", async () => {
    const companyId = await createCompany(server);
    const [admin, client] = await Promise.all([signedInUser(server, 'Admin'), signedInUser(server, 'Client', { companyId })]);
    const adminKeys = browserKeys();
    const clientKeys = browserKeys();
    await subscribe(admin, '/sub/event-admin', adminKeys);
    await subscribe(client, '/sub/event-client', clientKeys);
    const thread = await server.app.inject({ method: 'POST', url: '/api/messages/threads', headers: client.headers, payload: { subject: 'Primer on the east wall', body: 'Which primer?' } });
    expect(thread.statusCode).toBe(201);
    const threadId = thread.json().id as string;
    const reply = await server.app.inject({ method: 'POST', url: `/api/messages/threads/${threadId}/messages`, headers: admin.headers, payload: { body: 'The spec calls for an alkyd primer.' } });
    expect(reply.statusCode).toBeLessThan(300);
    await server.app.push.sender.drain();
    const toAdmin = pushesTo('/sub/event-admin').map((push) => JSON.parse(decryptPush(push.body, adminKeys)));
    const toClient = pushesTo('/sub/event-client').map((push) => JSON.parse(decryptPush(push.body, clientKeys)));
    expect(toAdmin).toContainEqual({ title: 'New message from a client', link: `/admin/mailbox?thread=${threadId}` });
    expect(toClient).toEqual([{ title: 'New message', link: `/mailbox?thread=${threadId}` }]);
  });
});

describe('visit changes pushed to the inspectors', () => {
  const visitPushes = async (path: string, keys: BrowserKeys) => {
    await server.app.push.sender.drain();
    return pushesTo(path).map((push) => JSON.parse(decryptPush(push.body, keys)) as { title: string; link: string });
  };

  it('pushes a moved visit to its inspector, a reassigned one to both, a cancelled one to its inspector, by their preferences', async () => {
    const companyId = await createCompany(server);
    const [admin, first, second, quiet] = await Promise.all([signedInUser(server, 'Admin'), signedInUser(server, 'Inspector'), signedInUser(server, 'Inspector'), signedInUser(server, 'Inspector')]);
    const project = await insertSampleProject(server, { companyId });
    const [firstKeys, secondKeys, quietKeys] = [browserKeys(), browserKeys(), browserKeys()];
    await subscribe(first, '/sub/visit-first', firstKeys);
    await subscribe(second, '/sub/visit-second', secondKeys);
    await subscribe(quiet, '/sub/visit-quiet', quietKeys);
    const off = await server.app.inject({ method: 'PUT', url: '/api/push/preferences', headers: quiet.headers, payload: { events: { visit_changed: false }, quiet_hours: null } });
    expect(off.statusCode).toBe(200);
    const schedule = async (inspectorId: string) => {
      const res = await server.app.inject({ method: 'POST', url: '/api/inspections', headers: admin.headers, payload: { project_code: project.projectCode, stage: 'primer', scheduled_at: new Date(Date.now() + 86_400_000 * 3).toISOString(), inspector_id: inspectorId } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; version: number };
    };
    const change = async (visit: { id: string; version: number }, payload: Record<string, unknown>, action = '') => {
      const res = await server.app.inject({ method: action ? 'POST' : 'PATCH', url: `/api/inspections/${visit.id}${action}`, headers: admin.headers, payload: { version: visit.version, ...payload } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    const link = `/projects/${project.projectCode}`;
    const visit = await schedule(first.id);
    await change(visit, { scheduled_at: new Date(Date.now() + 86_400_000 * 5).toISOString() });
    expect(await visitPushes('/sub/visit-first', firstKeys)).toEqual([
      { title: `Visit assigned: ${project.projectCode}`, link },
      { title: `Visit moved: ${project.projectCode}`, link },
    ]);
    await change({ ...visit, version: visit.version + 1 }, { inspector_id: second.id });
    expect((await visitPushes('/sub/visit-first', firstKeys)).at(-1)).toEqual({ title: `Visit cancelled: ${project.projectCode}`, link });
    expect(await visitPushes('/sub/visit-second', secondKeys)).toEqual([{ title: `Visit assigned: ${project.projectCode}`, link }]);
    await change({ ...visit, version: visit.version + 2 }, {}, '/cancel');
    expect(await visitPushes('/sub/visit-second', secondKeys)).toEqual([
      { title: `Visit assigned: ${project.projectCode}`, link },
      { title: `Visit cancelled: ${project.projectCode}`, link },
    ]);
    expect(await visitPushes('/sub/visit-first', firstKeys)).toHaveLength(3);
    // An inspector who turned the event off hears nothing of a visit given to them and moved.
    const theirs = await schedule(quiet.id);
    await change(theirs, { scheduled_at: new Date(Date.now() + 86_400_000 * 6).toISOString() });
    expect(await visitPushes('/sub/visit-quiet', quietKeys)).toEqual([]);
  });

  it('pushes nothing when a change is refused', async () => {
    const [admin, inspector] = await Promise.all([signedInUser(server, 'Admin'), signedInUser(server, 'Inspector')]);
    const project = await insertSampleProject(server, { companyId: await createCompany(server) });
    const keys = browserKeys();
    await subscribe(inspector, '/sub/visit-refused', keys);
    const res = await server.app.inject({ method: 'POST', url: '/api/inspections', headers: admin.headers, payload: { project_code: project.projectCode, stage: 'primer', scheduled_at: new Date(Date.now() + 86_400_000).toISOString(), inspector_id: inspector.id } });
    const visit = res.json().data as { id: string; version: number };
    const stale = await server.app.inject({ method: 'POST', url: `/api/inspections/${visit.id}/cancel`, headers: admin.headers, payload: { version: visit.version + 7 } });
    expect(stale.statusCode).toBe(409);
    expect(await visitPushes('/sub/visit-refused', keys)).toEqual([{ title: `Visit assigned: ${project.projectCode}`, link: `/projects/${project.projectCode}` }]);
  });
});

describe('quiet hours', () => {
  const zone = 'America/Vancouver';
  it('delays a push due in quiet hours to their end, across midnight, in the provider time zone', () => {
    const hours = { starts: '22:00', ends: '07:00' };
    // 23:30 in Vancouver (PST, UTC-8) is 07:30 UTC the next day; the hours end at 07:00 local, 15:00 UTC.
    expect(pushDueAt(new Date('2026-01-15T07:30:00Z'), hours, zone).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(pushDueAt(new Date('2026-01-15T14:10:00Z'), hours, zone).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    const noon = new Date('2026-01-15T20:00:00Z');
    expect(pushDueAt(noon, hours, zone)).toBe(noon);
    expect(pushDueAt(noon, null, zone)).toBe(noon);
    expect(pushDueAt(new Date('2026-01-15T20:00:00Z'), { starts: '12:00', ends: '13:00' }, zone).toISOString()).toBe('2026-01-15T21:00:00.000Z');
  });
});
