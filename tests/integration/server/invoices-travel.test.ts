import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../../src/server/db/schema';
import { putSetting, SETTING_KEYS } from '../../../src/server/repositories/settings';
import { inspectionDetailSchema, inspectionResponseSchema } from '../../../src/shared/schemas/inspections';
import { INVOICE_MESSAGES, invoicePdfPath, projectInvoicingSchema, type IssuedInvoice } from '../../../src/shared/schemas/invoices';
import { insertStage } from '../../support/invoice-fixtures';
import { parsePdf } from '../../support/pdf-text';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import type { SignedInUser } from '../../support/signed-in-users';

/** Travel on invoices: flat zones when recording, travel lines on progress-or-later invoices, once. */
describe('Travel of inspections on invoices', () => {
  let server: TestServer;
  let users: RoleUsers;

  const inject = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) => server.app.inject({ method, url, headers: user.headers, payload });
  const markInvoiced = async (stageId: string, others: string[] = []) => {
    const res = await inject(users.admin, 'POST', `/api/billing-stages/${stageId}/invoice`, { stage_ids: others });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as IssuedInvoice;
  };
  const invoicing = async (code: string) => projectInvoicingSchema.parse((await inject(users.admin, 'GET', `/api/projects/${code}/invoicing`)).json());
  const travelOf = (invoice: IssuedInvoice) => invoice.lines.filter((line) => line.inspection_id !== null);

  /** Schedule and record (as the inspector) a primer inspection of the project, `km` round trip. */
  async function performed(projectCode: string, km: number, day = '2026-11-24') {
    const scheduled = await inject(users.admin, 'POST', '/api/inspections', { project_code: projectCode, stage: 'primer', scheduled_at: `${day}T09:00:00Z`, inspector_id: users.inspector.id });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { id, version } = inspectionResponseSchema.parse(scheduled.json()).data;
    const res = await inject(users.inspector, 'POST', `/api/inspections/${id}/record`, { version, result: 'pass', performed_at: `${day}T12:00:00Z`, travel_km: km, deficiencies: [] });
    expect(res.statusCode, res.body).toBe(200);
    return inspectionDetailSchema.parse(res.json()).data;
  }

  /** A project in `region` with its three stages (deposit, progress and travel, final balance). */
  async function projectWithStages(region: string) {
    const project = await insertSampleProject(server, { companyId: users.companyId, region });
    const deposit = await insertStage(server, project.id, { seq: 1, inDays: -20, description: 'Deposit at assignment', amountCents: 90_000 });
    const progress = await insertStage(server, project.id, { seq: 2, inDays: -1, description: 'Progress and travel', amountCents: 120_000 });
    const final = await insertStage(server, project.id, { seq: 3, inDays: 5, description: 'Final balance', amountCents: 90_000 });
    return { ...project, deposit, progress, final };
  }

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    await putSetting(server.database.db, SETTING_KEYS.travelFlatZones, { NU: 45_000 });
  });
  afterAll(() => server.close());

  it('records the flat zone amount for a site in a flat zone, per km elsewhere', async () => {
    const north = await insertSampleProject(server, { companyId: users.companyId, region: 'NU' });
    const south = await insertSampleProject(server, { companyId: users.companyId, region: 'BC' });
    expect(await performed(north.projectCode, 900)).toMatchObject({ project_region: 'NU', travel_km: 900, travel_fee_cents: 45_000, travel_flat_zone: 'NU' });
    // The defaults: 40 km free each way, $0.70/km beyond: (200 - 80) x 70.
    expect(await performed(south.projectCode, 200)).toMatchObject({ project_region: 'BC', travel_km: 200, travel_fee_cents: 8400, travel_flat_zone: null });
  });

  it('bills travel on the progress invoice (not the deposit), once; a void frees it for the next invoice', async () => {
    const p = await projectWithStages('NU');
    const first = await performed(p.projectCode, 900, '2026-11-20');
    const view = await invoicing(p.projectCode);
    expect(view.unbilled_travel).toEqual([{ inspection_id: first.id, description: expect.stringContaining('Travel – Primer inspection') as string, amount_cents: 45_000 }]);
    expect(view.unbilled_travel[0]!.description).toContain('flat zone NU');

    const deposit = await markInvoiced(p.deposit);
    expect(travelOf(deposit)).toEqual([]);
    expect(deposit.subtotal_cents).toBe(90_000);
    expect((await invoicing(p.projectCode)).unbilled_travel).toHaveLength(1);

    const progress = await markInvoiced(p.progress);
    expect(progress.lines.map((line) => [line.description, line.amount_cents, line.billing_stage_id, line.inspection_id])).toEqual([
      ['Progress and travel', 120_000, p.progress, null],
      [view.unbilled_travel[0]!.description, 45_000, null, first.id],
    ]);
    expect(progress).toMatchObject({ subtotal_cents: 165_000, tax_cents: 8250, total_cents: 173_250 });
    const pdf = await parsePdf((await inject(users.admin, 'GET', invoicePdfPath(progress.id))).rawPayload);
    expect(pdf.text).toContain('Travel – Primer inspection');
    expect(pdf.text).toContain('$450.00');
    expect((await invoicing(p.projectCode)).unbilled_travel).toEqual([]);
    const shown = (await invoicing(p.projectCode)).invoices.find((invoice) => invoice.id === progress.id)!;
    expect(shown.lines.map((line) => line.inspection_id)).toEqual([null, first.id]);

    // Voiding frees the stage and the travel; the next invoice bills both, with the later visit.
    const voided = await inject(users.admin, 'POST', `/api/invoices/${progress.id}/void`, { reason: 'Wrong progress amount' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await invoicing(p.projectCode)).unbilled_travel.map((line) => line.inspection_id)).toEqual([first.id]);
    const second = await performed(p.projectCode, 10, '2026-11-27');
    const again = await markInvoiced(p.progress, [p.final]);
    expect(travelOf(again).map((line) => [line.inspection_id, line.amount_cents])).toEqual([
      [first.id, 45_000],
      [second.id, 45_000],
    ]);
    expect(again.subtotal_cents).toBe(120_000 + 90_000 + 90_000);
    expect((await invoicing(p.projectCode)).unbilled_travel).toEqual([]);
  });

  it('bills nothing for travel of zero and never on a deposit-only invoice', async () => {
    const p = await projectWithStages('BC');
    await performed(p.projectCode, 50);
    expect((await invoicing(p.projectCode)).unbilled_travel).toEqual([]);
    expect(travelOf(await markInvoiced(p.progress))).toEqual([]);
  });

  it('never bills an inspection twice, even with two invoices of the project issued at once', async () => {
    const p = await projectWithStages('NU');
    const visits = [await performed(p.projectCode, 900, '2026-11-10'), await performed(p.projectCode, 900, '2026-11-11')];
    const answers = await Promise.all([p.progress, p.final].map((stage) => inject(users.admin, 'POST', `/api/billing-stages/${stage}/invoice`, { stage_ids: [] })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const billed = answers.flatMap((res) => travelOf(res.json() as IssuedInvoice).map((line) => line.inspection_id));
    expect(billed.sort()).toEqual(visits.map((visit) => visit.id).sort());
    // One invoice took all the travel, the other none.
    expect(answers.map((res) => travelOf(res.json() as IssuedInvoice).length).sort()).toEqual([0, 2]);

    const standing = await server.database.db
      .select({ inspectionId: invoiceLines.inspectionId })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.projectId, p.id), ne(invoices.status, 'void'), isNotNull(invoiceLines.inspectionId)));
    expect(standing).toHaveLength(2);
  });

  describe('travel on an invoice of its own (POST /api/projects/:projectCode/travel-invoice, Admin)', () => {
    const travelInvoice = (user: SignedInUser, code: string, payload: object = {}) => inject(user, 'POST', `/api/projects/${code}/travel-invoice`, payload);
    const invoiceCount = async () => (await server.database.db.select({ total: count() }).from(invoices))[0]!.total;
    const billingCheck = async (projectId: string) => {
      const res = await inject(users.admin, 'GET', `/api/guarantees/eligibility?project=${projectId}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { checks: { check: string; detail: string | null }[] }).checks.find((check) => check.check === 'billing_paid')!.detail;
    };

    it('bills travel of visits after the last stage was invoiced, once; the guarantee waits for it to be paid; a void frees it', async () => {
      const p = await projectWithStages('NU');
      await markInvoiced(p.deposit);
      await markInvoiced(p.progress, [p.final]);
      const visit = await performed(p.projectCode, 900, '2026-11-25');
      expect((await invoicing(p.projectCode)).unbilled_travel.map((line) => line.inspection_id)).toEqual([visit.id]);

      const res = await travelInvoice(users.admin, p.projectCode);
      expect(res.statusCode, res.body).toBe(201);
      const invoice = res.json() as IssuedInvoice;
      expect(invoice.lines.map((line) => [line.amount_cents, line.billing_stage_id, line.inspection_id])).toEqual([[45_000, null, visit.id]]);
      expect(invoice).toMatchObject({ subtotal_cents: 45_000, tax_cents: 2250, total_cents: 47_250, status: 'issued' });
      expect((await invoicing(p.projectCode)).unbilled_travel).toEqual([]);

      // Nothing left to bill: refused, and no invoice (nor number) is taken.
      const before = await invoiceCount();
      const again = await travelInvoice(users.admin, p.projectCode);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ message: INVOICE_MESSAGES.noTravelToBill });
      expect(await invoiceCount()).toBe(before);

      expect(await billingCheck(p.id)).toBe('3 billing stages are not paid. 1 travel invoice is not paid.');
      expect((await inject(users.admin, 'POST', `/api/invoices/${invoice.id}/payment`, {})).statusCode).toBe(200);
      expect(await billingCheck(p.id)).toBe('3 billing stages are not paid.');

      const second = await performed(p.projectCode, 900, '2026-11-26');
      const next = (await travelInvoice(users.admin, p.projectCode)).json() as IssuedInvoice;
      expect((await inject(users.admin, 'POST', `/api/invoices/${next.id}/void`, { reason: 'Billed to the wrong company' })).statusCode).toBe(200);
      expect((await invoicing(p.projectCode)).unbilled_travel.map((line) => line.inspection_id)).toEqual([second.id]);
    });

    it('answers 401, 403, 404 and 400 without writing anything', async () => {
      const p = await projectWithStages('NU');
      await performed(p.projectCode, 900);
      const before = await invoiceCount();
      await expectUnauthenticated(server, { method: 'POST', url: `/api/projects/${p.projectCode}/travel-invoice`, payload: {} });
      await expectForbidden(server, { method: 'POST', url: `/api/projects/${p.projectCode}/travel-invoice`, payload: {} }, [users.inspector, users.client]);
      expect((await travelInvoice(users.admin, 'BC-26-9999')).statusCode).toBe(404);
      expect((await travelInvoice(users.admin, p.projectCode, { stage_ids: [] })).statusCode).toBe(400);
      expect(await invoiceCount()).toBe(before);
      expect((await invoicing(p.projectCode)).unbilled_travel).toHaveLength(1);
    });
  });
});
