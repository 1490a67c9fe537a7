import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingStages, companies } from '../../../src/server/db/schema';
import { INVOICE_NUMBER_PATTERN } from '../../../src/shared/invoice-rules';
import { addDays } from '../../../src/shared/dates';
import { providerToday } from '../../../src/server/config/provider-day';
import { invoicePdfPath, type BillingStageListItem, type IssuedInvoice, type PendingInvoiceItem } from '../../../src/shared/schemas/invoices';
import { readMailbox } from '../../support/e2e-mail';
import { insertStage, pdfAttachmentOf } from '../../support/invoice-fixtures';
import { parsePdf } from '../../support/pdf-text';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import { drainOutbox, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Invoicing (/api/invoices, /api/billing-stages)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let otherClient: SignedInUser;
  let project: { id: string; projectCode: string };
  let otherProject: { id: string; projectCode: string };
  const someId = '00000000-0000-4000-8000-000000000000';

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: user?.headers, payload });
  const markInvoiced = (stageId: string, payload: object = {}, user: SignedInUser = users.admin) => inject(user, 'POST', `/api/billing-stages/${stageId}/invoice`, payload);
  const pending = async (): Promise<PendingInvoiceItem[]> => (await inject(users.admin, 'GET', '/api/invoices/pending')).json().data;
  const stageStatuses = async (ids: string[]) =>
    Object.fromEntries((await server.database.db.select().from(billingStages).where(inArray(billingStages.id, ids))).map((row) => [row.id, row.status]));

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    await server.database.db
      .update(companies)
      .set({ email: 'Accounts@Harbourview.example', address: '455 Beach Crescent', city: 'Vancouver', postalCode: 'V6Z 3E5' })
      .where(eq(companies.id, users.companyId));
    const otherCompanyId = await createCompany(server, 'Elsewhere Holdings');
    otherClient = await signedInUser(server, 'Client', { companyId: otherCompanyId });
    project = await insertSampleProject(server, { companyId: users.companyId });
    otherProject = await insertSampleProject(server, { companyId: otherCompanyId });
  });
  afterAll(() => server.close());

  describe('access', () => {
    const routes = [
      { method: 'GET', url: '/api/invoices/pending' },
      { method: 'GET', url: '/api/billing-stages' },
      { method: 'GET', url: '/api/projects/BC-26-0001/invoicing' },
      { method: 'POST', url: `/api/billing-stages/${someId}/invoice`, payload: {} },
      { method: 'POST', url: `/api/invoices/${someId}/payment`, payload: {} },
      { method: 'POST', url: `/api/invoices/${someId}/void`, payload: { reason: 'Wrong amount' } },
      { method: 'GET', url: invoicePdfPath(someId) },
    ] as const;

    it('answers 401 without a token on every route', async () => {
      for (const route of routes) await expectUnauthenticated(server, route);
    });

    it('answers 403 to the roles without the permission', async () => {
      await expectForbidden(server, routes[0], [users.inspector, users.client]);
      await expectForbidden(server, routes[1], [users.client]);
      await expectForbidden(server, routes[2], [users.client]);
      for (const route of routes.slice(3, 6)) await expectForbidden(server, route, [users.inspector, users.client]);
    });

    it('answers 400 for bad params, filters and bodies', async () => {
      const bad: Array<[SignedInUser, 'GET' | 'POST', string, object?]> = [
        [users.inspector, 'GET', '/api/billing-stages?status=late'],
        [users.inspector, 'GET', '/api/billing-stages?from=2026-13-01'],
        [users.inspector, 'GET', '/api/billing-stages?company=acme'],
        [users.inspector, 'GET', '/api/billing-stages?project=nope'],
        [users.inspector, 'GET', '/api/billing-stages?pending=yes'],
        [users.inspector, 'GET', '/api/billing-stages?sort=password'],
        [users.inspector, 'GET', '/api/billing-stages?order=up'],
        [users.inspector, 'GET', '/api/billing-stages?pageSize=201'],
        [users.inspector, 'GET', `/api/billing-stages?search=${'x'.repeat(201)}`],
        [users.inspector, 'GET', '/api/projects/nope/invoicing'],
        [users.admin, 'POST', '/api/billing-stages/nope/invoice', {}],
        [users.admin, 'POST', `/api/billing-stages/${someId}/invoice`, { stage_ids: ['nope'] }],
        [users.admin, 'POST', `/api/invoices/${someId}/payment`, { paid_on: 'yesterday' }],
        [users.admin, 'POST', `/api/invoices/${someId}/void`, {}],
        [users.admin, 'POST', `/api/invoices/${someId}/void`, { reason: ' ' }],
        [users.admin, 'GET', '/api/invoices/nope/pdf'],
      ];
      for (const [user, method, url, payload] of bad) {
        const res = await inject(user, method, url, payload);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      }
      const res = await inject(users.admin, 'POST', `/api/invoices/${someId}/void`, {});
      expect(res.json().issues[0]).toMatchObject({ path: ['body', 'reason'], message: 'Give the reason for voiding the invoice' });
    });

    it('answers 404 for an unknown stage, invoice or project', async () => {
      expect((await markInvoiced(someId)).statusCode).toBe(404);
      expect((await inject(users.admin, 'POST', `/api/invoices/${someId}/payment`, {})).statusCode).toBe(404);
      expect((await inject(users.admin, 'POST', `/api/invoices/${someId}/void`, { reason: 'Duplicate' })).statusCode).toBe(404);
      expect((await inject(users.admin, 'GET', invoicePdfPath(someId))).statusCode).toBe(404);
      expect((await inject(users.inspector, 'GET', '/api/projects/ZZ-26-9999/invoicing')).statusCode).toBe(404);
    });
  });

  describe('the pending rule', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.overdue = await insertStage(server, project.id, { inDays: -30, description: 'Deposit at assignment', amountCents: 1_234_567 });
      ids.today = await insertStage(server, project.id, { inDays: 0 });
      ids.day14 = await insertStage(server, project.id, { inDays: 14 });
      ids.day15 = await insertStage(server, project.id, { inDays: 15 });
      ids.undated = await insertStage(server, project.id, { inDays: null });
      ids.readyUndated = await insertStage(server, project.id, { inDays: null, status: 'ready' });
      ids.invoiced = await insertStage(server, project.id, { inDays: -5, status: 'invoiced' });
      ids.paid = await insertStage(server, project.id, { inDays: -5, status: 'paid' });
      ids.void = await insertStage(server, project.id, { inDays: -5, status: 'void' });
    });

    it('lists stages not invoiced whose date has come or is within 14 days, newest need first', async () => {
      const items = await pending();
      expect(items.map((item) => item.invoice_id)).toEqual([ids.day14, ids.today, ids.overdue, ids.readyUndated]);
    });

    it('answers exactly the pending-invoice item fields, money in dollars', async () => {
      const item = (await pending()).find((row) => row.invoice_id === ids.overdue)!;
      expect(Object.keys(item).sort()).toEqual(
        ['company_name', 'invoice_id', 'invoice_number', 'project_code', 'project_id', 'project_name', 'stage_description', 'to_be_invoiced_date', 'total_amount'].sort(),
      );
      expect(item).toMatchObject({
        project_code: project.projectCode,
        project_id: project.id,
        stage_description: 'Deposit at assignment',
        company_name: 'Harbourview Strata Council',
        to_be_invoiced_date: addDays(providerToday(), -30),
        total_amount: 12_345.67,
        invoice_number: null,
      });
    });

    it('filters billing stages across projects for staff (status, dates, company, project, pending)', async () => {
      await insertStage(server, otherProject.id, { inDays: 3 });
      const list = async (query: string): Promise<BillingStageListItem[]> => {
        const res = await inject(users.inspector, 'GET', `/api/billing-stages?${query}`);
        expect(res.statusCode, query).toBe(200);
        return res.json().data;
      };
      expect((await list(`project=${project.projectCode}&status=paid`)).map((row) => row.id)).toEqual([ids.paid]);
      expect((await list(`company=${users.companyId}&pending=true`)).map((row) => row.id)).toEqual([ids.day14, ids.today, ids.overdue, ids.readyUndated]);
      const window = await list(`project=${project.projectCode}&from=${addDays(providerToday(), 0)}&to=${addDays(providerToday(), 14)}`);
      expect(window.map((row) => row.id)).toEqual([ids.day14, ids.today]);
      const other = await list(`project=${otherProject.projectCode}`);
      expect(other).toHaveLength(1);
      expect(other[0]).toMatchObject({ company_name: 'Elsewhere Holdings', status: 'scheduled', invoice_number: null });
      const paged = await inject(users.inspector, 'GET', `/api/billing-stages?project=${project.projectCode}&pageSize=2&page=2`);
      expect(paged.json()).toMatchObject({ total: 9, total_amount_cents: 1_234_567 + 8 * 123_456, page: 2, pageSize: 2 });
      expect(paged.json().data).toHaveLength(2);
    });

    it('searches, sorts and pages billing stages on the server, every stage reachable', async () => {
      const list = async (query: string): Promise<{ data: BillingStageListItem[]; total: number }> => {
        const res = await inject(users.inspector, 'GET', `/api/billing-stages?${query}`);
        expect(res.statusCode, query).toBe(200);
        return res.json();
      };
      const ids9 = Object.values(ids);
      // Every word somewhere in the project's code or name, the company, the stage or the invoice number.
      expect((await list(`search=${encodeURIComponent(`deposit ${project.projectCode}`)}`)).data.map((row) => row.id)).toEqual([ids.overdue]);
      const elsewhere = await list('search=ELSEWHERE');
      expect(elsewhere.total).toBeGreaterThan(0);
      expect(elsewhere.data.every((row) => row.company_name === 'Elsewhere Holdings')).toBe(true);
      // Pattern characters match themselves.
      expect((await list(`search=${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await list(`search=${encodeURIComponent('Stage_')}`)).total).toBe(0);

      // The chosen column, ties in project and stage order; the empty values last either way.
      const byAmount = await list(`project=${project.projectCode}&sort=amount&order=asc`);
      expect(byAmount.data.map((row) => row.id)).toEqual([...ids9.filter((id) => id !== ids.overdue), ids.overdue]);
      expect((await list(`project=${project.projectCode}&sort=amount&order=desc`)).data[0]!.id).toBe(ids.overdue);
      const byDateAsc = (await list(`project=${project.projectCode}&sort=date&order=asc`)).data;
      expect(byDateAsc.slice(-2).map((row) => row.to_be_invoiced_date)).toEqual([null, null]);
      expect(byDateAsc[0]!.id).toBe(ids.overdue);

      // Pages of a sorted list follow each other with no stage twice and none left out.
      const pages = [];
      for (let page = 1; page <= 3; page++) pages.push(...(await list(`project=${project.projectCode}&sort=status&order=asc&pageSize=4&page=${page}`)).data);
      const whole = (await list(`project=${project.projectCode}&sort=status&order=asc&pageSize=200`)).data;
      expect(pages.map((row) => row.id)).toEqual(whole.map((row) => row.id));
      expect(new Set(pages.map((row) => row.id)).size).toBe(9);
    });
  });

  describe('marking stages invoiced', () => {
    let issued: IssuedInvoice;
    let deposit: string;
    let progress: string;

    it('issues one numbered invoice for several stages of a project: PDF, e-mail with the PDF, audit', async () => {
      const p = await insertSampleProject(server, { companyId: users.companyId });
      deposit = await insertStage(server, p.id, { inDays: -1, description: 'Deposit at assignment', amountCents: 90_000 });
      progress = await insertStage(server, p.id, { inDays: 10, description: 'Progress billing', amountCents: 120_050 });
      const res = await markInvoiced(deposit, { stage_ids: [progress] });
      expect(res.statusCode, res.body).toBe(201);
      issued = res.json();
      expect(issued.invoice_number).toMatch(INVOICE_NUMBER_PATTERN);
      expect(issued.invoice_number.startsWith(`INV-${new Date().getUTCFullYear()}-`)).toBe(true);
      expect(issued).toMatchObject({
        project_code: p.projectCode,
        bill_to_company_id: users.companyId,
        bill_to_name: 'Harbourview Strata Council',
        status: 'issued',
        subtotal_cents: 210_050,
        tax_rate_basis_points: 500,
        tax_cents: 10_503,
        total_cents: 220_553,
        due_at: addDays(providerToday(), 30),
        paid_at: null,
      });
      expect(issued.lines.map((line) => [line.description, line.amount_cents])).toEqual([
        ['Deposit at assignment', 90_000],
        ['Progress billing', 120_050],
      ]);
      expect(issued.emailed_to.sort()).toEqual(['accounts@harbourview.example', users.client.email.toLowerCase()].sort());
      expect(await stageStatuses([deposit, progress])).toEqual({ [deposit]: 'invoiced', [progress]: 'invoiced' });
      expect((await pending()).map((item) => item.invoice_id)).not.toContain(deposit);

      const [audit] = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, issued.id)));
      expect(audit).toMatchObject({ action: 'invoice.issue', actorId: users.admin.id, after: { invoice_number: issued.invoice_number, status: 'issued' } });
    });

    it('makes a PDF with the provider, bill-to, lines, tax, total, due date and page numbers', async () => {
      const res = await inject(users.admin, 'GET', invoicePdfPath(issued.id));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${issued.invoice_number}.pdf"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const { pages, text } = await parsePdf(res.rawPayload);
      expect(pages).toBe(1);
      for (const expected of [
        server.config.PROVIDER_NAME,
        issued.invoice_number,
        'Harbourview Strata Council',
        '455 Beach Crescent, Vancouver',
        'Deposit at assignment',
        'Progress billing',
        '$900.00',
        '$1,200.50',
        'Subtotal',
        '$2,100.50',
        'Tax (5%)',
        '$105.03',
        '$2,205.53',
        'Page 1 of 1',
      ]) {
        expect(text, expected).toContain(expected);
      }
    });

    it('e-mails the bill-to company’s contacts with the PDF attached', async () => {
      await drainOutbox(server.app);
      const mails = (await readMailbox(server.mailDir)).filter((mail) => mail.type === 'invoice.issued' && mail.subject.includes(issued.invoice_number));
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['accounts@harbourview.example', users.client.email.toLowerCase()].sort());
      expect(mails[0]!.text).toContain('Total due: $2,205.53');
      const attachment = pdfAttachmentOf(readFileSync(mails[0]!.file, 'utf8'))!;
      expect(attachment.filename).toBe(`${issued.invoice_number}.pdf`);
      expect((await parsePdf(attachment.bytes)).text).toContain('$2,205.53');
    });

    it('lets the bill-to company’s clients download it, nobody else', async () => {
      expect((await inject(users.client, 'GET', invoicePdfPath(issued.id))).statusCode).toBe(200);
      expect((await inject(users.inspector, 'GET', invoicePdfPath(issued.id))).statusCode).toBe(200);
      expect((await inject(otherClient, 'GET', invoicePdfPath(issued.id))).statusCode).toBe(404);
      const companyless = await signedInUser(server, 'Client');
      expect((await inject(companyless, 'GET', invoicePdfPath(issued.id))).statusCode).toBe(404);
    });

    it('refuses a stage already invoiced (409), stages of two projects (400), a project without a client (409)', async () => {
      expect((await markInvoiced(deposit)).statusCode).toBe(409);
      const mine = await insertStage(server, project.id, { inDays: 0 });
      const theirs = await insertStage(server, otherProject.id, { inDays: 0 });
      expect((await markInvoiced(mine, { stage_ids: [theirs] })).statusCode).toBe(400);
      const orphan = await insertSampleProject(server, { companyId: null });
      const orphanStage = await insertStage(server, orphan.id, { inDays: 0 });
      const res = await markInvoiced(orphanStage);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The project has no client company to bill.');
      expect(await stageStatuses([mine, theirs, orphanStage])).toEqual({ [mine]: 'scheduled', [theirs]: 'scheduled', [orphanStage]: 'scheduled' });
    });

    it('shows a project’s stages and invoices to staff', async () => {
      const res = await inject(users.inspector, 'GET', `/api/projects/${issued.project_code}/invoicing`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.project).toMatchObject({ project_code: issued.project_code, company_name: 'Harbourview Strata Council' });
      expect(body.stages.map((stage: BillingStageListItem) => [stage.id, stage.status, stage.invoice_number])).toEqual([
        [deposit, 'invoiced', issued.invoice_number],
        [progress, 'invoiced', issued.invoice_number],
      ]);
      expect(body.invoices.map((invoice: IssuedInvoice) => invoice.id)).toEqual([issued.id]);
    });

    it('records a payment: the invoice and its stages become paid; no second payment, no void', async () => {
      const res = await inject(users.admin, 'POST', `/api/invoices/${issued.id}/payment`, { paid_on: '2026-07-02', reference: 'EFT 4411' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'paid', payment_reference: 'EFT 4411', paid_at: '2026-07-02T12:00:00.000Z' });
      expect(await stageStatuses([deposit, progress])).toEqual({ [deposit]: 'paid', [progress]: 'paid' });
      expect((await inject(users.admin, 'POST', `/api/invoices/${issued.id}/payment`, {})).statusCode).toBe(409);
      expect((await inject(users.admin, 'POST', `/api/invoices/${issued.id}/void`, { reason: 'Too late' })).statusCode).toBe(409);
      expect((await inject(users.client, 'GET', invoicePdfPath(issued.id))).statusCode).toBe(200);
    });

    it('voids an issued invoice with its reason: the stages are ready (pending) again; the client no longer sees it', async () => {
      const stage = await insertStage(server, project.id, { inDays: 40 });
      const invoice: IssuedInvoice = (await markInvoiced(stage)).json();
      const res = await inject(users.admin, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Wrong amount' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'void', voided_reason: 'Wrong amount' });
      const [row] = await server.database.db.select().from(billingStages).where(eq(billingStages.id, stage));
      expect(row).toMatchObject({ status: 'ready', invoiceId: null });
      expect((await pending()).map((item) => item.invoice_id)).toContain(stage);
      expect((await inject(users.admin, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Again' })).statusCode).toBe(409);
      expect((await inject(users.client, 'GET', invoicePdfPath(invoice.id))).statusCode).toBe(404);
      expect((await inject(users.admin, 'GET', invoicePdfPath(invoice.id))).statusCode).toBe(200);
      const actions = await server.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, invoice.id));
      expect(actions.map((audit) => audit.action).sort()).toEqual(['invoice.issue', 'invoice.void']);
    });
  });

  describe('the invoice number sequence', () => {
    const sequenceOf = (number: string) => Number(number.split('-')[2]);

    it('has no gap and no duplicate under 20 concurrent mark-invoiced calls', async () => {
      const p = await insertSampleProject(server, { companyId: users.companyId });
      const stages = await Promise.all(Array.from({ length: 20 }, () => insertStage(server, p.id, { inDays: 0 })));
      const answers = await Promise.all(stages.map((id) => markInvoiced(id)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
      const numbers = answers.map((res) => sequenceOf(res.json().invoice_number)).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers[19]! - numbers[0]!).toBe(19);
    });

    it('gives one invoice to one of several concurrent calls on the same stage, and uses no number for the others', async () => {
      const p = await insertSampleProject(server, { companyId: users.companyId });
      const stage = await insertStage(server, p.id, { inDays: 0 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => markInvoiced(stage)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const next = await insertStage(server, p.id, { inDays: 0 });
      const won = answers.find((res) => res.statusCode === 201)!.json().invoice_number as string;
      const after = (await markInvoiced(next)).json().invoice_number as string;
      expect(sequenceOf(after)).toBe(sequenceOf(won) + 1);
    });
  });
});
