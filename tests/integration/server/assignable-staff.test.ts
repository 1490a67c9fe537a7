import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignableStaffListSchema } from '../../../src/shared/schemas/requests';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const url = '/api/requests/inspectors';

describe('Assignable staff (GET /api/requests/inspectors)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    const companyId = await createCompany(server, 'Harbourview Strata Council');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    client = await signedInUser(server, 'Client', { companyId });
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to a Client or an Inspector', async () => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const user of [client, inspector]) {
      expect((await server.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(403);
    }
  });

  it('lists active Inspectors first, then Admins, and never Clients', async () => {
    const res = await server.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { data } = assignableStaffListSchema.parse(res.json());
    const ids = data.map((person) => person.id);
    expect(ids).toContain(inspector.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(client.id);
    expect(data.findIndex((person) => person.role === 'Admin')).toBeGreaterThan(data.findIndex((person) => person.role === 'Inspector'));
  });
});
