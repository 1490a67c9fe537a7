import { AuthApiError } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, profiles } from '../../../src/server/db/schema';
import { clientAccountSchema, clientsListResponseSchema, companyOptionsResponseSchema } from '../../../src/shared/schemas/clients';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { listeningServerWithAdmin } from '../../support/listening-server';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser } from '../../support/signed-in-users';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

describe('client accounts routes', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  const routes = (id: string) =>
    [
      { method: 'GET', url: '/api/clients' },
      { method: 'GET', url: '/api/clients/companies' },
      { method: 'GET', url: `/api/clients/${id}` },
      { method: 'PUT', url: `/api/clients/${id}/company`, payload: { company_id: null } },
      { method: 'POST', url: `/api/clients/${id}/suspend` },
      { method: 'POST', url: `/api/clients/${id}/restore` },
    ] as const;

  it('are Admin only: 401 without a token, 403 for Inspectors and Clients', async () => {
    for (const route of routes(users.client.id)) {
      await expectUnauthenticated(server, route);
      await expectForbidden(server, route, [users.inspector, users.client]);
    }
  });

  it('validate params, queries and bodies (400)', async () => {
    for (const call of [
      { method: 'GET', url: '/api/clients?status=deleted' },
      { method: 'GET', url: '/api/clients?companyId=nope' },
      { method: 'GET', url: '/api/clients?sort=password' },
      { method: 'GET', url: '/api/clients?order=sideways' },
      { method: 'GET', url: '/api/clients?pageSize=101' },
      { method: 'GET', url: '/api/clients/nope' },
      { method: 'PUT', url: `/api/clients/${users.client.id}/company`, payload: { company_id: 'nope' } },
      { method: 'PUT', url: `/api/clients/${users.client.id}/company`, payload: {} },
    ] as const) {
      const res = await server.app.inject({ ...call, headers: users.admin.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
    }
  });

  it('lists clients only, with search, company and status filters', async () => {
    const otherCompany = await createCompany(server, 'Lakeside Property Management');
    const other = await signedInUser(server, 'Client', { firstName: 'Noor', lastName: 'Haddad', companyId: otherCompany });
    const all = clientsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/clients', headers: users.admin.headers })).json(),
    );
    expect(all.data.map((row) => row.id).sort()).toEqual([users.client.id, other.id].sort());
    const byCompany = clientsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/clients?companyId=${otherCompany}`, headers: users.admin.headers })).json(),
    );
    expect(byCompany.data).toEqual([expect.objectContaining({ id: other.id, company_name: 'Lakeside Property Management' })]);
    const bySearch = clientsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/clients?search=haddad', headers: users.admin.headers })).json(),
    );
    expect(bySearch.data.map((row) => row.id)).toEqual([other.id]);
    const suspended = clientsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/clients?status=suspended', headers: users.admin.headers })).json(),
    );
    expect(suspended.total).toBe(0);
  });

  it('sorts by a column in both directions and pages without overlap', async () => {
    const list = async (query: string) =>
      clientsListResponseSchema.parse((await server.app.inject({ method: 'GET', url: `/api/clients?${query}`, headers: users.admin.headers })).json());
    const company = await createCompany(server, 'Sorting Holdings');
    for (const lastName of ['Zimmer', 'Abbott', 'Moreau']) await signedInUser(server, 'Client', { firstName: 'Sam', lastName, companyId: company });
    const byEmail = (await list(`companyId=${company}&sort=email&order=asc`)).data.map((row) => row.email);
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await list(`companyId=${company}&sort=name&order=asc`)).data.map((row) => row.name)).toEqual(['Sam Abbott', 'Sam Moreau', 'Sam Zimmer']);
    expect((await list(`companyId=${company}&sort=name&order=desc`)).data.map((row) => row.name)).toEqual(['Sam Zimmer', 'Sam Moreau', 'Sam Abbott']);
    const pages = [...(await list(`companyId=${company}&sort=since&pageSize=2&page=1`)).data, ...(await list(`companyId=${company}&sort=since&pageSize=2&page=2`)).data];
    expect(new Set(pages.map((row) => row.id)).size).toBe(3);
    expect((await list(`companyId=${company}&pageSize=2`)).total).toBe(3);
  });

  it('shows one client, and 404 for staff ids', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/clients/${users.client.id}`, headers: users.admin.headers });
    expect(clientAccountSchema.parse(res.json())).toMatchObject({ company_name: 'Harbourview Strata Council', status: 'active' });
    const staff = await server.app.inject({ method: 'GET', url: `/api/clients/${users.inspector.id}`, headers: users.admin.headers });
    expect(staff.statusCode).toBe(404);
    const suspendStaff = await server.app.inject({ method: 'POST', url: `/api/clients/${users.admin.id}/suspend`, headers: users.admin.headers });
    expect(suspendStaff.statusCode).toBe(404);
  });

  it('links a client to a company (not an archived one) and audits it', async () => {
    const client = await signedInUser(server, 'Client');
    const companyId = await createCompany(server, 'Westshore Builders');
    const options = companyOptionsResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/clients/companies', headers: users.admin.headers })).json(),
    );
    expect(options.data.map((option) => option.id)).toContain(companyId);

    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/company`,
      headers: users.admin.headers,
      payload: { company_id: companyId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ company_id: companyId, company_name: 'Westshore Builders' });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, client.id), eq(auditLog.action, 'client.link_company')));
    expect(audit).toMatchObject({ actorId: users.admin.id, before: { company_id: null }, after: { company_id: companyId } });

    await server.database.db.update(companies).set({ archivedAt: new Date() }).where(eq(companies.id, companyId));
    const archived = await server.app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/company`,
      headers: users.admin.headers,
      payload: { company_id: companyId },
    });
    expect(archived.statusCode).toBe(400);
  });

  it('refuses a suspended profile on every /api request, even with a live session', async () => {
    const client = await signedInUser(server, 'Client', { companyId: users.companyId });
    await server.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, client.id));
    for (const url of ['/api/profile', '/api/requests', '/api/products', '/api/submittals']) {
      const res = await server.app.inject({ method: 'GET', url, headers: client.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'user_banned', message: 'This account is suspended.' });
    }
  });
});

