import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections } from '../../../src/server/db/schema';
import { listInspections } from '../../../src/server/repositories/inspections';
import { upcomingInspectionListSchema } from '../../../src/shared/schemas/inspections';
import { expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('GET /api/inspections/upcoming (the client home: coming visits of their projects)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let otherClient: SignedInUser;
  let projectA: { id: string; projectCode: string };
  let projectB: { id: string; projectCode: string };
  const route = { method: 'GET', url: '/api/inspections/upcoming' } as const;

  const visit = (projectId: string, values: { days: number; stage?: 'primer' | 'finish_coat'; status?: 'scheduled' | 'performed' | 'cancelled' }) =>
    server.database.db.insert(inspections).values({
      projectId,
      stage: values.stage ?? 'primer',
      status: values.status ?? 'scheduled',
      scheduledAt: inDays(values.days),
      inspectorId: users.inspector.id,
    });

  const upcoming = async (user: SignedInUser, search = '') => {
    const res = await server.app.inject({ method: 'GET', url: `${route.url}${search}`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return upcomingInspectionListSchema.parse(res.json()).data;
  };

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    const companyB = await createCompany(server, 'Other Owners Ltd.');
    otherClient = await signedInUser(server, 'Client', { companyId: companyB });
    projectA = await insertSampleProject(server, { companyId: users.companyId });
    projectB = await insertSampleProject(server, { companyId: companyB });
    // Company A: two visits in the window (out of order), one past, one beyond 14 days, one performed, one cancelled.
    await visit(projectA.id, { days: 5, stage: 'finish_coat' });
    await visit(projectA.id, { days: 1 });
    await visit(projectA.id, { days: -1 });
    await visit(projectA.id, { days: 20 });
    await visit(projectA.id, { days: 2, status: 'performed' });
    await visit(projectA.id, { days: 3, status: 'cancelled' });
    // Company B: one visit in the window.
    await visit(projectB.id, { days: 4 });
  }, 120_000);
  afterAll(() => server.close());

  it('answers 401 without a token', async () => {
    await expectUnauthenticated(server, route);
  });

  it("gives a Client the scheduled visits of their company's projects in the next 14 days, soonest first", async () => {
    const rows = await upcoming(users.client);
    expect(rows.map((row) => [row.project_code, row.stage])).toEqual([
      [projectA.projectCode, 'primer'],
      [projectA.projectCode, 'finish_coat'],
    ]);
    expect(rows[0]).toMatchObject({ project_name: expect.stringMatching(/^Sample project/), inspector_name: expect.any(String) });
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'inspector_name', 'project_code', 'project_name', 'scheduled_at', 'stage']);
    expect((await upcoming(users.client, '?days=30')).map((row) => row.stage)).toEqual(['primer', 'finish_coat', 'primer']);
    expect(await upcoming(users.client, '?limit=1')).toHaveLength(1);
  });

  it("never gives a Client another company's visits, nor a Client without a company any", async () => {
    const rows = await upcoming(otherClient);
    expect(rows.map((row) => row.project_code)).toEqual([projectB.projectCode]);
    const loneClient = await signedInUser(server, 'Client');
    expect(await upcoming(loneClient)).toEqual([]);
  });

  it("gives staff every project's coming visits", async () => {
    for (const user of [users.admin, users.inspector]) {
      expect((await upcoming(user)).map((row) => row.project_code).sort()).toEqual([projectA.projectCode, projectA.projectCode, projectB.projectCode].sort());
    }
  });

  it('refuses a window or limit out of range (400)', async () => {
    for (const search of ['?days=0', '?days=61', '?days=abc', '?limit=0', '?limit=51', '?limit=2.5']) {
      const res = await server.app.inject({ method: 'GET', url: `${route.url}${search}`, headers: users.client.headers });
      expect(res.statusCode, search).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
  });

  it('a list longer than its limit keeps the latest visits, in visit order (not the oldest)', async () => {
    const staff = { role: 'Admin', userId: users.admin.id, companyId: null } as const;
    const all = await listInspections(server.database.db, staff, { projectId: projectA.id });
    expect(all.map((row) => row.scheduled_at)).toEqual([...all.map((row) => row.scheduled_at)].sort());
    expect(all).toHaveLength(6);
    const latest = await listInspections(server.database.db, staff, { projectId: projectA.id }, 2);
    expect(latest.map((row) => row.id)).toEqual(all.slice(-2).map((row) => row.id));
  });
});
