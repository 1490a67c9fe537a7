import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, projectParties, projects, uploads } from '../../../src/server/db/schema';
import { convertRequestResponseSchema, projectDetailSchema } from '../../../src/shared/schemas/projects';
import { requestSummarySchema, type ConvertRequestInput, type RequestParties } from '../../../src/shared/schemas/requests';
import { rfiBody } from '../../support/request-bodies';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const convertBody = (leadInspectorId: string): ConvertRequestInput => ({
  projectName: 'Harbour Tower exterior',
  region: 'BC',
  leadInspectorId,
  stageDates: { deposit: '2026-06-01', progress: '2026-07-15', final: '2026-10-01' },
});

describe('Converting a request keeps its parties, files and inspector (POST /api/requests/:id/convert)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    const companyId = await createCompany(server, 'Harbourview Strata Council');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector', { firstName: 'Jordan', lastName: 'Lee' });
    client = await signedInUser(server, 'Client', { companyId });
  });
  afterAll(async () => {
    await drainOutbox(server.app);
    await server.close();
  });

  async function upload(bytes: Buffer, filename: string, contentType: string) {
    const id = randomUUID();
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${id}?kind=request_attachment&filename=${encodeURIComponent(filename)}`,
      headers: { ...client.headers, 'content-type': contentType },
      payload: bytes,
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }

  async function request(parties: RequestParties, attachmentIds: string[] = []) {
    const res = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfiBody({ parties, attachment_ids: attachmentIds }) });
    expect(res.statusCode, res.body).toBe(201);
    return requestSummarySchema.parse(res.json());
  }

  async function convert(requestId: string, leadInspectorId = inspector.id) {
    const res = await server.app.inject({ method: 'POST', url: `/api/requests/${requestId}/convert`, headers: admin.headers, payload: convertBody(leadInspectorId) });
    expect(res.statusCode, res.body).toBe(200);
    return convertRequestResponseSchema.parse(res.json());
  }

  const partiesOf = (projectId: string) =>
    server.database.db
      .select({ role: projectParties.role, companyId: projectParties.companyId, name: companies.name, type: companies.type, email: companies.email })
      .from(projectParties)
      .innerJoin(companies, eq(companies.id, projectParties.companyId))
      .where(eq(projectParties.projectId, projectId));

  it('links a party to the company of the same name, whatever its case and spaces', async () => {
    const [existing] = await server.database.db.insert(companies).values({ name: 'Form & Field Architects', type: 'architect' }).returning();
    const before = (await server.database.db.select().from(companies)).length;
    const { id } = await request({ architect: { name: '  form & field ARCHITECTS ', email: 'someone@else.example' } });
    const { project } = await convert(id);
    expect(await partiesOf(project.project_id)).toEqual([expect.objectContaining({ role: 'architect', companyId: existing!.id })]);
    expect(await server.database.db.select().from(companies)).toHaveLength(before);

    // The project page lists it as a party.
    const page = await server.app.inject({ method: 'GET', url: `/api/projects/${project.project_code}`, headers: admin.headers });
    expect(page.statusCode).toBe(200);
    expect(projectDetailSchema.parse(page.json()).parties).toEqual([
      expect.objectContaining({ role: 'architect', company_id: existing!.id, company_name: 'Form & Field Architects' }),
    ]);
  });

  it("links a party by e-mail: the company's, or one of its contacts'", async () => {
    const [byEmail] = await server.database.db.insert(companies).values({ name: 'Summit Builders Ltd.', type: 'general_contractor', email: 'Office@Summit.example' }).returning();
    const [painter] = await server.database.db.insert(companies).values({ name: 'Coastline Painting Ltd.', type: 'painting_contractor' }).returning();
    const contact = await signedInUser(server, 'Client', { companyId: painter!.id });
    const { id } = await request({
      general_contractor: { name: 'Summit Builders', email: ' office@summit.example' },
      painting_contractor: { name: 'Coastline Painters', email: contact.email.toUpperCase() },
    });
    const { project } = await convert(id);
    const parties = await partiesOf(project.project_id);
    expect(parties).toHaveLength(2);
    expect(parties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'general_contractor', companyId: byEmail!.id }),
        expect.objectContaining({ role: 'painting_contractor', companyId: painter!.id }),
      ]),
    );
  });

  it('creates a company for a party nothing matches, once even when named twice, and audits it', async () => {
    const { id } = await request({
      owner: { name: 'Westbank Holdings', contact: 'Ana Ruiz', email: 'ana@westbank.example' },
      general_contractor: { name: 'westbank holdings ' },
    });
    const { project } = await convert(id);
    const parties = await partiesOf(project.project_id);
    const owner = parties.find((party) => party.role === 'owner');
    expect(owner).toMatchObject({ name: 'Westbank Holdings', type: 'owner', email: 'ana@westbank.example' });
    // The second mention finds the company the first one created, in the same transaction.
    expect(parties.find((party) => party.role === 'general_contractor')?.companyId).toBe(owner!.companyId);
    expect(await server.database.db.select().from(companies).where(eq(companies.name, 'Westbank Holdings'))).toHaveLength(1);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, owner!.companyId));
    expect(audits.map((audit) => audit.action)).toEqual(['company.create']);
  });

  it("makes the request's attachments the project's files, without copying them", async () => {
    const pdf = await upload(SAMPLE_PDF, 'drawings.pdf', 'application/pdf');
    const png = await upload(SAMPLE_PNG, 'wall.png', 'image/png');
    const filesBefore = (await server.database.db.select().from(uploads)).length;
    const { id } = await request({}, [pdf, png]);
    const { project } = await convert(id);
    const rows = await server.database.db.select().from(uploads).where(eq(uploads.projectId, project.project_id));
    expect(rows.map((row) => row.id).sort()).toEqual([pdf, png].sort());
    // Still the request's too, and no new rows.
    expect(rows.every((row) => row.requestId === id)).toBe(true);
    expect(await server.database.db.select().from(uploads)).toHaveLength(filesBefore);
  });

  it('makes the inspector the dialog sends the lead, and a failing conversion keeps nothing', async () => {
    const other = await signedInUser(server, 'Inspector', { firstName: 'Sam', lastName: 'Roy' });
    const { id } = await request({ architect: { name: 'Never Created Architects' } });
    const assigned = await server.app.inject({ method: 'POST', url: `/api/requests/${id}/assign`, headers: admin.headers, payload: { inspectorId: other.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // An unknown inspector: 400, and no company, party or project was left behind.
    const refused = await server.app.inject({ method: 'POST', url: `/api/requests/${id}/convert`, headers: admin.headers, payload: convertBody(randomUUID()) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code: expect.any(String) });
    expect(await server.database.db.select().from(companies).where(eq(companies.name, 'Never Created Architects'))).toHaveLength(0);

    const { project } = await convert(id, other.id);
    const [row] = await server.database.db.select().from(projects).where(eq(projects.id, project.project_id));
    expect(row!.leadInspectorId).toBe(other.id);
  });
});
