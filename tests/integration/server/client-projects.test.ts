import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, products } from '../../../src/server/db/schema';
import { seedProducts } from '../../../src/server/db/seed-products';
import type { ClientProjectDetail, ClientProjectListItem } from '../../../src/shared/schemas/client-projects';
import { insertStage } from '../../support/invoice-fixtures';
import { insertDeficiency, insertInspection, projectWithInspection } from '../../support/report-fixtures';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

/** The client's projects (docs/features.md, My projects): company scoping and what the page holds. */
describe('GET /api/my-projects', () => {
  let server: TestServer;
  let users: { admin: SignedInUser; inspector: SignedInUser; client: SignedInUser; colleague: SignedInUser; other: SignedInUser };
  let project: Awaited<ReturnType<typeof projectWithInspection>>;
  let otherProject: Awaited<ReturnType<typeof projectWithInspection>>;
  let ids: { ownDeficiency: string; assignedDeficiency: string; otherCompanyDeficiency: string; closedDeficiency: string; publishedReport: string; draftReport: string; invoice: string; foreignInvoice: string };

  let submittalId = '';
  const get = (user: SignedInUser | null, url: string) => server.app.inject({ method: 'GET', url, headers: user?.headers });
  const post = (user: SignedInUser, url: string, payload: object = {}) => server.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const idOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return (res.json() as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const [companyA, companyB, painter] = await Promise.all([createCompany(server, 'Harbour Towers Ltd'), createCompany(server, 'Other Owner Inc'), createCompany(server, 'Brush Painters')]);
    const [admin, inspector, client, colleague, other] = await Promise.all([
      signedInUser(server, 'Admin'),
      signedInUser(server, 'Inspector', { firstName: 'Ines', lastName: 'Pector' }),
      signedInUser(server, 'Client', { companyId: companyA }),
      signedInUser(server, 'Client', { companyId: companyA }),
      signedInUser(server, 'Client', { companyId: companyB }),
    ]);
    users = { admin, inspector, client, colleague, other };
    project = await projectWithInspection(server, companyA, client.id);
    otherProject = await projectWithInspection(server, companyB, other.id);
    await insertInspection(server, project.id, { stage: 'final', status: 'scheduled', inspectorId: inspector.id });
    ids = {
      // Unassigned: the project's company answers for it.
      ownDeficiency: project.deficiencyId,
      assignedDeficiency: await insertDeficiency(server, project.id, { status: 'ready_for_reinspection', responsibleCompanyId: companyA }),
      otherCompanyDeficiency: await insertDeficiency(server, project.id, { responsibleCompanyId: painter }),
      closedDeficiency: await insertDeficiency(server, project.id, { status: 'closed', responsibleCompanyId: companyA }),
      publishedReport: idOf(await post(admin, '/api/reports', { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId })),
      draftReport: '',
      invoice: '',
      foreignInvoice: '',
    };
    expect((await post(admin, `/api/reports/${ids.publishedReport}/publish`)).statusCode).toBe(200);
    ids.draftReport = idOf(await post(admin, '/api/reports', { project_id: project.id, type: 'deficiency_list' }));
    const stage = await insertStage(server, project.id, { inDays: -3 });
    const invoiced = await post(admin, `/api/billing-stages/${stage}/invoice`);
    expect(invoiced.statusCode, invoiced.body).toBeLessThan(300);
    ids.invoice = (invoiced.json() as { id: string }).id;
    const [foreign] = await server.database.db
      .insert(invoices)
      .values({ invoiceNumber: 'INV-X-1', projectId: project.id, billToCompanyId: painter, billToName: 'Brush Painters', subtotalCents: 100, taxRateBasisPoints: 0, taxCents: 0, totalCents: 100, status: 'issued', issuedAt: new Date() })
      .returning({ id: invoices.id });
    ids.foreignInvoice = foreign!.id;
    await seedProducts(server.database.db);
    const [product] = await server.database.db.select({ id: products.id }).from(products).where(eq(products.listingStatus, 'listed')).limit(1);
    const line = { surface: 'Lobby walls', mpi_system: 'INT 3.1A', product_id: product!.id };
    submittalId = idOf(await post(client, '/api/submittals', { project_id: project.id, kind: 'product', lines: [line] }));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to anonymous callers and 403 to staff, on the list and the page', async () => {
    for (const url of ['/api/my-projects', `/api/my-projects/${project.projectCode}`]) {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const staff of [users.admin, users.inspector]) {
        const res = await get(staff, url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it("lists the company's projects to every user of the company, with the next inspection", async () => {
    for (const user of [users.client, users.colleague]) {
      const res = await get(user, '/api/my-projects');
      expect(res.statusCode).toBe(200);
      const data = (res.json() as { data: ClientProjectListItem[] }).data;
      expect(data.map((row) => row.project_code)).toEqual([project.projectCode]);
      expect(data[0]!.next_inspection).toMatchObject({ stage: 'final', inspector_name: 'Ines Pector' });
    }
    const others = (await get(users.other, '/api/my-projects')).json() as { data: ClientProjectListItem[] };
    expect(others.data.map((row) => row.project_code)).toEqual([otherProject.projectCode]);
  });

  it("answers 404, not 403, for another company's project or an unknown code", async () => {
    for (const url of [`/api/my-projects/${project.projectCode}`, '/api/my-projects/ZZ-26-0000']) {
      const res = await get(users.other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
      expect(res.body).not.toContain(project.id);
    }
    expect((await get(users.client, `/api/my-projects/${otherProject.projectCode}`)).statusCode).toBe(404);
  });

  it("shows published reports only, the company's open deficiencies and invoices, submittals and the guarantee checklist", async () => {
    const res = await get(users.colleague, `/api/my-projects/${project.projectCode}`);
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: ClientProjectDetail }).data;
    expect(page).toMatchObject({ project_code: project.projectCode, status: 'active', next_inspection: { stage: 'final' } });
    expect(page.reports.map((report) => report.id)).toEqual([ids.publishedReport]);
    expect(page.reports.every((report) => report.status === 'published')).toBe(true);
    // Theirs or unassigned, still to fix; not the painter's, not a closed one (docs/business-rules.md, My projects).
    expect(page.deficiencies.map((row) => row.id)).toEqual([ids.ownDeficiency, ids.assignedDeficiency]);
    expect(page.deficiencies[0]).toMatchObject({ due_date: '2026-06-20', description: expect.stringContaining('Runs and sags') });
    expect(page.invoices.map((row) => row.id)).toEqual([ids.invoice]);
    expect(page.submittals.map((row) => row.id)).toEqual([submittalId]);
    expect(page.submittals[0]!.lines[0]).toMatchObject({ surface: 'Lobby walls', decision: null });
    const deficienciesCheck = page.guarantee.checks.find((check) => check.check === 'deficiencies_resolved');
    expect(page.guarantee.eligible).toBe(false);
    expect(deficienciesCheck).toMatchObject({ ok: false });
    expect(page.guarantee.checks.find((check) => check.check === 'final_inspection_published')).toMatchObject({ ok: false });
    // No raw photo list: photos only inside the reports.
    expect(res.body).not.toMatch(/"photos"|upload/);
  });

  it('lets the company download the PDFs the page links to', async () => {
    expect((await get(users.colleague, `/api/reports/${ids.publishedReport}/pdf`)).statusCode).toBe(200);
    expect((await get(users.colleague, `/api/invoices/${ids.invoice}/pdf`)).statusCode).toBe(200);
    expect((await get(users.colleague, `/api/reports/${ids.draftReport}/pdf`)).statusCode).toBe(404);
    expect((await get(users.other, `/api/invoices/${ids.invoice}/pdf`)).statusCode).toBe(404);
  });

  it('rejects a malformed code with a 400 in the one error shape', async () => {
    const res = await get(users.client, `/api/my-projects/${'X'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code: expect.any(String) });
    expect((await get(users.client, '/api/my-projects?x=1')).statusCode).toBe(400);
  });
});
