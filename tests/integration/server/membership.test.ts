import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import { ownMembershipResponseSchema } from '../../../src/shared/schemas/membership';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser } from '../../support/signed-in-users';

const route = { method: 'GET', url: '/api/membership' } as const;

describe('Own membership (GET /api/membership)', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  const setMembership = (id: string, values: Partial<typeof companies.$inferInsert>) =>
    server.database.db.update(companies).set(values).where(eq(companies.id, id));

  it('answers 401 without a token, 403 to staff and 400 to any parameter', async () => {
    await expectUnauthenticated(server, route);
    await expectForbidden(server, route, [users.admin, users.inspector]);
    const invalid = await server.app.inject({ ...route, url: `${route.url}?company=mine`, headers: users.client.headers });
    expect(invalid.statusCode).toBe(400);
  });

  it("answers the Client's own company's membership, never another company's", async () => {
    await setMembership(users.companyId, { memberNo: 'M-2040', membershipStatus: 'active', membershipValidFrom: '2026-01-01', membershipValidTo: '2026-12-31' });
    const otherId = await createCompany(server, 'Coastline Painting Ltd.');
    await setMembership(otherId, { memberNo: 'M-9999', membershipStatus: 'suspended' });

    const res = await server.app.inject({ ...route, headers: users.client.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = ownMembershipResponseSchema.parse(res.json());
    expect(body.data).toEqual({
      company: { id: users.companyId, name: 'Harbourview Strata Council', type: 'owner' },
      membership: { member_no: 'M-2040', status: 'active', valid_from: '2026-01-01', valid_to: '2026-12-31' },
    });

    // The company comes from the profile: a query string naming another one is refused (400).
    const asking = await server.app.inject({ ...route, url: `${route.url}?companyId=${otherId}`, headers: users.client.headers });
    expect(asking.statusCode).toBe(400);

    const otherClient = await signedInUser(server, 'Client', { companyId: otherId });
    const theirs = await server.app.inject({ ...route, headers: otherClient.headers });
    expect(theirs.json().data.membership).toEqual({ member_no: 'M-9999', status: 'suspended', valid_from: null, valid_to: null });
  });

  it('answers no membership for a company that never applied, and no company for an unlinked account', async () => {
    const companyId = await createCompany(server, 'Never Applied Ltd.');
    const member = await signedInUser(server, 'Client', { companyId });
    const none = await server.app.inject({ ...route, headers: member.headers });
    expect(none.json().data).toMatchObject({ company: { name: 'Never Applied Ltd.' }, membership: null });

    const unlinked = await signedInUser(server, 'Client');
    const res = await server.app.inject({ ...route, headers: unlinked.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ company: null, membership: null });
  });
});
