import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesListResponseSchema, companyDetailSchema, COMPANY_MESSAGES, type CompanyInput } from '../../../src/shared/schemas/companies';
import { projectBody } from '../../support/project-bodies';
import { startTestServer, type TestServer } from '../../support/server';
import { signedInUser, type SignedInUser } from '../../support/signed-in-users';

const companyBody = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({
  name: 'Coastline Painting Ltd.',
  type: 'painting_contractor',
  city: 'Victoria',
  region: 'BC',
  email: 'office@coastline.example',
  member_no: 'M-1001',
  membership_status: 'active',
  membership_valid_from: '2026-01-01',
  membership_valid_to: '2026-12-31',
  ...overrides,
});

describe('Companies (/api/companies)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    client = await signedInUser(server, 'Client');
  });
  afterAll(() => server.close());

  it('answers 401 without a token, 403 to a Client (reads) and to an Inspector (writes), 400 to invalid input', async () => {
    expect((await inject(null, 'GET', '/api/companies')).statusCode).toBe(401);
    expect((await inject(client, 'GET', '/api/companies')).statusCode).toBe(403);
    expect((await inject(inspector, 'GET', '/api/companies')).statusCode).toBe(200);
    expect((await inject(inspector, 'POST', '/api/companies', companyBody())).statusCode).toBe(403);
    const invalid = await inject(admin, 'POST', '/api/companies', companyBody({ name: ' ', email: 'nope', membership_valid_to: '2025-01-01' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining([COMPANY_MESSAGES.nameRequired, COMPANY_MESSAGES.emailInvalid, COMPANY_MESSAGES.validToBeforeFrom]),
    );
    expect((await inject(admin, 'GET', '/api/companies/not-a-uuid')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', `/api/companies/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('creates, edits, searches, archives, restores and deletes a company; a duplicate member number is a 409', async () => {
    const created = await inject(admin, 'POST', '/api/companies', companyBody());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ name: 'Coastline Painting Ltd.', member_no: 'M-1001', membership_status: 'active', project_count: 0, archived_at: null });
    expect((await inject(admin, 'POST', '/api/companies', companyBody({ name: 'Copy' }))).statusCode).toBe(409);

    const edited = await inject(admin, 'PATCH', `/api/companies/${id}`, companyBody({ name: 'Coastline Painting', membership_status: 'lapsed' }));
    expect(edited.json()).toMatchObject({ name: 'Coastline Painting', membership_status: 'lapsed' });

    const found = companiesListResponseSchema.parse((await inject(admin, 'GET', '/api/companies?search=coastline')).json());
    expect(found.data.map((company) => company.id)).toEqual([id]);

    const archived = await inject(admin, 'POST', `/api/companies/${id}/archive`);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect(companiesListResponseSchema.parse((await inject(admin, 'GET', '/api/companies?search=coastline')).json()).data).toEqual([]);
    expect(companiesListResponseSchema.parse((await inject(admin, 'GET', '/api/companies?archived=true')).json()).data.map((c) => c.id)).toEqual([id]);
    expect((await inject(admin, 'POST', `/api/companies/${id}/restore`)).json().archived_at).toBeNull();

    expect((await inject(inspector, 'DELETE', `/api/companies/${id}`)).statusCode).toBe(403);
    expect((await inject(admin, 'DELETE', `/api/companies/${id}`)).statusCode).toBe(204);
    expect((await inject(admin, 'GET', `/api/companies/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a company that projects refer to (409) and shows its projects and contacts', async () => {
    const company = (await inject(admin, 'POST', '/api/companies', companyBody({ name: 'Granville Towers Strata', type: 'strata', member_no: undefined }))).json();
    const painter = (await inject(admin, 'POST', '/api/companies', companyBody({ member_no: 'M-2002' }))).json();
    const contact = await signedInUser(server, 'Client', { companyId: company.id, firstName: 'Pat', lastName: 'Lee' });
    const project = await inject(admin, 'POST', '/api/projects', projectBody(company.id, { parties: { painting_contractor: painter.id } }));
    expect(project.statusCode, project.body).toBe(201);

    const refused = await inject(admin, 'DELETE', `/api/companies/${painter.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'company_in_use', message: COMPANY_MESSAGES.inUse('1 project as a party') });

    const detail = companyDetailSchema.parse((await inject(inspector, 'GET', `/api/companies/${company.id}`)).json());
    expect(detail.project_count).toBe(1);
    expect(detail.projects).toEqual([expect.objectContaining({ project_code: project.json().project_code, relation: 'client' })]);
    expect(detail.contacts).toEqual([expect.objectContaining({ id: contact.id, name: 'Pat Lee', role: 'Client' })]);
    const painterDetail = companyDetailSchema.parse((await inject(admin, 'GET', `/api/companies/${painter.id}`)).json());
    expect(painterDetail.projects).toEqual([expect.objectContaining({ relation: 'painting_contractor' })]);

    // A renamed client company is found by the projects search under its new name.
    await inject(admin, 'PATCH', `/api/companies/${company.id}`, { name: 'Renamed Strata Corp', type: 'strata' });
    const search = await inject(admin, 'GET', '/api/projects?search=renamed');
    expect(search.json().total).toBe(1);

    // An archived company can no longer be chosen for a project.
    await inject(admin, 'POST', `/api/companies/${painter.id}/archive`);
    const withArchived = await inject(admin, 'POST', '/api/projects', projectBody(company.id, { parties: { painting_contractor: painter.id } }));
    expect(withArchived.statusCode).toBe(400);
  });

  it('sorts by any column of the companies table and pages 25 at a time unless told; a bad sort, order or page size is a 400', async () => {
    const names = ['Sorting Alder Co', 'Sorting Birch Co', 'Sorting Cedar Co'];
    const cities = ['Nanaimo', undefined, 'Abbotsford'];
    const made = [];
    for (const [index, name] of names.entries()) {
      made.push((await inject(admin, 'POST', '/api/companies', companyBody({ name, city: cities[index], member_no: `S-${index}`, membership_valid_to: `2027-0${index + 1}-01` }))).json());
    }
    const order = async (query: string) =>
      companiesListResponseSchema.parse((await inject(admin, 'GET', `/api/companies?search=sorting&${query}`)).json()).data.map((company) => company.name);
    expect(await order('')).toEqual(names);
    expect(await order('order=desc')).toEqual([...names].reverse());
    // Empty values last, either way.
    expect(await order('sort=city')).toEqual(['Sorting Cedar Co', 'Sorting Alder Co', 'Sorting Birch Co']);
    expect(await order('sort=city&order=desc')).toEqual(['Sorting Alder Co', 'Sorting Cedar Co', 'Sorting Birch Co']);
    expect(await order('sort=valid_to&order=desc')).toEqual([...names].reverse());
    // A project makes Birch the company with the most projects.
    expect((await inject(admin, 'POST', '/api/projects', projectBody(made[1].id))).statusCode).toBe(201);
    expect((await order('sort=projects&order=desc'))[0]).toBe('Sorting Birch Co');

    const page = companiesListResponseSchema.parse((await inject(admin, 'GET', '/api/companies?search=sorting&pageSize=2&page=2')).json());
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.data.map((company) => company.name)).toEqual(['Sorting Cedar Co']);
    expect(companiesListResponseSchema.parse((await inject(admin, 'GET', '/api/companies')).json()).pageSize).toBe(25);

    // Region: Birch is the one in Alberta.
    await inject(admin, 'PATCH', `/api/companies/${made[1].id}`, { name: 'Sorting Birch Co', type: 'painting_contractor', region: 'AB' });
    expect(await order('region=AB')).toEqual(['Sorting Birch Co']);

    for (const bad of ['region=XX', 'sort=colour', 'order=sideways', 'pageSize=1001', 'page=0']) {
      const refused = await inject(admin, 'GET', `/api/companies?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('answers the companies of `ids` (archived ones too unless `archived` says); bad ids are a 400, a Client a 403', async () => {
    const make = async (name: string, member: string) => (await inject(admin, 'POST', '/api/companies', companyBody({ name, member_no: member }))).json() as { id: string };
    const first = await make('Picked Ids Alpha', 'ID-1');
    const second = await make('Picked Ids Beta', 'ID-2');
    await make('Picked Ids Gamma', 'ID-3');
    expect((await inject(admin, 'POST', `/api/companies/${second.id}/archive`)).statusCode).toBe(200);
    const named = async (query: string) =>
      companiesListResponseSchema.parse((await inject(inspector, 'GET', `/api/companies?${query}`)).json()).data.map((company) => company.name);
    expect(await named(`ids=${first.id},${second.id}`)).toEqual(['Picked Ids Alpha', 'Picked Ids Beta']);
    expect(await named(`ids=${second.id}&archived=false`)).toEqual([]);
    expect(await named(`ids=${first.id},${second.id}&archived=true`)).toEqual(['Picked Ids Beta']);
    expect(await named(`ids=${crypto.randomUUID()}`)).toEqual([]);
    // The archived one stays out of a search without ids.
    expect(await named('search=picked ids')).toEqual(['Picked Ids Alpha', 'Picked Ids Gamma']);

    expect((await inject(null, 'GET', `/api/companies?ids=${first.id}`)).statusCode).toBe(401);
    expect((await inject(client, 'GET', `/api/companies?ids=${first.id}`)).statusCode).toBe(403);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    for (const bad of ['ids=', 'ids=not-a-uuid', `ids=${first.id},`, `ids=${tooMany}`]) {
      const refused = await inject(admin, 'GET', `/api/companies?${bad}`);
      expect(refused.statusCode, bad.slice(0, 40)).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
