import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config/env';
import { requireEmbeddedAuth } from '../../../src/server/services/team';
import { auditLog, authUsers, inspections, profiles } from '../../../src/server/db/schema';
import { weekOf } from '../../../src/server/repositories/team';
import { inspectionResponseSchema } from '../../../src/shared/schemas/inspections';
import { invitedStaffResponseSchema, staffMemberSchema, teamListResponseSchema } from '../../../src/shared/schemas/team';
import { readMailbox, extractLinks } from '../../support/e2e-mail';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import { listeningServerWithAdmin } from '../../support/listening-server';
import { drainOutbox, type TestServer } from '../../support/server';
import { signedInUser } from '../../support/signed-in-users';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('new.inspector'),
  first_name: 'Sam',
  last_name: 'Okafor',
  phone: '604 555 0134',
  role: 'Inspector',
  home_base: 'Kelowna, BC',
  regions: ['BC', 'AB'],
  ...overrides,
});

describe('team routes', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  it('refuses callers without a token (401) and the wrong roles (403)', async () => {
    const id = users.inspector.id;
    for (const route of [
      { method: 'GET', url: '/api/team' },
      { method: 'GET', url: `/api/team/${id}` },
      { method: 'POST', url: '/api/team', payload: newStaff() },
      { method: 'PATCH', url: `/api/team/${id}`, payload: newStaff({ email: undefined }) },
      { method: 'POST', url: `/api/team/${id}/invitation` },
    ] as const) {
      await expectUnauthenticated(server, route);
    }
    await expectForbidden(server, { method: 'GET', url: '/api/team' }, [users.client]);
    await expectForbidden(server, { method: 'GET', url: `/api/team/${id}` }, [users.client]);
    await expectForbidden(server, { method: 'POST', url: '/api/team', payload: newStaff() }, [users.client, users.inspector]);
    await expectForbidden(server, { method: 'PATCH', url: `/api/team/${id}`, payload: newStaff({ email: undefined }) }, [
      users.client,
      users.inspector,
    ]);
    await expectForbidden(server, { method: 'POST', url: `/api/team/${id}/invitation` }, [users.client, users.inspector]);
  });

  it('validates bodies, params and queries (400)', async () => {
    const headers = users.admin.headers;
    const bad = [
      { method: 'POST', url: '/api/team', payload: newStaff({ email: 'not-an-email' }) },
      { method: 'POST', url: '/api/team', payload: newStaff({ role: 'Client' }) },
      { method: 'POST', url: '/api/team', payload: newStaff({ first_name: ' ' }) },
      { method: 'POST', url: '/api/team', payload: newStaff({ regions: ['XX'] }) },
      { method: 'PATCH', url: `/api/team/${users.inspector.id}`, payload: { role: 'Inspector' } },
      { method: 'GET', url: '/api/team/not-a-uuid' },
      { method: 'GET', url: '/api/team?role=Client' },
    ] as const;
    for (const call of bad) {
      const res = await server.app.inject({ ...call, headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('lists the staff (not clients) with their workload, for Admins and Inspectors', async () => {
    await insertSampleProject(server, { companyId: users.companyId, leadInspectorId: users.inspector.id });
    await insertSampleProject(server, { companyId: users.companyId, leadInspectorId: users.inspector.id });
    await insertSampleProject(server, { companyId: users.companyId, leadInspectorId: users.inspector.id, status: 'closed' });
    for (const caller of [users.admin, users.inspector]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/team', headers: caller.headers });
      expect(res.statusCode).toBe(200);
      const { data } = teamListResponseSchema.parse(res.json());
      expect(data.map((member) => member.id)).not.toContain(users.client.id);
      const inspector = data.find((member) => member.id === users.inspector.id);
      expect(inspector).toMatchObject({ role: 'Inspector', workload: { open_projects: 2, inspections_this_week: 0 } });
      expect(data.find((member) => member.id === users.admin.id)?.workload.open_projects).toBe(0);
    }
    const filtered = await server.app.inject({ method: 'GET', url: '/api/team?role=Admin', headers: users.admin.headers });
    expect(teamListResponseSchema.parse(filtered.json()).data.every((member) => member.role === 'Admin')).toBe(true);
  });

  it('counts the inspections scheduled this week (not other weeks, not cancelled) in the list and the profile', async () => {
    const member = await signedInUser(server, 'Inspector');
    const project = await insertSampleProject(server, { companyId: users.companyId, leadInspectorId: member.id });
    const { from, to } = weekOf(new Date());
    const schedule = async (at: Date) => {
      const payload = { project_code: project.projectCode, stage: 'primer', scheduled_at: at.toISOString(), inspector_id: member.id };
      const res = await server.app.inject({ method: 'POST', url: '/api/inspections', headers: users.admin.headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return inspectionResponseSchema.parse(res.json()).data;
    };
    await schedule(new Date());
    await schedule(new Date(to.getTime() - 60_000));
    const cancelled = await schedule(new Date(from.getTime() + 60_000));
    await server.database.db.update(inspections).set({ status: 'cancelled' }).where(eq(inspections.id, cancelled.id));
    await schedule(to);
    await schedule(new Date(from.getTime() - 60_000));

    const list = teamListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/team', headers: users.admin.headers })).json());
    expect(list.data.find((row) => row.id === member.id)?.workload).toEqual({ open_projects: 1, inspections_this_week: 2 });
    const profile = await server.app.inject({ method: 'GET', url: `/api/team/${member.id}`, headers: users.inspector.headers });
    expect(staffMemberSchema.parse(profile.json()).workload.inspections_this_week).toBe(2);
  });

  it('weeks run from Monday 00:00 to the next Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') });
    expect(weekOf(new Date('2026-11-29T23:59:59Z'), 'UTC').from).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(weekOf(new Date('2026-12-02T12:00:00Z'), 'UTC').from).toEqual(new Date('2026-11-30T00:00:00Z'));
  });

  it('shows one staff member, and 404 for a client or unknown id', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/team/${users.inspector.id}`, headers: users.inspector.headers });
    expect(res.statusCode).toBe(200);
    expect(staffMemberSchema.parse(res.json()).email).toBe(users.inspector.email);
    const client = await server.app.inject({ method: 'GET', url: `/api/team/${users.client.id}`, headers: users.admin.headers });
    expect(client.statusCode).toBe(404);
  });

  it('counts only an invitation not taken up as pending: an account made otherwise is active before its first sign-in', async () => {
    // As the demo seed makes its accounts: a password set, confirmed, never signed in, never invited.
    const [user] = await server.database.db
      .insert(authUsers)
      .values({ email: uniqueEmail('seeded.inspector'), encryptedPassword: 'x', emailConfirmedAt: new Date() })
      .returning();
    await server.database.db.insert(profiles).values({ id: user!.id, email: user!.email, firstName: 'Jordan', lastName: 'Lee', role: 'Inspector' });
    const list = teamListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/team', headers: users.admin.headers })).json());
    expect(list.data.find((member) => member.id === user!.id)).toMatchObject({ invitation_pending: false });
    const page = await server.app.inject({ method: 'GET', url: `/api/team/${user!.id}`, headers: users.admin.headers });
    expect(staffMemberSchema.parse(page.json())).toMatchObject({ invitation_pending: false });
    // Signed-in staff are active too.
    expect(list.data.find((member) => member.id === users.inspector.id)).toMatchObject({ invitation_pending: false });
  });

  it('edits a staff member and audits a role change', async () => {
    const member = await signedInUser(server, 'Inspector');
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/team/${member.id}`,
      headers: users.admin.headers,
      payload: { first_name: 'Robin', last_name: 'Chen', role: 'Admin', regions: ['ON'], home_base: 'Ottawa, ON', phone: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffMemberSchema.parse(res.json())).toMatchObject({ name: 'Robin Chen', role: 'Admin', regions: ['ON'], phone: null });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'team.role_change')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: users.admin.id, before: { role: 'Inspector' }, after: { role: 'Admin' } });
  });
});