describe('suspending a client stops its tokens at once (embedded auth)', () => {
  const suite = listeningServerWithAdmin();

  it('refuses the open session, refresh and sign-in while suspended; restore lets the client in again', async () => {
    const { server, admin } = suite;
    const email = uniqueEmail('client');
    const password = 'client-secret-1';
    const browser = supabaseFor(server);
    const signUp = await browser.auth.signUp({ email, password, options: { data: { first_name: 'Kim', last_name: 'Tran' } } });
    expect(signUp.error).toBeNull();
    const session = signUp.data.session!;
    const bearer = { authorization: `Bearer ${session.access_token}` };
    const sync = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sync',
      headers: bearer,
      payload: { user: { id: signUp.data.user!.id, email } },
    });
    expect(sync.json().user).toMatchObject({ user_role: 'Client', status: 'active' });
    expect((await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer })).statusCode).toBe(200);

    const suspend = await server.app.inject({ method: 'POST', url: `/api/clients/${signUp.data.user!.id}/suspend`, headers: admin.headers });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(suspend.json()).toMatchObject({ status: 'suspended' });

    // The access token that was valid a moment ago no longer opens /api.
    const after = await server.app.inject({ method: 'GET', url: '/api/profile', headers: bearer });
    // With the reason (GoTrue's banned-user code), so the app signs the user out saying why.
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'user_banned', message: 'This account is suspended.' });
    // Nor /auth/v1/user, and the refresh token is dead.
    expect((await browser.auth.getUser()).error).toBeTruthy();
    const refreshed = await supabaseFor(server).auth.refreshSession({ refresh_token: session.refresh_token });
    // Its session was revoked: GoTrue's session_not_found, which auth-js reports as a missing session.
    expect(refreshed.error).toBeTruthy();
    expect(refreshed.data.session).toBeNull();
    // Signing in again is refused with GoTrue's banned-user error.
    const signIn = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeInstanceOf(AuthApiError);
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });

    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'client.suspend'));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, before: { status: 'active' }, after: { status: 'suspended' } })]);

    const restore = await server.app.inject({ method: 'POST', url: `/api/clients/${signUp.data.user!.id}/restore`, headers: admin.headers });
    expect(restore.json()).toMatchObject({ status: 'active' });
    const back = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(back.error).toBeNull();
    const fresh = { authorization: `Bearer ${back.data.session!.access_token}` };
    expect((await server.app.inject({ method: 'GET', url: '/api/profile', headers: fresh })).statusCode).toBe(200);
  });

  it('refuses the refresh of a session that survived the suspension (user_banned, token not rotated)', async () => {
    const { server } = suite;
    const email = uniqueEmail('client');
    const password = 'client-secret-2';
    const signUp = await supabaseFor(server).auth.signUp({ email, password });
    await server.database.db.insert(profiles).values({ id: signUp.data.user!.id, email, role: 'Client', status: 'suspended' });
    const refreshed = await supabaseFor(server).auth.refreshSession({ refresh_token: signUp.data.session!.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
  });
});
