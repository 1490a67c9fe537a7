import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignableStaffListSchema } from '../../../src/shared/schemas/requests';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

const route = { method: 'GET', url: '/api/requests/inspectors' } as const;

describe('Assignable staff (GET /api/requests/inspectors)', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to a Client or an Inspector', async () => {
    await expectUnauthenticated(server, route);
    await expectForbidden(server, route, [users.client, users.inspector]);
  });

  it('lists active Inspectors first, then Admins, and never Clients', async () => {
    const res = await server.app.inject({ ...route, headers: users.admin.headers });
    expect(res.statusCode).toBe(200);
    const { data } = assignableStaffListSchema.parse(res.json());
    const ids = data.map((person) => person.id);
    expect(ids).toContain(users.inspector.id);
    expect(ids).toContain(users.admin.id);
    expect(ids).not.toContain(users.client.id);
    expect(data.findIndex((person) => person.role === 'Admin')).toBeGreaterThan(data.findIndex((person) => person.role === 'Inspector'));
  });
});
