import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../src/server/db/schema';
import { REQUEST_MESSAGES, requestDetailSchema, requestSummarySchema } from '../../../src/shared/schemas/requests';
import { rfiBody } from '../../support/request-bodies';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('A client answers a request for information (POST /api/requests/:id/reply)', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  const post = (url: string, user: SignedInUser, payload: object) => server.app.inject({ method: 'POST', url, headers: user.headers, payload });

  async function requestAskedForInformation(assign: boolean) {
    const created = requestSummarySchema.parse((await post('/api/requests', users.client, rfiBody())).json());
    if (assign) expect((await post(`/api/requests/${created.id}/assign`, users.admin, { inspectorId: users.inspector.id })).statusCode).toBe(200);
    expect((await post(`/api/requests/${created.id}/request-info`, users.admin, { message: 'Please send the finish schedule.' })).statusCode).toBe(200);
    return created.id;
  }

  it('answers 401 without a token and 403 to staff', async () => {
    const route = { method: 'POST', url: `/api/requests/${crypto.randomUUID()}/reply`, payload: { message: 'Here it is.' } } as const;
    await expectUnauthenticated(server, route);
    await expectForbidden(server, route, [users.admin, users.inspector]);
  });

  it('puts the answer on the timeline, returns the request to the queue, notifies the office and writes the audit log', async () => {
    const id = await requestAskedForInformation(true);
    const res = await post(`/api/requests/${id}/reply`, users.client, { message: 'The finish schedule is attached to our e-mail of today.' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = requestDetailSchema.parse(res.json());
    expect(detail.status).toBe('under_review');
    expect(detail.timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'message', note: 'The finish schedule is attached to our e-mail of today.' }),
      expect.objectContaining({ kind: 'status', status: 'under_review' }),
    ]);
    const [notice] = await server.database.db.select().from(notifications).where(eq(notifications.kind, 'new_message'));
    expect(notice).toMatchObject({ entityId: id, link: '/request-management' });
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'request.client_reply'));
    expect(audit.map((row) => row.entityId)).toContain(id);
  });

  it('an unassigned request goes back to submitted', async () => {
    const id = await requestAskedForInformation(false);
    const res = await post(`/api/requests/${id}/reply`, users.client, { message: 'Here are the drawings.' });
    expect(requestDetailSchema.parse(res.json()).status).toBe('submitted');
  });

  it('refuses a reply nobody asked for (409), a too short one (400), and another company (404); nothing changes', async () => {
    const created = requestSummarySchema.parse((await post('/api/requests', users.client, rfiBody())).json());
    const notAsked = await post(`/api/requests/${created.id}/reply`, users.client, { message: 'Just checking in.' });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().message).toBe(REQUEST_MESSAGES.replyNotAsked);

    const id = await requestAskedForInformation(true);
    expect((await post(`/api/requests/${id}/reply`, users.client, { message: 'ok' })).statusCode).toBe(400);
    const stranger = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
    expect((await post(`/api/requests/${id}/reply`, stranger, { message: 'Not my request at all.' })).statusCode).toBe(404);
    const after = requestDetailSchema.parse((await server.app.inject({ method: 'GET', url: `/api/requests/${id}`, headers: users.client.headers })).json());
    expect(after.status).toBe('information_requested');
  });
});
