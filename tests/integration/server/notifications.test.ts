import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema';
import { createNotification, type NewNotification } from '../../../src/server/repositories/notifications';
import { notificationSchema, notificationsListResponseSchema } from '../../../src/shared/schemas/notifications';
import { startTestServer, type TestServer } from '../../support/server';
import { signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Admin notifications (/api/notifications)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  let client: SignedInUser;
  let inspector: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, otherAdmin, client, inspector] = [
      await signedInUser(server, 'Admin'),
      await signedInUser(server, 'Admin'),
      await signedInUser(server, 'Client'),
      await signedInUser(server, 'Inspector'),
    ];
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.database.db.delete(notifications);
  });

  /** Three notifications, created a minute apart: oldest first. */
  async function seed(): Promise<string[]> {
    const items: NewNotification[] = [
      { kind: 'new_request', title: 'New RFI', body: 'Harbour Tower', link: '/request-management', entityType: 'request', entityId: 'r-1' },
      { kind: 'new_message', title: 'New message', body: 'Question about stage 2' },
      { kind: 'invoice_due', title: 'Invoice due', body: 'VAN-25-0001 deposit', link: '/invoicing/pending' },
    ];
    const ids: string[] = [];
    for (const [index, item] of items.entries()) {
      const row = await server.database.db.transaction((tx) => createNotification(tx, item));
      await server.database.db
        .update(notifications)
        .set({ createdAt: sql`now() - make_interval(mins => ${items.length - index})` })
        .where(eq(notifications.id, row.id));
      ids.push(row.id);
    }
    return ids;
  }

  const routes = [
    { method: 'GET' as const, url: '/api/notifications' },
    { method: 'POST' as const, url: '/api/notifications/read-all' },
    { method: 'POST' as const, url: '/api/notifications/read', payload: { ids: [crypto.randomUUID()] } },
    { method: 'POST' as const, url: `/api/notifications/${crypto.randomUUID()}/read` },
  ];

  it.each(routes)('$method $url answers 401 without a token', async ({ method, url, payload }) => {
    const res = await server.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it.each(routes)('$method $url answers 403 to a Client and an Inspector', async ({ method, url, payload }) => {
    for (const user of [client, inspector]) {
      const res = await server.app.inject({ method, url, payload, headers: user.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('a Client cannot mark anything read', async () => {
    const [id] = await seed();
    await server.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: client.headers });
    await server.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: client.headers });
    const rows = await server.database.db.select().from(notifications);
    expect(rows.every((row) => row.readAt === null)).toBe(true);
  });

  it('lists newest first with the unread count, and filters by unread and limit', async () => {
    const ids = await seed();
    const all = await server.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const body = notificationsListResponseSchema.parse(all.json());
    expect(body.data.map((item) => item.id)).toEqual([...ids].reverse());
    expect(body.unreadCount).toBe(3);
    expect(body.data[2]).toMatchObject({
      kind: 'new_request',
      title: 'New RFI',
      body: 'Harbour Tower',
      link: '/request-management',
      entity_type: 'request',
      entity_id: 'r-1',
      read_at: null,
      read_by: null,
    });

    await server.app.inject({ method: 'POST', url: `/api/notifications/${ids[2]}/read`, headers: admin.headers });
    const unread = (
      await server.app.inject({ method: 'GET', url: '/api/notifications?unread=true', headers: admin.headers })
    ).json();
    expect(unread.data.map((item: { id: string }) => item.id)).toEqual([ids[1], ids[0]]);
    expect(unread.unreadCount).toBe(2);
    const read = (await server.app.inject({ method: 'GET', url: '/api/notifications?unread=false', headers: admin.headers })).json();
    expect(read.data.map((item: { id: string }) => item.id)).toEqual([ids[2]]);
    expect(read.unreadCount).toBe(2);

    const limited = (await server.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: admin.headers })).json();
    expect(limited.data.map((item: { id: string }) => item.id)).toEqual([ids[2]]);
    expect(limited.unreadCount).toBe(2);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'unread=yes'])('refuses ?%s with a 400', async (query) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('marks one read and returns it; marking it again (another Admin) keeps the first reader and time', async () => {
    const [id] = await seed();
    const res = await server.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const first = notificationSchema.parse(res.json());
    expect(first).toMatchObject({ id, read_by: admin.id });
    expect(first.read_at).not.toBeNull();

    const again = await server.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: otherAdmin.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
  });

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    const unknown = await server.app.inject({
      method: 'POST',
      url: `/api/notifications/${crypto.randomUUID()}/read`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const malformed = await server.app.inject({ method: 'POST', url: '/api/notifications/42/read', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
  });

  it('read-all marks every unread one and answers how many', async () => {
    const ids = await seed();
    await server.app.inject({ method: 'POST', url: `/api/notifications/${ids[0]}/read`, headers: otherAdmin.headers });
    const res = await server.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await server.database.db.select().from(notifications);
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    expect(rows.find((row) => row.id === ids[0])!.readBy).toBe(otherAdmin.id);
    const list = (await server.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers })).json();
    expect(list.unreadCount).toBe(0);

    const again = await server.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: admin.headers });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('read marks only the given unread ones (what the dropdown showed) and validates the ids', async () => {
    const ids = await seed();
    const res = await server.app.inject({ method: 'POST', url: '/api/notifications/read', headers: admin.headers, payload: { ids: [ids[0], ids[1]] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await server.database.db.select().from(notifications);
    expect(rows.filter((row) => row.readAt === null).map((row) => row.id)).toEqual([ids[2]]);
    expect(rows.find((row) => row.id === ids[0])!.readBy).toBe(admin.id);
    const again = await server.app.inject({ method: 'POST', url: '/api/notifications/read', headers: admin.headers, payload: { ids: [ids[0]] } });
    expect(again.json()).toEqual({ updated: 0 });

    for (const payload of [{}, { ids: [] }, { ids: ['42'] }, { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }]) {
      const bad = await server.app.inject({ method: 'POST', url: '/api/notifications/read', headers: admin.headers, payload });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('read-all with an Idempotency-Key replays its first answer (scoped to the Admin)', async () => {
    await seed();
    const key = crypto.randomUUID();
    const headers = { ...admin.headers, 'idempotency-key': key };
    const first = await server.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers });
    expect(first.json()).toEqual({ updated: 3 });
    const replay = await server.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ updated: 3 });
    // Another Admin's key space is their own: the same key runs for them.
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { ...otherAdmin.headers, 'idempotency-key': key },
    });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toEqual({ updated: 0 });
  });

  it('a contact message creates a contact_message notification for the Admins', async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Morgan Reyes',
        email: 'morgan@example.com',
        topic: 'billing',
        message: 'Could you resend the invoice for the deposit stage of our project?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const list = (await server.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers })).json();
    expect(list.unreadCount).toBe(1);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      kind: 'contact_message',
      title: 'Contact form: Invoices and fees — Morgan Reyes',
      link: null,
      entity_type: 'contact_message',
      entity_id: sent.json().id,
      read_at: null,
    });
    expect(list.data[0].body).toContain('morgan@example.com');
    expect(list.data[0].body).toContain('resend the invoice');
  });
});
