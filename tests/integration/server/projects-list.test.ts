import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects } from '../../../src/server/repositories/projects';
import { projectsListResponseSchema, projectsQuerySchema } from '../../../src/shared/schemas/projects';
import { projectBody } from '../../support/project-bodies';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Projects list and CSV export (GET /api/projects, GET /api/projects/export.csv)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;

  const list = async (query: string, user: SignedInUser = admin) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/projects?${query}`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return projectsListResponseSchema.parse(res.json());
  };
  const codes = async (query: string, user?: SignedInUser) => (await list(query, user)).data.map((row) => row.project_name);

  beforeAll(async () => {
    server = await startTestServer();
    const harbour = await createCompany(server, 'Harbourview Strata Council');
    const prairie = await createCompany(server, 'Prairie Holdings');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    client = await signedInUser(server, 'Client', { companyId: prairie });
    const bodies = [
      projectBody(harbour, { project_name: 'Alpha Tower', region: 'BC', sector: 'private', lead_inspector_id: inspector.id }),
      projectBody(harbour, { project_name: 'Bravo School', region: 'BC', address: '12 Main St' }),
      projectBody(prairie, { project_name: 'Charlie Arena', region: 'AB', city: 'Calgary' }),
      projectBody(prairie, { project_name: '=HYPERLINK("http://evil")', region: 'AB', address: '+1 Formula Rd, "quoted"' }),
    ];
    for (const payload of bodies) {
      const res = await server.app.inject({ method: 'POST', url: '/api/projects', headers: admin.headers, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    await server.app.inject({ method: 'PATCH', url: `/api/projects/BC-${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}-0002/review-status`, headers: admin.headers, payload: { review_status: 'Approved' } });
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 400 to an unknown sort, filter value or page size', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/projects/export.csv' })).statusCode).toBe(401);
    for (const query of ['sort=password', 'status=lost', 'review_status=Maybe', 'region=XX', 'pageSize=1000', 'page=0', 'inspector=nope', 'id=nope']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/projects?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('pages with the total, newest first by default', async () => {
    const first = await list('pageSize=3&page=1');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.data).toHaveLength(3);
    const second = await list('pageSize=3&page=2');
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((row) => row.project_code)).size).toBe(4);
    expect(first.totalCapped).toBe(false);
  });

  it('stops counting at the cap, or at the end of the page asked for when that is further', async () => {
    const query = projectsQuerySchema.parse({ pageSize: '1' });
    const admin = { role: 'Admin', companyId: null } as const;
    expect(await listProjects(server.database.db, admin, query, 2)).toMatchObject({ total: 2, totalCapped: true });
    expect(await listProjects(server.database.db, admin, query, 4)).toMatchObject({ total: 4, totalCapped: false });
    // Page 3 of one row each lies past a cap of 2: counted to its end, with more to come.
    const third = await listProjects(server.database.db, admin, { ...query, page: 3 }, 2);
    expect(third).toMatchObject({ total: 3, totalCapped: true });
    expect(third.rows).toHaveLength(1);
    const last = await listProjects(server.database.db, admin, { ...query, page: 4 }, 2);
    expect(last).toMatchObject({ total: 4, totalCapped: false });
    // The route counts with the real cap (PROJECTS_COUNT_CAP): four projects are an exact total.
    expect(await list('search=tower')).toMatchObject({ total: 1, totalCapped: false });
  });

  it('sorts by a whitelisted column in both directions', async () => {
    expect(await codes('sort=name&order=asc')).toEqual(['=HYPERLINK("http://evil")', 'Alpha Tower', 'Bravo School', 'Charlie Arena']);
    expect(await codes('sort=company&order=desc&pageSize=2')).toHaveLength(2);
    const byCompany = await list('sort=company&order=asc');
    expect(byCompany.data.map((row) => row.company_name)).toEqual(['Harbourview Strata Council', 'Harbourview Strata Council', 'Prairie Holdings', 'Prairie Holdings']);
  });

  it('searches code, name, address, city and company, case-insensitively, every word', async () => {
    expect(await codes('search=alpha')).toEqual(['Alpha Tower']);
    expect(await codes('search=MAIN%20st')).toEqual(['Bravo School']);
    expect(await codes('search=calgary')).toEqual(['Charlie Arena']);
    expect((await codes('search=prairie&sort=name&order=asc'))).toEqual(['=HYPERLINK("http://evil")', 'Charlie Arena']);
    expect(await codes('search=-0001')).toHaveLength(2);
    expect(await codes('search=100%25')).toEqual([]);
  });

  it('filters by status, review status, region, sector and inspector', async () => {
    expect(await codes('region=AB&sort=name&order=asc')).toEqual(['=HYPERLINK("http://evil")', 'Charlie Arena']);
    expect(await codes('review_status=Approved')).toEqual(['Bravo School']);
    expect(await codes('sector=private')).toEqual(['Alpha Tower']);
    expect(await codes(`inspector=${inspector.id}`)).toEqual(['Alpha Tower']);
    expect(await codes('status=closed')).toEqual([]);
  });

  it('finds one project by id (a picker showing the project chosen), within what the viewer may see', async () => {
    const [alpha] = (await list('search=alpha')).data;
    expect(await codes(`id=${alpha!.project_id}`)).toEqual(['Alpha Tower']);
    expect(await codes(`id=${alpha!.project_id}`, client)).toEqual([]);
  });

  it('shows a Client their company projects only, whatever the filters', async () => {
    expect(await codes('sort=name&order=asc', client)).toEqual(['=HYPERLINK("http://evil")', 'Charlie Arena']);
    expect(await codes('region=BC', client)).toEqual([]);
    const csv = await server.app.inject({ method: 'GET', url: '/api/projects/export.csv', headers: client.headers });
    expect(csv.body).not.toContain('Alpha Tower');
  });

  it('exports the filtered list as CSV with quoting and formula injection neutralised', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/projects/export.csv?region=AB&sort=name&order=asc', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Project code,Project name,Company,Address,City,Region,Sector,Status,Review status,Lead inspector,Base contract,Start date,Created');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"")",Prairie Holdings,"'+1 Formula Rd, ""quoted""",Vancouver,AB,public,Active,Pending,,80000.00,2026-06-01,`);
    expect(lines[2]).toContain(',Charlie Arena,Prairie Holdings,1 Seawall Walk,Calgary,AB,');
  });
});
