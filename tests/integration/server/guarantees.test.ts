import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deficiencies } from '../../../src/server/db/schema';
import { guaranteeVerifyPath, type Guarantee } from '../../../src/shared/schemas/guarantees';
import { reportPdfPath } from '../../../src/shared/schemas/reports';
import { readMailbox } from '../../support/e2e-mail';
import { parsePdf } from '../../support/pdf-text';
import { insertBillingStage, insertDeficiency, insertInspection, insertPartyCompany } from '../../support/report-fixtures';
import { insertSampleProject } from '../../support/sample-project';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Guarantees (/api/guarantees)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;
  let otherClient: SignedInUser;
  let projectId: string;
  let deficiencyId: string;
  let finalInspectionId: string;

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: user?.headers, payload });
  const eligibility = async () => (await inject(admin, 'GET', `/api/guarantees/eligibility?project=${projectId}`)).json();
  const missing = async () => (await eligibility()).checks.filter((check: { ok: boolean }) => !check.ok).map((check: { check: string }) => check.check);

  beforeAll(async () => {
    server = await startTestServer();
    const companyId = await createCompany(server, 'Harbourview Strata');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    client = await signedInUser(server, 'Client', { companyId });
    otherClient = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
    projectId = (await insertSampleProject(server, { companyId })).id;
    finalInspectionId = await insertInspection(server, projectId, { stage: 'final' });
    deficiencyId = await insertDeficiency(server, projectId, { inspectionId: finalInspectionId });
    await insertBillingStage(server, projectId, 1, 'paid');
    await insertBillingStage(server, projectId, 2, 'invoiced');
    await insertBillingStage(server, projectId, 3, 'void');
    await insertPartyCompany(server, projectId, 'owner', { name: 'Harbourview Owners', email: 'owners@harbourview.example' });
  });
  afterAll(() => server.close());

  it('answers 401 without a token, 403 to the wrong role, 400 to bad input', async () => {
    expect((await inject(null, 'GET', `/api/guarantees/eligibility?project=${projectId}`)).statusCode).toBe(401);
    expect((await inject(null, 'POST', '/api/guarantees', { project_id: projectId })).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/guarantees')).statusCode).toBe(401);
    expect((await inject(client, 'GET', `/api/guarantees/eligibility?project=${projectId}`)).statusCode).toBe(403);
    expect((await inject(inspector, 'POST', '/api/guarantees', { project_id: projectId })).statusCode).toBe(403);
    expect((await inject(admin, 'GET', '/api/guarantees/eligibility?project=nope')).statusCode).toBe(400);
    expect((await inject(admin, 'POST', '/api/guarantees', { project_id: 7 })).statusCode).toBe(400);
    expect((await inject(admin, 'GET', `/api/guarantees/eligibility?project=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('says what is missing, and refuses to issue until everything holds', async () => {
    expect(await missing()).toEqual(['final_inspection_published', 'deficiencies_resolved', 'billing_paid', 'contractor_membership_active']);
    const refused = await inject(admin, 'POST', '/api/guarantees', { project_id: projectId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'not_eligible', message: expect.stringContaining('1 billing stage is not paid.') });

    const report = await inject(inspector, 'POST', '/api/reports', { project_id: projectId, type: 'inspection', inspection_id: finalInspectionId });
    await inject(admin, 'POST', `/api/reports/${report.json().id}/publish`);
    await server.database.db.update(deficiencies).set({ status: 'closed' }).where(eq(deficiencies.id, deficiencyId));
    await insertPartyCompany(server, projectId, 'painting_contractor', { name: 'Brushworks Painting', email: 'office@brushworks.example', membershipStatus: 'lapsed' });
    expect(await missing()).toEqual(['billing_paid', 'contractor_membership_active']);
    expect((await eligibility()).checks.find((check: { check: string }) => check.check === 'contractor_membership_active').detail).toBe(
      'Brushworks Painting is not an active member (membership lapsed).',
    );
  });

  let issued: Guarantee;

  it('issues the certificate (Admin): number, PDF with the verification code, e-mails with the PDF, audit', async () => {
    await server.database.db.execute(`update billing_stages set status = 'paid' where status = 'invoiced'`);
    await server.database.db.execute(`update companies set membership_status = 'active' where name = 'Brushworks Painting'`);
    expect((await eligibility()).eligible).toBe(true);

    const res = await inject(admin, 'POST', '/api/guarantees', { project_id: projectId });
    expect(res.statusCode, res.body).toBe(201);
    issued = res.json();
    const year = new Date().getUTCFullYear();
    expect(issued).toMatchObject({ certificate_no: `G-${year}-0001`, status: 'active', contractor_name: 'Brushworks Painting', owner_name: 'Harbourview Owners' });
    expect(issued.verification_code).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const pdf = await inject(client, 'GET', reportPdfPath(issued.report_id!));
    expect(pdf.statusCode).toBe(200);
    const { pages, text } = await parsePdf(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(`G-${year}-0001`);
    expect(text).toContain(issued.verification_code);

    const mails = (await readMailbox(server.mailDir)).filter((mail) => mail.type === 'guarantee.issued');
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([client.email.toLowerCase(), 'office@brushworks.example', 'owners@harbourview.example'].sort());
    const raw = await import('node:fs/promises').then((fs) => fs.readFile(mails[0]!.file, 'utf8'));
    expect(raw).toMatch(/Content-Type: application\/pdf; name=G-\d{4}-0001\.pdf/);

    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, issued.id));
    expect(audit).toMatchObject({ action: 'guarantee.issue', actorId: admin.id });
    expect((await inject(admin, 'POST', '/api/guarantees', { project_id: projectId })).statusCode).toBe(409);
    expect(await missing()).toEqual(['not_yet_issued']);
  });

  it('lists guarantees for staff and for the client company only', async () => {
    expect((await inject(inspector, 'GET', '/api/guarantees')).json().data).toHaveLength(1);
    expect((await inject(client, 'GET', `/api/guarantees?project=${projectId}`)).json().data.map((g: Guarantee) => g.id)).toEqual([issued.id]);
    expect((await inject(otherClient, 'GET', '/api/guarantees')).json().data).toEqual([]);
  });

  it('verifies publicly by code, answering nothing more than the certificate facts', async () => {
    const res = await inject(null, 'GET', guaranteeVerifyPath(issued.verification_code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      certificate_no: issued.certificate_no,
      project_name: expect.any(String),
      issued_on: issued.issued_at.slice(0, 10),
      expires_on: issued.expires_on,
      status: 'active',
    });
    expect((await inject(null, 'GET', guaranteeVerifyPath('AAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
    expect((await inject(null, 'GET', guaranteeVerifyPath('short'))).statusCode).toBe(400);
  });
});

describe('Guarantee verification rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => server.close());

  it('limits the public endpoint per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await server.app.inject({ method: 'GET', url: guaranteeVerifyPath('AAAAAAAAAAAAAAAA') })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
