import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, projects } from '../../../src/server/db/schema';
import { pendingProjectsResponseSchema } from '../../../src/shared/schemas/projects';
import type { CreateRequestInput } from '../../../src/shared/schemas/requests';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const url = '/api/projects/status/Pending';

describe('Pending projects (GET /api/projects/status/Pending)', () => {
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

  it('answers 401 without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 403 to a Client and an Inspector', async () => {
    for (const user of [client, inspector]) {
      const res = await server.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('lists the converted project, and only projects pending review', async () => {
    const empty = await server.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    const body: CreateRequestInput = {
      type: 'inspection',
      project_name: 'Seawall Library',
      site_address: '1 Seawall Walk',
      city: 'Vancouver',
      region: 'BC',
      sector: 'public',
      building_type: 'institutional',
      work_type: 'new',
      contract_amount: 80000,
      desired_start_date: '2026-06-01',
      description: 'New library building, interior and exterior coatings to MPI standards.',
      details: { coats_planned: 3 },
    };
    const created = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: body });
    expect(created.statusCode).toBe(201);
    const converted = await server.app.inject({
      method: 'POST',
      url: `/api/requests/${created.json().id}/convert`,
      headers: admin.headers,
      payload: {
        projectName: 'Seawall Library',
        region: 'BC',
        leadInspectorId: inspector.id,
        stageDates: { deposit: '2026-06-01', progress: '2026-08-01', final: '2026-11-01' },
      },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const [company] = await server.database.db.select({ id: companies.id }).from(companies);
    await server.database.db.insert(projects).values({
      projectCode: 'AB-25-0007',
      projectName: 'Already approved',
      companyId: company!.id,
      address: '9 Jasper Ave',
      region: 'AB',
      sector: 'private',
      buildingType: 'office',
      workType: 'repaint',
      baseContractCents: 5_000_000,
      feeCents: 250_000,
      reviewStatus: 'Approved',
    });

    const res = await server.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { data } = pendingProjectsResponseSchema.parse(res.json());
    expect(data).toEqual([
      {
        project_id: converted.json().project.project_id,
        project_code: converted.json().project.project_code,
        project_name: 'Seawall Library',
        company_name: 'Harbourview Strata Council',
        review_status: 'Pending',
        created_at: expect.any(String),
      },
    ]);
  });
});
