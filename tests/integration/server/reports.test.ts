import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inspections, projects } from '../../../src/server/db/schema';
import { reportPdfPath, type Report } from '../../../src/shared/schemas/reports';
import { readMailbox } from '../../support/e2e-mail';
import { pdfImages } from '../../support/pdf-objects';
import { parsePdf } from '../../support/pdf-text';
import { insertDeficiency, projectWithInspection } from '../../support/report-fixtures';
import { samplePng } from '../../support/sample-images';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Reports (/api/reports)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;
  let otherClient: SignedInUser;
  let project: Awaited<ReturnType<typeof projectWithInspection>>;
  let otherProject: Awaited<ReturnType<typeof projectWithInspection>>;

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: user?.headers, payload });
  const generate = (user: SignedInUser | null, payload: object) => inject(user, 'POST', '/api/reports', payload);

  // The provider's logo: a PNG of a size no photo of the fixtures has.
  const logoFile = join(tmpdir(), `paintqa-logo-${crypto.randomUUID()}.png`);
  const LOGO = { width: 300, height: 100 };

  beforeAll(async () => {
    writeFileSync(logoFile, samplePng(LOGO.width, LOGO.height, 4));
    server = await startTestServer({ env: { PROVIDER_LOGO_FILE: logoFile } });
    const companyId = await createCompany(server, 'Harbourview Strata');
    const otherCompanyId = await createCompany(server, 'Elsewhere Holdings');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector', { firstName: 'Iris', lastName: 'Inspector' });
    client = await signedInUser(server, 'Client', { companyId });
    otherClient = await signedInUser(server, 'Client', { companyId: otherCompanyId });
    project = await projectWithInspection(server, companyId, inspector.id);
    otherProject = await projectWithInspection(server, otherCompanyId, inspector.id);
    // The visit's inspector signs the inspection report, the project's lead the final report.
    const lead = await signedInUser(server, 'Inspector', { firstName: 'Lena', lastName: 'Lead' });
    await server.database.db.update(inspections).set({ inspectorId: inspector.id }).where(eq(inspections.id, project.inspectionId));
    await server.database.db.update(projects).set({ leadInspectorId: lead.id }).where(eq(projects.id, project.id));
    await insertDeficiency(server, project.id, { inspectionId: project.inspectionId, status: 'ready_for_reinspection' });
  });
  afterAll(() => server.close());

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/reports'],
      ['GET', '/api/reports'],
      ['POST', `/api/reports/${project.id}/publish`],
      ['GET', reportPdfPath(project.id)],
    ] as const) {
      const res = await inject(null, method, url, method === 'POST' ? { project_id: project.id, type: 'final' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 when a Client generates and when an Inspector publishes', async () => {
    expect((await generate(client, { project_id: project.id, type: 'deficiency_list' })).statusCode).toBe(403);
    expect((await inject(inspector, 'POST', `/api/reports/${project.id}/publish`)).statusCode).toBe(403);
  });

  it('answers 400 for a bad body: unknown type, missing inspection or deficiency, certificate by hand', async () => {
    for (const payload of [
      { project_id: 'nope', type: 'final' },
      { project_id: project.id, type: 'invoice' },
      { project_id: project.id, type: 'inspection' },
      { project_id: project.id, type: 'warning_letter' },
      { project_id: project.id, type: 'guarantee_certificate' },
    ]) {
      const res = await generate(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await generate(admin, { project_id: project.id, type: 'inspection' });
    expect(res.json().issues[0]).toMatchObject({ path: ['body', 'inspection_id'], message: 'Choose the inspection the report is about' });
  });

  it('answers 404 for an unknown project or another project’s inspection', async () => {
    expect((await generate(admin, { project_id: crypto.randomUUID(), type: 'final' })).statusCode).toBe(404);
    expect((await generate(admin, { project_id: project.id, type: 'inspection', inspection_id: otherProject.inspectionId })).statusCode).toBe(404);
  });

  let draft: Report;

  it('generates an inspection report as a draft PDF with its photo and deficiency, versioned', async () => {
    const res = await generate(inspector, { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId });
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json();
    expect(draft).toMatchObject({ type: 'inspection', version: 1, status: 'draft', inspection_id: project.inspectionId, title: 'Inspection report v1', published_at: null });
    const again = await generate(admin, { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId });
    expect(again.json()).toMatchObject({ version: 2 });
    const pdf = await inject(inspector, 'GET', reportPdfPath(draft.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${project.projectCode} Inspection report v1.pdf"`);
    expect(pdf.headers['cache-control']).toMatch(/^private/);
    const { text } = await parsePdf(pdf.rawPayload);
    expect(text).toContain('Inspection report: Primer');
    expect(text).toContain('Primer applied evenly');
    expect(text).toContain('Runs and sags on the handrail');
    expect(text).toContain('north-wall.png');
    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(audit).toMatchObject({ action: 'report.generate', actorId: inspector.id });
  });

  it('generates the deficiency list, the final report and a warning letter', async () => {
    for (const payload of [
      { project_id: project.id, type: 'deficiency_list' },
      { project_id: project.id, type: 'final' },
      { project_id: project.id, type: 'warning_letter', deficiency_id: project.deficiencyId },
    ]) {
      const res = await generate(admin, payload);
      expect(res.statusCode, res.body).toBe(201);
      const bytes = (await inject(admin, 'GET', reportPdfPath(res.json().id))).rawPayload;
      const { pages, text } = await parsePdf(bytes);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain(project.projectCode);
      expect(text).toContain('Page 1 of');
      expect(await pdfImages(bytes), payload.type).toEqual([LOGO]);
      if (payload.type === 'final') expect(text).toMatch(/Lead inspector: Lena Lead\s+Date: /);
    }
    expect((await generate(admin, { project_id: project.id, type: 'warning_letter', deficiency_id: otherProject.deficiencyId })).statusCode).toBe(404);
  });

  it('hides drafts from the client: not listed, and the PDF answers 404', async () => {
    const list = await inject(client, 'GET', `/api/reports?project=${project.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [], total: 0 });
    expect((await inject(client, 'GET', reportPdfPath(draft.id))).statusCode).toBe(404);
  });

  it('publishes (Admin): audited, e-mailed to the client company, then readable by that client only', async () => {
    const res = await inject(admin, 'POST', `/api/reports/${draft.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', visible_to_client: true });
    expect(res.json().published_at).toEqual(expect.any(String));
    expect((await inject(admin, 'POST', `/api/reports/${draft.id}/publish`)).statusCode).toBe(409);
    expect((await inject(admin, 'POST', `/api/reports/${crypto.randomUUID()}/publish`)).statusCode).toBe(404);

    await drainOutbox(server.app);
    const mails = (await readMailbox(server.mailDir)).filter((mail) => mail.type === 'report.published');
    expect(mails.map((mail) => mail.to)).toEqual([[client.email.toLowerCase()]]);
    expect(mails[0]!.text).toContain('Inspection report v1');

    const list = await inject(client, 'GET', '/api/reports');
    expect(list.json().data.map((report: Report) => report.id)).toEqual([draft.id]);
    const pdf = await inject(client, 'GET', reportPdfPath(draft.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The published report: the provider's logo, the inspector's signature line, no word split in its table.
    const { text } = await parsePdf(pdf.rawPayload);
    expect(text).toMatch(/Inspector: Iris Inspector\s+Date: /);
    expect(await pdfImages(pdf.rawPayload)).toContainEqual(LOGO);
    expect(text.split(/\s+/).filter((word) => word === 'reinspection')).toHaveLength(1);
    expect(text).not.toMatch(/(^|\s)einspection/);

    expect((await inject(otherClient, 'GET', reportPdfPath(draft.id))).statusCode).toBe(404);
    const companyless = await signedInUser(server, 'Client');
    expect((await inject(companyless, 'GET', '/api/reports')).json()).toMatchObject({ data: [], total: 0 });
    expect((await inject(companyless, 'GET', reportPdfPath(draft.id))).statusCode).toBe(404);
    expect((await inject(otherClient, 'GET', `/api/reports?project=${project.id}`)).json()).toMatchObject({ total: 0 });
  });

  it('lists for staff with filters and validates the query', async () => {
    const all = await inject(admin, 'GET', `/api/reports?project=${project.id}`);
    expect(all.json().total).toBe(5);
    const drafts = await inject(inspector, 'GET', `/api/reports?project=${project.id}&status=draft&type=inspection`);
    expect(drafts.json().data).toHaveLength(1);
    expect((await inject(admin, 'GET', '/api/reports?type=invoice')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', '/api/reports?project=42')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', '/api/reports?sort=file_path')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', '/api/reports?order=up')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', reportPdfPath('not-a-uuid'))).statusCode).toBe(400);
  });

  it('sorts the list by a column, newest first within it, and pages without overlap', async () => {
    type Row = { id: string; status: string; created_at: string; published_at: string | null };
    const list = async (query: string): Promise<Row[]> => (await inject(admin, 'GET', `/api/reports?project=${project.id}&${query}`)).json().data;
    const newest = await list('');
    expect(newest.map((row) => row.created_at)).toEqual([...newest.map((row) => row.created_at)].sort().reverse());
    expect((await list('sort=created&order=asc')).map((row) => row.created_at)).toEqual([...newest.map((row) => row.created_at)].sort());
    const byStatus = await list('sort=status&order=asc');
    expect(byStatus.map((row) => row.status)).toEqual([...byStatus.map((row) => row.status)].sort());
    // Published first when newest published first; the drafts (no date) after them, either way.
    for (const order of ['asc', 'desc']) {
      const byPublished = await list(`sort=published&order=${order}`);
      const firstDraft = byPublished.findIndex((row) => row.published_at === null);
      expect(byPublished.slice(firstDraft).every((row) => row.published_at === null), order).toBe(true);
    }
    const pages = [...(await list('sort=status&pageSize=2&page=1')), ...(await list('sort=status&pageSize=2&page=2')), ...(await list('sort=status&pageSize=2&page=3'))];
    expect(new Set(pages.map((row) => row.id)).size).toBe(5);
  });
});
