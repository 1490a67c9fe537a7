import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectActivityResponseSchema } from '../../../src/shared/schemas/project-activity';
import { projectDetailSchema, projectsListResponseSchema, type ProjectDetail } from '../../../src/shared/schemas/projects';
import { projectBody } from '../../support/project-bodies';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Projects: create, read, edit, review status', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;
  let otherClient: SignedInUser;
  let companyId: string;
  let architectId: string;
  let created: ProjectDetail;

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    server = await startTestServer();
    companyId = await createCompany(server, 'Harbourview Strata Council');
    architectId = await createCompany(server, 'Form & Field Architects');
    const otherCompanyId = await createCompany(server, 'Other Strata');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    client = await signedInUser(server, 'Client', { companyId });
    otherClient = await signedInUser(server, 'Client', { companyId: otherCompanyId });
    const res = await inject(admin, 'POST', '/api/projects', projectBody(companyId, { parties: { architect: architectId }, lead_inspector_id: inspector.id }));
    expect(res.statusCode, res.body).toBe(201);
    created = projectDetailSchema.parse(res.json());
  });
  afterAll(() => server.close());

  /** The project's newest audit entries, as its Activity tab reads them. */
  const activity = async (code: string) => {
    const res = await inject(admin, 'GET', `/api/projects/${code}/activity?kind=project`);
    expect(res.statusCode, res.body).toBe(200);
    return projectActivityResponseSchema.parse(res.json()).data;
  };

  it('creates a project with the next code of its region, the fee, Pending review, parties and an audit entry', async () => {
    expect(created.project_code).toMatch(/^BC-\d{2}-0001$/);
    expect(created).toMatchObject({
      project_name: 'Seawall Library',
      company_name: 'Harbourview Strata Council',
      base_contract_cents: 8_000_000,
      fee_cents: 400_000,
      status: 'active',
      review_status: 'Pending',
      version: 1,
      lead_inspector_id: inspector.id,
      parties: [{ role: 'architect', company_id: architectId, company_name: 'Form & Field Architects' }],
    });
    expect((await activity(created.project_code)).map((entry) => entry.action)).toEqual(['project.create']);
  });

  it('numbers the next project of the region after the first', async () => {
    const res = await inject(admin, 'POST', '/api/projects', projectBody(companyId, { project_name: 'Second' }));
    expect(res.json().project_code).toMatch(/^BC-\d{2}-0002$/);
  });

  it('answers 400 to an invalid body, an archived or unknown company, and an unknown inspector', async () => {
    const invalid = await inject(admin, 'POST', '/api/projects', { ...projectBody(companyId), project_name: '', base_contract: -1 });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.project_name', 'body.base_contract']));
    const dates = await inject(admin, 'POST', '/api/projects', projectBody(companyId, { start_date: '2026-06-01', final_inspection_date: '2026-01-01' }));
    expect(dates.statusCode).toBe(400);
    const unknownCompany = await inject(admin, 'POST', '/api/projects', projectBody(crypto.randomUUID()));
    expect(unknownCompany.statusCode).toBe(400);
    expect(unknownCompany.json().message).toBe('That company does not exist or is archived.');
    const unknownInspector = await inject(admin, 'POST', '/api/projects', projectBody(companyId, { lead_inspector_id: client.id }));
    expect(unknownInspector.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to non-Admins on writes', async () => {
    expect((await inject(null, 'POST', '/api/projects', projectBody(companyId))).statusCode).toBe(401);
    expect((await inject(null, 'GET', `/api/projects/${created.project_code}`)).statusCode).toBe(401);
    for (const user of [inspector, client]) {
      expect((await inject(user, 'POST', '/api/projects', projectBody(companyId))).statusCode).toBe(403);
      expect((await inject(user, 'PATCH', `/api/projects/${created.project_code}`, { version: 1, project_name: 'X' })).statusCode).toBe(403);
      expect((await inject(user, 'PATCH', `/api/projects/${created.project_code}/review-status`, { review_status: 'Approved' })).statusCode).toBe(403);
    }
  });

  it('shows a project to staff and to its company, and answers 404 to another company and to a bad code', async () => {
    for (const user of [admin, inspector, client]) {
      const res = await inject(user, 'GET', `/api/projects/${created.project_code}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await inject(otherClient, 'GET', `/api/projects/${created.project_code}`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', '/api/projects/XX-99-9999')).statusCode).toBe(404);
    expect((await inject(admin, 'GET', '/api/projects/not-a-code')).statusCode).toBe(400);
  });

  it('lists only their company projects to a Client', async () => {
    const mine = projectsListResponseSchema.parse((await inject(client, 'GET', '/api/projects')).json());
    expect(mine.total).toBe(2);
    const theirs = projectsListResponseSchema.parse((await inject(otherClient, 'GET', '/api/projects')).json());
    expect(theirs).toMatchObject({ data: [], total: 0 });
  });

  it('edits at the read version, recomputes the fee, changes parties, and answers 409 with the current project to a stale version', async () => {
    const url = `/api/projects/${created.project_code}`;
    const res = await inject(admin, 'PATCH', url, { version: 1, project_name: 'Seawall Library Phase 2', base_contract: 20000, parties: { architect: null, owner: companyId } });
    expect(res.statusCode, res.body).toBe(200);
    const edited = projectDetailSchema.parse(res.json());
    expect(edited).toMatchObject({ project_name: 'Seawall Library Phase 2', version: 2, fee_cents: 150_000, parties: [{ role: 'owner', company_id: companyId }] });
    const [update] = await activity(created.project_code);
    expect(update?.action).toBe('project.update');
    expect(update?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'project_name', before: 'Seawall Library' })]));

    const stale = await inject(admin, 'PATCH', url, { version: 1, project_name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { project_name: 'Seawall Library Phase 2', version: 2 } });

    const invalid = await inject(admin, 'PATCH', url, { project_name: 'No version' });
    expect(invalid.statusCode).toBe(400);
  });

  it('sets the review status with an audit entry; an unknown status is a 400', async () => {
    const url = `/api/projects/${created.project_code}/review-status`;
    expect((await inject(admin, 'PATCH', url, { review_status: 'Done' })).statusCode).toBe(400);
    const res = await inject(admin, 'PATCH', url, { review_status: 'Approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ review_status: 'Approved' });
    const [review] = await activity(created.project_code);
    expect(review).toMatchObject({ action: 'project.review_status', changes: [{ field: 'review_status', before: 'Pending', after: 'Approved' }] });
    expect((await inject(admin, 'PATCH', '/api/projects/BC-99-9999/review-status', { review_status: 'Approved' })).statusCode).toBe(404);
  });
});