describe('staff invitations (embedded auth, e-mailed set-password link)', () => {
  const suite = listeningServerWithAdmin();

  it('creates the account and profile, e-mails a link that sets the password, and the invitee signs in', async () => {
    const { server, admin } = suite;
    const body = newStaff();
    const res = await server.app.inject({ method: 'POST', url: '/api/team', headers: admin.headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const created = invitedStaffResponseSchema.parse(res.json());
    expect(created).toMatchObject({
      invitation_queued: true,
      member: { email: body.email, role: 'Inspector', regions: ['BC', 'AB'], invitation_pending: true },
    });
    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite'));
    expect(audit).toMatchObject({ actorId: admin.id, entityId: created.member.id });

    await drainOutbox(server.app);
    const mail = (await readMailbox(server.mailDir)).find((message) => message.to.includes(body.email));
    expect(mail).toMatchObject({ type: 'auth.invite' });
    expect(mail!.subject).toContain('invited');
    const link = extractLinks(mail!).find((candidate) => candidate.includes('/auth/v1/verify'));
    expect(link).toBeTruthy();

    // The link's first hop: a session in the hash with type=recovery (the app opens "set password").
    const hop = await fetch(link!, { redirect: 'manual' });
    expect(hop.status).toBe(303);
    const hash = new URLSearchParams(new URL(hop.headers.get('location')!).hash.slice(1));
    expect(hash.get('type')).toBe('recovery');

    const invitee = supabaseFor(server);
    const session = await invitee.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(session.error).toBeNull();
    expect((await invitee.auth.updateUser({ password: 'chosen-secret-9' })).error).toBeNull();
    await invitee.auth.signOut();

    const signIn = await supabaseFor(server).auth.signInWithPassword({ email: body.email, password: 'chosen-secret-9' });
    expect(signIn.error).toBeNull();
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${signIn.data.session!.access_token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user_role: 'Inspector', email: body.email });
    // Signed in: active in the list and on the member's page, no longer "Invited".
    const list = teamListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/team', headers: admin.headers })).json());
    expect(list.data.find((member) => member.id === created.member.id)).toMatchObject({ invitation_pending: false });
    const page = await server.app.inject({ method: 'GET', url: `/api/team/${created.member.id}`, headers: admin.headers });
    expect(staffMemberSchema.parse(page.json())).toMatchObject({ invitation_pending: false });

    // The link works once.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).hash).toContain('otp_expired');
  });

  it('refuses an e-mail address that already has an account (409)', async () => {
    const { server, admin } = suite;
    const res = await server.app.inject({ method: 'POST', url: '/api/team', headers: admin.headers, payload: newStaff({ email: admin.email }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken' });
  });

  it('sends a new invitation on request; the older link stops working', async () => {
    const { server, admin } = suite;
    const body = newStaff({ role: 'Admin' });
    const created = await server.app.inject({ method: 'POST', url: '/api/team', headers: admin.headers, payload: body });
    const id = created.json().member.id as string;
    await drainOutbox(server.app);
    const firstLink = extractLinks((await readMailbox(server.mailDir)).find((mail) => mail.to.includes(body.email))!)[0]!;
    const res = await server.app.inject({ method: 'POST', url: `/api/team/${id}/invitation`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invitation_queued: true });
    await drainOutbox(server.app);
    const invitations = (await readMailbox(server.mailDir)).filter((mail) => mail.to.includes(body.email));
    expect(invitations).toHaveLength(2);
    const old = await fetch(firstLink, { redirect: 'manual' });
    expect(new URL(old.headers.get('location')!).hash).toContain('otp_expired');
  });
});

describe('staff invitations with a hosted Supabase project', () => {
  it('answer 501 with an explanation (the server holds no service-role key to create users there)', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SUPABASE_URL: 'https://example.supabase.co', SUPABASE_ANON_KEY: 'anon-key-of-the-project' });
    expect(() => requireEmbeddedAuth(config)).toThrow(expect.objectContaining({ statusCode: 501, code: 'invitations_unavailable' }));
  });
});
