import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../src/server/db/schema';
import { MESSAGE_MESSAGES, markThreadReadResponseSchema, threadDetailSchema, threadsListResponseSchema } from '../../../src/shared/schemas/messages';
import { profileSchema } from '../../../src/shared/schemas/profile';
import { insertSampleProject } from '../../support/sample-project';
import { SAMPLE_PDF } from '../../support/sample-files';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { drainOutbox, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Messaging (/api/messages)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let colleague: SignedInUser;
  let stranger: SignedInUser;
  let secondAdmin: SignedInUser;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    colleague = await signedInUser(server, 'Client', { companyId: users.companyId, firstName: 'Colleague' });
    stranger = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
    secondAdmin = await signedInUser(server, 'Admin');
  });
  afterAll(() => server.close());

  const get = (url: string, user: SignedInUser) => server.app.inject({ method: 'GET', url, headers: user.headers });
  const post = (url: string, user: SignedInUser, payload: object = {}) => server.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const unread = async (user: SignedInUser, side: 'admin' | 'client') => (await get(`/api/messages/${side}/unread-count`, user)).json().count as number;
  const emlFiles = () => readdirSync(server.mailDir).filter((file) => file.endsWith('.eml'));
  const emlTo = (address: string) => emlFiles().filter((file) => readFileSync(join(server.mailDir, file), 'utf8').includes(`To: ${address}`));

  async function clientThread(subject = 'Question about the primer') {
    const res = await post('/api/messages/threads', users.client, { subject, body: 'Which primer does the spec call for on the east wall?' });
    expect(res.statusCode, res.body).toBe(201);
    return threadDetailSchema.parse(res.json());
  }

  it('guards every route: 401 without a token, 403 to the wrong role', async () => {
    const id = randomUUID();
    const routes = [
      { method: 'GET', url: '/api/messages/threads' },
      { method: 'GET', url: `/api/messages/threads/${id}` },
      { method: 'POST', url: '/api/messages/threads', payload: { subject: 'Hello', body: 'A question.' } },
      { method: 'POST', url: `/api/messages/threads/${id}/messages`, payload: { body: 'A reply.' } },
      { method: 'POST', url: `/api/messages/threads/${id}/read` },
    ] as const;
    for (const route of routes) {
      await expectUnauthenticated(server, route);
      await expectForbidden(server, route, [users.inspector]);
    }
    const adminCount = { method: 'GET', url: '/api/messages/admin/unread-count' } as const;
    const clientCount = { method: 'GET', url: '/api/messages/client/unread-count' } as const;
    await expectUnauthenticated(server, adminCount);
    await expectUnauthenticated(server, clientCount);
    await expectForbidden(server, adminCount, [users.client, users.inspector]);
    await expectForbidden(server, clientCount, [users.admin, users.inspector]);
  });

  it('validates bodies, parameters and queries (400)', async () => {
    expect((await post('/api/messages/threads', users.client, { subject: '', body: 'Text' })).statusCode).toBe(400);
    expect((await post('/api/messages/threads', users.client, { subject: 'Hi', body: '   ' })).statusCode).toBe(400);
    expect((await post('/api/messages/threads', users.client, { subject: 'Hi', body: 'x', attachment_ids: ['nope'] })).statusCode).toBe(400);
    const noCompany = await post('/api/messages/threads', users.admin, { subject: 'Hi', body: 'Text' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toBe(MESSAGE_MESSAGES.companyRequired);
    expect((await post('/api/messages/threads', users.admin, { subject: 'Hi', body: 'Text', company_id: randomUUID() })).statusCode).toBe(400);
    expect((await get('/api/messages/threads/not-a-uuid', users.admin)).statusCode).toBe(400);
    expect((await get('/api/messages/threads?pageSize=1000', users.admin)).statusCode).toBe(400);
    expect((await post(`/api/messages/threads/${randomUUID()}/messages`, users.admin, { body: '' })).statusCode).toBe(400);
  });

  it('a client writes to the office: the Admins get a notification and an e-mail, the audit log a row; unread counts are per side', async () => {
    const adminsBefore = await unread(users.admin, 'admin');
    const thread = await clientThread('Primer question');
    expect(thread).toMatchObject({ company_id: users.companyId, company_name: 'Harbourview Strata Council', message_count: 1, unread_count: 0 });
    expect(thread.messages[0]).toMatchObject({ side: 'client', author_id: users.client.id, unread: false });

    expect(await unread(users.admin, 'admin')).toBe(adminsBefore + 1);
    expect(await unread(secondAdmin, 'admin')).toBe(adminsBefore + 1);
    // The client's own message is not unread for them nor their colleague (same side).
    expect(await unread(users.client, 'client')).toBe(0);
    expect(await unread(colleague, 'client')).toBe(0);

    const [notice] = await server.database.db.select().from(notifications).where(eq(notifications.entityId, thread.id));
    expect(notice).toMatchObject({ kind: 'new_message', link: `/admin/mailbox?thread=${thread.id}` });
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, thread.id));
    expect(audit.map((row) => row.action)).toEqual(['message_thread.create']);
    await drainOutbox(server.app);
    expect(emlTo(users.admin.email).length).toBeGreaterThan(0);
    expect(emlTo(users.client.email)).toHaveLength(0);
  });

  it('reading marks the other side’s messages read for the reader only, and answers how many', async () => {
    const thread = await clientThread('Colour samples');
    const before = await unread(users.admin, 'admin');
    const detail = threadDetailSchema.parse((await get(`/api/messages/threads/${thread.id}`, users.admin)).json());
    expect(detail.unread_count).toBe(1);
    expect(detail.messages[0]!.unread).toBe(true);

    const marked = markThreadReadResponseSchema.parse((await post(`/api/messages/threads/${thread.id}/read`, users.admin)).json());
    expect(marked.marked).toBe(1);
    expect(markThreadReadResponseSchema.parse((await post(`/api/messages/threads/${thread.id}/read`, users.admin)).json()).marked).toBe(0);
    expect(await unread(users.admin, 'admin')).toBe(before - 1);
    // Another Admin still has it unread.
    const other = threadDetailSchema.parse((await get(`/api/messages/threads/${thread.id}`, secondAdmin)).json());
    expect(other.unread_count).toBe(1);
  });

  it('the office replies: the client company’s contacts get it unread and by e-mail unless they turned the e-mail off', async () => {
    const thread = await clientThread('Site access');
    const profile = profileSchema.parse((await get('/api/profile', colleague)).json());
    expect(profile.notification_prefs).toEqual({ message_email: true });
    const off = await server.app.inject({ method: 'PATCH', url: '/api/profile', headers: colleague.headers, payload: { notification_prefs: { message_email: false }, version: profile.version } });
    expect(off.statusCode, off.body).toBe(200);
    expect(profileSchema.parse(off.json()).notification_prefs).toEqual({ message_email: false });

    await drainOutbox(server.app);
    const clientMails = emlTo(users.client.email).length;
    const reply = await post(`/api/messages/threads/${thread.id}/messages`, users.admin, { body: 'The gate code is 4411.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(threadDetailSchema.parse(reply.json()).message_count).toBe(2);
    expect(await unread(users.client, 'client')).toBe(1);
    expect(await unread(colleague, 'client')).toBe(1);
    expect(await unread(stranger, 'client')).toBe(0);
    await drainOutbox(server.app);
    expect(emlTo(users.client.email)).toHaveLength(clientMails + 1);
    expect(emlTo(colleague.email)).toHaveLength(0);

    // The client's list puts the thread with unread messages first.
    const list = threadsListResponseSchema.parse((await get('/api/messages/threads', users.client)).json());
    expect(list.data[0]).toMatchObject({ id: thread.id, unread_count: 1, last_message_preview: 'The gate code is 4411.' });
    expect(markThreadReadResponseSchema.parse((await post(`/api/messages/threads/${thread.id}/read`, users.client)).json()).marked).toBe(1);
    expect(await unread(users.client, 'client')).toBe(0);
    expect(await unread(colleague, 'client')).toBe(1);
  });

  it('a client never reads or writes another company’s thread (404), nor sees it listed', async () => {
    const thread = await clientThread('Private to Harbourview');
    expect((await get(`/api/messages/threads/${thread.id}`, stranger)).statusCode).toBe(404);
    expect((await post(`/api/messages/threads/${thread.id}/messages`, stranger, { body: 'Hello there' })).statusCode).toBe(404);
    expect((await post(`/api/messages/threads/${thread.id}/read`, stranger)).statusCode).toBe(404);
    const list = threadsListResponseSchema.parse((await get('/api/messages/threads', stranger)).json());
    expect(list.data.map((item) => item.id)).not.toContain(thread.id);
    expect(await unread(stranger, 'client')).toBe(0);
  });

  it('an Admin starts a thread with a company about its project, with an attachment both sides can download; search and project filter find it', async () => {
    const project = await insertSampleProject(server, { companyId: users.companyId });
    const uploadId = randomUUID();
    const upload = await server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${uploadId}?kind=message_attachment&filename=schedule.pdf`,
      headers: { ...users.admin.headers, 'content-type': 'application/pdf' },
      payload: SAMPLE_PDF,
    });
    expect(upload.statusCode).toBe(201);
    const strangersProject = await insertSampleProject(server, { companyId: await createCompany(server) });
    const wrong = await post('/api/messages/threads', users.admin, { subject: 'Schedule', body: 'See attached.', company_id: users.companyId, project_id: strangersProject.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGE_MESSAGES.projectElsewhere);

    const res = await post('/api/messages/threads', users.admin, {
      subject: 'Inspection schedule',
      body: 'See the attached schedule.',
      company_id: users.companyId,
      project_id: project.id,
      attachment_ids: [uploadId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const thread = threadDetailSchema.parse(res.json());
    expect(thread).toMatchObject({ project_id: project.id, project_code: project.projectCode });
    expect(thread.messages[0]!.attachments.map((file) => file.id)).toEqual([uploadId]);
    expect((await get(`/api/uploads/${uploadId}`, users.client)).statusCode).toBe(200);
    expect((await get(`/api/uploads/${uploadId}`, stranger)).statusCode).toBe(404);

    const byProject = threadsListResponseSchema.parse((await get(`/api/messages/threads?project_id=${project.id}`, users.admin)).json());
    expect(byProject.data.map((item) => item.id)).toEqual([thread.id]);
    const bySearch = threadsListResponseSchema.parse((await get('/api/messages/threads?search=inspection%20sched', users.admin)).json());
    expect(bySearch.data.map((item) => item.id)).toContain(thread.id);
  });

  it('a client without a company has no mailbox to write from (409)', async () => {
    const loner = await signedInUser(server, 'Client');
    const res = await post('/api/messages/threads', loner, { subject: 'Hello', body: 'Anyone there?' });
    expect(res.statusCode).toBe(409);
    expect(threadsListResponseSchema.parse((await get('/api/messages/threads', loner)).json()).data).toEqual([]);
  });
});
