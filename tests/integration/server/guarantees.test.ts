import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deficiencies, guarantees, reports } from '../../../src/server/db/schema';
import type { OutgoingMail } from '../../../src/server/services/mail';
import { BOOKLET_ATTACHMENT_MAX_BYTES, guaranteeEmails } from '../../../src/server/services/guarantees-emails';
import { guaranteeVerifyPath, type Guarantee } from '../../../src/shared/schemas/guarantees';
import { reportPdfPath } from '../../../src/shared/schemas/reports';
import { pdfAttachments, readMailbox } from '../../support/e2e-mail';
import { parsePdf } from '../../support/pdf-text';
import { insertBillingStage, insertDeficiency, insertInspection, insertPartyCompany } from '../../support/report-fixtures';
import { insertSampleProject } from '../../support/sample-project';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';
import { providerToday } from '../../../src/server/config/provider-day';

describe('Guarantees (/api/guarantees)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;
  let otherClient: SignedInUser;
  let projectId: string;
  let projectCode: string;
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
    ({ id: projectId, projectCode } = await insertSampleProject(server, { companyId }));
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
    // Verified is not closed: the guarantee waits for the closure (docs/business-rules.md, Guarantees).
    await server.database.db.update(deficiencies).set({ status: 'verified' }).where(eq(deficiencies.id, deficiencyId));
    expect(await missing()).toEqual(['deficiencies_resolved', 'billing_paid', 'contractor_membership_active']);
    expect((await eligibility()).checks.find((check: { check: string }) => check.check === 'deficiencies_resolved')).toMatchObject({
      label: 'Every deficiency closed',
      detail: '1 deficiency is not closed: 1 verified but not yet closed. Close each one, or void it if it is not a defect.',
    });
    await server.database.db.update(deficiencies).set({ status: 'closed' }).where(eq(deficiencies.id, deficiencyId));
    // Archiving files an item away without changing its status: an archived open item still blocks; a void one never does.
    const archivedId = await insertDeficiency(server, projectId, { inspectionId: finalInspectionId });
    await server.database.db.update(deficiencies).set({ archived: true }).where(eq(deficiencies.id, archivedId));
    await insertDeficiency(server, projectId, { inspectionId: finalInspectionId, status: 'void' });
    expect((await eligibility()).checks.find((check: { check: string }) => check.check === 'deficiencies_resolved').detail).toBe(
      '1 deficiency is not closed: 1 open (1 of them archived: see the Archived tab of deficiency tracking). Close each one, or void it if it is not a defect.',
    );
    await server.database.db.update(deficiencies).set({ status: 'closed' }).where(eq(deficiencies.id, archivedId));
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

    // The server checks again when issuing: a verified (not closed) deficiency is refused in plain words.
    await server.database.db.update(deficiencies).set({ status: 'verified' }).where(eq(deficiencies.id, deficiencyId));
    const refused = await inject(admin, 'POST', '/api/guarantees', { project_id: projectId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'not_eligible', error: 'The guarantee cannot be issued yet.', message: expect.stringContaining('1 verified but not yet closed') });
    await server.database.db.update(deficiencies).set({ status: 'closed' }).where(eq(deficiencies.id, deficiencyId));

    // The booklet binds the published, client-visible reports: a deficiency list and a final report
    // besides the final inspection's report; not a draft, nor a report kept from the client.
    for (const type of ['deficiency_list', 'final'] as const) {
      const generated = await inject(inspector, 'POST', '/api/reports', { project_id: projectId, type });
      expect((await inject(admin, 'POST', `/api/reports/${generated.json().id}/publish`)).statusCode).toBe(200);
    }
    const draft = await inject(inspector, 'POST', '/api/reports', { project_id: projectId, type: 'deficiency_list' });
    expect(draft.json()).toMatchObject({ title: 'Deficiency list v2', status: 'draft' });
    const [published] = await server.database.db.select().from(reports).where(eq(reports.projectId, projectId)).limit(1);
    await server.database.db.insert(reports).values({ ...published!, id: crypto.randomUUID(), type: 'warning_letter', version: 1, visibleToClient: false });
    const bound = (await inject(admin, 'GET', `/api/reports?project=${projectId}&status=published&sort=published&order=asc`)).json().data as Array<{ id: string; title: string; visible_to_client: boolean }>;
    const boundReports = bound.filter((report) => report.visible_to_client);
    expect(boundReports.map((report) => report.title).sort()).toEqual(['Deficiency list v1', 'Final report v1', 'Inspection report v1']);
    let reportPages = 0;
    for (const report of boundReports) reportPages += (await parsePdf((await inject(admin, 'GET', reportPdfPath(report.id))).rawPayload)).pages;

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

    await drainOutbox(server.app);
    const mails = (await readMailbox(server.mailDir)).filter((mail) => mail.type === 'guarantee.issued');
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([client.email.toLowerCase(), 'office@brushworks.example', 'owners@harbourview.example'].sort());
    const raw = await readFile(mails[0]!.file, 'utf8');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=G-\d{4}-0001\.pdf/);

    // The inspection booklet: a published report the client may download, the cover and every bound report's pages.
    expect(issued.booklet_report_id).toEqual(expect.any(String));
    const booklet = await inject(client, 'GET', reportPdfPath(issued.booklet_report_id!));
    expect(booklet.statusCode).toBe(200);
    const bookletPdf = await parsePdf(booklet.rawPayload);
    expect(bookletPdf.pages).toBe(1 + reportPages);
    const contents = bookletPdf.text.replace(/\s+/g, ' ');
    for (const expected of ['Inspection booklet', `Issued with guarantee certificate G-${year}-0001`, 'Contents', 'Inspection report v1', 'Final inspection', 'Deficiency list v1', 'Final report v1']) {
      expect(contents).toContain(expected);
    }
    expect(contents).not.toContain('Deficiency list v2');
    expect(contents).not.toContain('Warning letter v1');
    const clientReports = (await inject(client, 'GET', `/api/reports?project=${projectId}&type=inspection_booklet`)).json().data;
    expect(clientReports).toEqual([expect.objectContaining({ id: issued.booklet_report_id, title: 'Inspection booklet v1', status: 'published' })]);

    // Every e-mail carries both PDFs: the certificate and the same booklet.
    for (const mail of mails) {
      const attached = pdfAttachments(await readFile(mail.file, 'utf8'));
      expect([...attached.keys()]).toEqual([`G-${year}-0001.pdf`, `${projectCode}-inspection-booklet.pdf`]);
      const attachedBooklet = attached.get(`${projectCode}-inspection-booklet.pdf`)!;
      expect((await parsePdf(attachedBooklet)).pages).toBe(1 + reportPages);
      expect(attachedBooklet.equals(booklet.rawPayload)).toBe(true);
      expect(mail.text).toContain('inspection booklet (3 reports');
    }

    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, issued.id));
    expect(audit).toMatchObject({ action: 'guarantee.issue', actorId: admin.id });
    expect(audit!.after).toMatchObject({ booklet_report_id: issued.booklet_report_id, booklet_pages: 1 + reportPages, booklet_reports: 3, booklet_reports_left_out: 0 });
    expect((await inject(admin, 'POST', '/api/guarantees', { project_id: projectId })).statusCode).toBe(409);
    expect(await missing()).toEqual(['not_yet_issued']);
  });

  it('lets only the client company and staff download the booklet', async () => {
    const path = reportPdfPath(issued.booklet_report_id!);
    expect((await inject(null, 'GET', path)).statusCode).toBe(401);
    expect((await inject(otherClient, 'GET', path)).statusCode).toBe(404);
    expect((await inject(inspector, 'GET', path)).statusCode).toBe(200);
    expect((await inject(otherClient, 'GET', `/api/reports?type=inspection_booklet`)).json().data).toEqual([]);
    // Only issuing the guarantee makes a booklet.
    expect((await inject(admin, 'POST', '/api/reports', { project_id: projectId, type: 'inspection_booklet' })).statusCode).toBe(400);
  });

  it('does not attach a booklet too large for e-mail, and says where to get it', async () => {
    const sent: OutgoingMail[] = [];
    const [row] = await server.database.db.select().from(guarantees).where(eq(guarantees.id, issued.id));
    const huge = Buffer.alloc(BOOKLET_ATTACHMENT_MAX_BYTES + 1);
    const contents = [{ title: 'Inspection report v1', about: null, publishedAt: null, firstPage: 2, pageCount: 900, omitted: null }];
    sent.push(
      ...(await guaranteeEmails(
        { db: server.database.db, config: server.config },
        { guarantee: row!, projectCode, pdf: Buffer.from('%PDF-1.7'), booklet: { pdf: huge, pageCount: 901, contents, report: {} as never } },
        'Harbourview',
      )),
    );
    expect(sent.length).toBeGreaterThan(0);
    for (const mail of sent) {
      expect(mail.attachments?.map((file) => file.filename)).toEqual([`${issued.certificate_no}.pdf`]);
      expect(mail.text).toContain('The inspection booklet (1 report, 901 pages) is 15.0 MB, too large to send by e-mail');
    }
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
      issued_on: providerToday(new Date(issued.issued_at)),
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
