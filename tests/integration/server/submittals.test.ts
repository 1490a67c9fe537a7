import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../../src/server/db/seed-products';
import { seedDemoSubmittals } from '../../../src/server/db/seed-submittals';
import { auditLog, products, projects } from '../../../src/server/db/schema';
import {
  submittalProjectsResponseSchema,
  submittalSchema,
  submittalsListResponseSchema,
  submittalStatusFor,
} from '../../../src/shared/schemas/submittals';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('submittals', () => {
  let server: TestServer;
  let users: RoleUsers;
  let project: { id: string; projectCode: string };
  let foreignProject: { id: string; projectCode: string };
  let productIds: string[];
  let otherClient: SignedInUser;

  const body = (overrides: Record<string, unknown> = {}) => ({
    project_id: project.id,
    kind: 'product',
    notes: 'Exterior repaint products',
    lines: [
      { surface: 'Exterior concrete walls', mpi_system: 'EXT 3.1A', product_id: productIds[0] },
      { surface: 'Steel railings', mpi_system: 'EXT 5.1D', product_id: productIds[1] },
    ],
    ...overrides,
  });

  const submit = (caller: SignedInUser, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/submittals', headers: caller.headers, payload });

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    await seedProducts(server.database.db);
    productIds = (await server.database.db.select({ id: products.id }).from(products).where(eq(products.listingStatus, 'listed')).limit(3)).map(
      (row) => row.id,
    );
    project = await insertSampleProject(server, { companyId: users.companyId, reviewStatus: 'Approved' });
    const otherCompany = await createCompany(server, 'Lakeside Property Management');
    foreignProject = await insertSampleProject(server, { companyId: otherCompany });
    otherClient = await signedInUser(server, 'Client', { companyId: otherCompany });
  });
  afterAll(() => server.close());

  it('derives the submittal status from its lines', () => {
    expect(submittalStatusFor([null, null])).toBe('submitted');
    expect(submittalStatusFor(['approved', null])).toBe('under_review');
    expect(submittalStatusFor(['approved', 'approved'])).toBe('approved');
    expect(submittalStatusFor(['approved', 'approved_as_noted'])).toBe('approved_as_noted');
    expect(submittalStatusFor(['rejected', 'revise_and_resubmit'])).toBe('rejected');
  });

  it('refuses callers without a token (401) and the wrong roles (403)', async () => {
    const id = crypto.randomUUID();
    const review = { method: 'PATCH', url: `/api/submittals/${id}/lines/${id}`, payload: { decision: 'approved' } } as const;
    for (const route of [
      { method: 'GET', url: '/api/submittals' },
      { method: 'GET', url: '/api/submittals/projects' },
      { method: 'GET', url: `/api/submittals/${id}` },
      { method: 'POST', url: '/api/submittals', payload: body() },
      review,
    ] as const) {
      await expectUnauthenticated(server, route);
    }
    await expectForbidden(server, { method: 'POST', url: '/api/submittals', payload: body() }, [users.admin, users.inspector]);
    await expectForbidden(server, review, [users.client]);
  });

  it('validates the body (400)', async () => {
    for (const payload of [
      body({ lines: [] }),
      body({ project_id: 'nope' }),
      body({ kind: 'other' }),
      body({ lines: [{ surface: '', mpi_system: 'INT 9.2A', product_id: productIds[0] }] }),
      body({ lines: [{ surface: 'Walls', mpi_system: 'INT 9.2A', product_id: 'x' }] }),
    ]) {
      const res = await submit(users.client, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const review = await server.app.inject({
      method: 'PATCH',
      url: `/api/submittals/${crypto.randomUUID()}/lines/${crypto.randomUUID()}`,
      headers: users.admin.headers,
      payload: { decision: 'rejected' },
    });
    expect(review.statusCode).toBe(400);
    expect(review.json().issues[0].message).toBe('Explain the decision in a comment');
  });

  it('lets a client submit only for its company and listed products', async () => {
    const foreign = await submit(users.client, body({ project_id: foreignProject.id }));
    expect(foreign.statusCode).toBe(404);
    const unknownProduct = await submit(users.client, body({ lines: [{ surface: 'Walls', mpi_system: 'INT 9.2A', product_id: crypto.randomUUID() }] }));
    expect(unknownProduct.statusCode).toBe(400);
    const projectsRes = submittalProjectsResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/submittals/projects', headers: users.client.headers })).json(),
    );
    expect(projectsRes.data.map((row) => row.id)).toEqual([project.id]);
  });

  it('a submission makes the project Pending review in the same transaction, with audit entries', async () => {
    const res = await submit(users.client, body());
    expect(res.statusCode, res.body).toBe(201);
    const submittal = submittalSchema.parse(res.json());
    expect(submittal).toMatchObject({ submittal_no: 1, status: 'submitted', project_code: project.projectCode });
    expect(submittal.lines.map((line) => [line.seq, line.surface, line.decision])).toEqual([
      [1, 'Exterior concrete walls', null],
      [2, 'Steel railings', null],
    ]);
    const [row] = await server.database.db.select({ reviewStatus: projects.reviewStatus }).from(projects).where(eq(projects.id, project.id));
    expect(row!.reviewStatus).toBe('Pending');
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, project.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'project.review_status', before: { review_status: 'Approved' }, after: expect.objectContaining({ review_status: 'Pending' }) }),
    ]);
    const created = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'submittal.create'), eq(auditLog.entityId, submittal.id)));
    expect(created).toHaveLength(1);
  });

  it('staff decide each line; the client sees the decisions; other companies see nothing', async () => {
    const [submittal] = submittalsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/submittals?projectCode=${project.projectCode}`, headers: users.inspector.headers })).json(),
    ).data;
    const [first, second] = submittal!.lines;
    const decide = (lineId: string, payload: object, caller = users.inspector) =>
      server.app.inject({ method: 'PATCH', url: `/api/submittals/${submittal!.id}/lines/${lineId}`, headers: caller.headers, payload });

    const one = await decide(first!.id, { decision: 'approved' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ status: 'under_review' });
    const two = await decide(second!.id, { decision: 'approved_as_noted', comment: 'Use the MPI 79 primer first.' }, users.admin);
    expect(submittalSchema.parse(two.json())).toMatchObject({ status: 'approved_as_noted' });
    expect((await decide(crypto.randomUUID(), { decision: 'approved' })).statusCode).toBe(404);

    const seen = submittalSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/submittals/${submittal!.id}`, headers: users.client.headers })).json(),
    );
    expect(seen.lines.map((line) => [line.decision, line.comment])).toEqual([
      ['approved', null],
      ['approved_as_noted', 'Use the MPI 79 primer first.'],
    ]);
    expect(seen.lines[0]!.decided_by_name).toBe('Test Inspector');

    const hidden = await server.app.inject({ method: 'GET', url: `/api/submittals/${submittal!.id}`, headers: otherClient.headers });
    expect(hidden.statusCode).toBe(404);
    const theirs = submittalsListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/submittals', headers: otherClient.headers })).json(),
    );
    expect(theirs.data).toEqual([]);
    const decisions = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'submittal.line_decision'));
    expect(decisions).toHaveLength(2);
  });

  it('numbers a project’s submittals and the demo seed adds none when submittals exist', async () => {
    const res = await submit(users.client, body({ kind: 'substitution' }));
    expect(res.json()).toMatchObject({ submittal_no: 2, kind: 'substitution' });
    expect(await seedDemoSubmittals(server.database.db)).toBe(0);
  });

  it('pages the list with its total and filters the undecided ones, so no submittal is out of reach', async () => {
    // Two submittals so far (one decided), and three more waiting.
    for (let index = 0; index < 3; index++) expect((await submit(users.client, body())).statusCode).toBe(201);
    const list = async (query: string) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/submittals${query}`, headers: users.admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return submittalsListResponseSchema.parse(res.json());
    };
    const all = await list(`?projectCode=${project.projectCode}&pageSize=2`);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(all.data.map((row) => row.submittal_no)).toEqual([5, 4]);
    expect((await list(`?projectCode=${project.projectCode}&pageSize=2&page=3`)).data.map((row) => row.submittal_no)).toEqual([1]);
    const open = await list(`?projectCode=${project.projectCode}&open=true&pageSize=50`);
    expect(open.total).toBe(4);
    expect(open.data.every((row) => row.status === 'submitted' || row.status === 'under_review')).toBe(true);
    for (const bad of ['?pageSize=51', '?page=0', '?open=maybe']) {
      const refused = await server.app.inject({ method: 'GET', url: `/api/submittals${bad}`, headers: users.admin.headers });
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
