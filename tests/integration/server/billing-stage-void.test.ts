import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingStages, notifications } from '../../../src/server/db/schema';
import { createDueNotifications } from '../../../src/server/services/due-notifications';
import { INVOICE_MESSAGES, type BillingStageListItem, type PendingInvoiceItem, type ProjectInvoicing } from '../../../src/shared/schemas/invoices';
import { projectDetailSchema, type ProjectDetail } from '../../../src/shared/schemas/projects';
import { insertStage } from '../../support/invoice-fixtures';
import { projectBody } from '../../support/project-bodies';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import type { SignedInUser } from '../../support/signed-in-users';

describe('Voiding one billing stage (POST /api/billing-stages/:id/void)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let project: { id: string; projectCode: string };
  const someId = '00000000-0000-4000-8000-000000000000';
  const reason = 'Deposit waived by agreement with the owner';

  const inject = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: user?.headers, ...(payload ? { payload } : {}) });
  const voidStage = (stageId: string, payload: object = { reason }, user: SignedInUser = users.admin) => inject(user, 'POST', `/api/billing-stages/${stageId}/void`, payload);
  const pendingIds = async () => ((await inject(users.admin, 'GET', '/api/invoices/pending')).json().data as PendingInvoiceItem[]).map((item) => item.invoice_id);
  const stagesOf = async (code: string): Promise<BillingStageListItem[]> => ((await inject(users.admin, 'GET', `/api/projects/${code}/invoicing`)).json() as ProjectInvoicing).stages;
  const storedStage = async (id: string) => (await server.database.db.select().from(billingStages).where(eq(billingStages.id, id)))[0]!;
  const voidAudits = async (id: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'billing_stage.void')));
  const billingPaid = async (projectId: string) => {
    const res = await inject(users.admin, 'GET', `/api/guarantees/eligibility?project=${projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().checks as Array<{ check: string; ok: boolean }>).find((check) => check.check === 'billing_paid')!.ok;
  };

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    project = await insertSampleProject(server, { companyId: users.companyId });
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to the Inspector and the Client', async () => {
    const route = { method: 'POST', url: `/api/billing-stages/${someId}/void`, payload: { reason } } as const;
    await expectUnauthenticated(server, route);
    await expectForbidden(server, route, [users.inspector, users.client]);
  });

  it('answers 400 for a bad id or a missing or blank reason, and 404 for an unknown stage', async () => {
    const stageId = await insertStage(server, project.id, { inDays: -1 });
    expect((await voidStage('nope')).statusCode).toBe(400);
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const res = await voidStage(stageId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await voidStage(stageId, {})).json().issues[0]).toMatchObject({ path: ['body', 'reason'], message: INVOICE_MESSAGES.stageVoidReasonRequired });
    expect((await voidStage(someId)).statusCode).toBe(404);
    expect((await storedStage(stageId)).status).toBe('scheduled');
    expect(await voidAudits(stageId)).toHaveLength(0);
  });

  it('refuses (409, nothing changed) an invoiced or a paid stage: its invoice is voided first', async () => {
    const invoicedId = await insertStage(server, project.id, { inDays: -2 });
    const issued = await inject(users.admin, 'POST', `/api/billing-stages/${invoicedId}/invoice`, {});
    expect(issued.statusCode, issued.body).toBe(201);
    const paidId = await insertStage(server, project.id, { inDays: -2, status: 'paid' });

    for (const [id, message] of [
      [invoicedId, INVOICE_MESSAGES.stageOnInvoice],
      [paidId, INVOICE_MESSAGES.stagePaid],
    ] as const) {
      const before = await storedStage(id);
      const res = await voidStage(id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invalid_transition', message });
      expect(await storedStage(id)).toEqual(before);
      expect(await voidAudits(id)).toHaveLength(0);
    }

    // Once its invoice is voided, the stage is ready again and can be voided.
    const invoiceId = issued.json().id as string;
    expect((await inject(users.admin, 'POST', `/api/invoices/${invoiceId}/void`, { reason: 'Wrong amount' })).statusCode).toBe(200);
    expect((await storedStage(invoicedId)).status).toBe('ready');
    expect((await voidStage(invoicedId)).statusCode).toBe(200);
  });

  it('voids a stage with its reason: out of the pending list, the due notifications and the guarantee check', async () => {
    const other = await insertSampleProject(server, { companyId: users.companyId });
    await insertStage(server, other.id, { inDays: -60, status: 'paid', seq: 1 });
    const stageId = await insertStage(server, other.id, { inDays: -1, seq: 2, amountCents: 250_000 });
    expect(await pendingIds()).toContain(stageId);
    expect(await billingPaid(other.id)).toBe(false);

    const res = await voidStage(stageId, { reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: stageId, status: 'void', voided_reason: reason, total_amount_cents: 250_000, project_code: other.projectCode, invoice_id: null });
    expect(res.json().voided_at).toEqual(expect.any(String));

    expect(await pendingIds()).not.toContain(stageId);
    expect(await billingPaid(other.id)).toBe(true);
    const [shown] = (await stagesOf(other.projectCode)).filter((stage) => stage.id === stageId);
    expect(shown).toMatchObject({ status: 'void', voided_reason: reason });
    const list = (await inject(users.inspector, 'GET', `/api/billing-stages?project=${other.projectCode}&status=ready`)).json();
    expect(list.total).toBe(0);
    await createDueNotifications(server.database.db, new Date());
    expect(await server.database.db.select().from(notifications).where(eq(notifications.entityId, stageId))).toEqual([]);

    const [audit] = await voidAudits(stageId);
    expect(audit).toMatchObject({
      actorId: users.admin.id,
      entityType: 'billing_stage',
      before: { status: 'ready' },
      after: { status: 'void', reason, project_id: other.id, seq: 2, amount_cents: 250_000 },
    });

    // Voiding it again is refused, and changes nothing.
    const stored = await storedStage(stageId);
    const again = await voidStage(stageId, { reason: 'Another reason' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition', message: INVOICE_MESSAGES.stageAlreadyVoid });
    expect(await storedStage(stageId)).toEqual(stored);
    expect(await voidAudits(stageId)).toHaveLength(1);
    // And it cannot be invoiced any more.
    expect((await inject(users.admin, 'POST', `/api/billing-stages/${stageId}/invoice`, {})).statusCode).toBe(409);
  });

  it('keeps a void stage out of the re-split of a new contract amount: its share stays waived', async () => {
    const created = await inject(users.admin, 'POST', '/api/projects', projectBody(users.companyId, { base_contract: 80_000, start_date: '2099-06-01' }));
    expect(created.statusCode, created.body).toBe(201);
    const detail: ProjectDetail = projectDetailSchema.parse(created.json());
    const [deposit] = await stagesOf(detail.project_code);
    expect((await voidStage(deposit!.id)).statusCode).toBe(200);

    const res = await inject(users.admin, 'PATCH', `/api/projects/${detail.project_code}`, { version: detail.version, base_contract: 100_000 });
    expect(res.statusCode, res.body).toBe(200);
    // Fee 500,000: progress and final get their 40% and 30%; the void deposit keeps its 120,000 and bills nothing.
    expect((await stagesOf(detail.project_code)).map((stage) => [stage.status, stage.total_amount_cents])).toEqual([
      ['void', 120_000],
      ['scheduled', 200_000],
      ['scheduled', 150_000],
    ]);
  });
});
