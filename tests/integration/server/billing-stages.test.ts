import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { auditLog, billingStages, projects } from '../../../src/server/db/schema';
import { planBillingStages, suggestedStageDates } from '../../../src/shared/billing-stages';
import { DEFAULT_BILLING_SPLIT } from '../../../src/shared/fees';
import { providerToday } from '../../../src/server/config/provider-day';
import type { BillingStageListItem, ProjectInvoicing } from '../../../src/shared/schemas/invoices';
import { projectDetailSchema, type ProjectDetail } from '../../../src/shared/schemas/projects';
import { insertStage } from '../../support/invoice-fixtures';
import { projectBody } from '../../support/project-bodies';
import { startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';

describe('Billing stages of every project: created, re-split on a fee change, re-dated on a date change, ready on their date, backfilled', () => {
  let server: TestServer;
  let users: RoleUsers;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: users.admin.headers, ...(payload ? { payload } : {}) });
  const createProject = async (overrides: Parameters<typeof projectBody>[1] = {}): Promise<ProjectDetail> => {
    const res = await inject('POST', '/api/projects', projectBody(users.companyId, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return projectDetailSchema.parse(res.json());
  };
  const stagesOf = async (code: string): Promise<BillingStageListItem[]> => ((await inject('GET', `/api/projects/${code}/invoicing`)).json() as ProjectInvoicing).stages;
  const today = () => providerToday();

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  it('gives a project created on /projects/new the three stages of a converted request, in its transaction', async () => {
    const project = await createProject({ base_contract: 80_000, start_date: '2099-06-01', final_inspection_date: '2099-10-15' });
    expect(project.fee_cents).toBe(400_000);
    const stages = await stagesOf(project.project_code);
    expect(stages.map(({ seq, stage_description, total_amount_cents, to_be_invoiced_date, status }) => ({ seq, stage_description, total_amount_cents, to_be_invoiced_date, status }))).toEqual([
      // The deposit is due at assignment: today, so it is ready at once.
      { seq: 1, stage_description: 'Deposit at assignment', total_amount_cents: 120_000, to_be_invoiced_date: today(), status: 'ready' },
      { seq: 2, stage_description: 'Progress and travel', total_amount_cents: 160_000, to_be_invoiced_date: '2099-06-01', status: 'scheduled' },
      { seq: 3, stage_description: 'Final balance', total_amount_cents: 120_000, to_be_invoiced_date: '2099-10-15', status: 'scheduled' },
    ]);
    const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, project.project_id));
    expect(audit?.after).toMatchObject({ billing_stages: [{ seq: 1, amount_cents: 120_000 }, { seq: 2 }, { seq: 3 }] });
    // The guarantee's "every invoice paid" no longer passes without an invoice: the stages are owed.
    const pending = (await inject('GET', '/api/invoices/pending')).json().data as Array<{ project_code: string }>;
    expect(pending.filter((item) => item.project_code === project.project_code)).toHaveLength(1);
  });

  it('re-splits the stages not invoiced when the contract changes, keeping the invoiced one', async () => {
    const project = await createProject({ base_contract: 80_000, start_date: null });
    const [deposit] = await stagesOf(project.project_code);
    const issued = await inject('POST', `/api/billing-stages/${deposit!.id}/invoice`, {});
    expect(issued.statusCode, issued.body).toBe(201);

    const res = await inject('PATCH', `/api/projects/${project.project_code}`, { version: project.version, base_contract: 100_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fee_cents).toBe(500_000);
    const stages = await stagesOf(project.project_code);
    // 120,000 was invoiced; the rest of the new fee (380,000) goes 40:30 to progress and final.
    expect(stages.map((stage) => [stage.status, stage.total_amount_cents])).toEqual([
      ['invoiced', 120_000],
      ['scheduled', 217_143],
      ['scheduled', 162_857],
    ]);
    expect(stages.reduce((sum, stage) => sum + stage.total_amount_cents, 0)).toBe(500_000);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, project.project_id));
    const update = audits.find((entry) => entry.action === 'project.update');
    expect(update?.before).toMatchObject({ fee_cents: 400_000, billing_stages: [{ seq: 2, amount_cents: 160_000 }, { seq: 3, amount_cents: 120_000 }] });
    expect(update?.after).toMatchObject({ fee_cents: 500_000, billing_stages: [{ seq: 2, amount_cents: 217_143 }, { seq: 3, amount_cents: 162_857 }] });
  });

  it('refuses (409, nothing changed) a contract whose fee is below what was invoiced already', async () => {
    const project = await createProject({ base_contract: 200_000 });
    const stages = await stagesOf(project.project_code);
    const issued = await inject('POST', `/api/billing-stages/${stages[0]!.id}/invoice`, { stage_ids: [stages[1]!.id] });
    expect(issued.statusCode, issued.body).toBe(201);
    // Fee 10,000 invoiced 7,000; a $30,000 contract makes the minimum fee of 1,500.
    const res = await inject('PATCH', `/api/projects/${project.project_code}`, { version: project.version, base_contract: 30_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'fee_below_invoiced', error: 'Fee below the amount invoiced' });
    const [row] = await server.database.db.select().from(projects).where(eq(projects.id, project.project_id));
    expect(row).toMatchObject({ feeCents: 1_000_000, baseContractCents: 20_000_000, version: project.version });
    expect((await stagesOf(project.project_code)).map((stage) => stage.total_amount_cents)).toEqual([300_000, 400_000, 300_000]);
  });

  it('re-dates the stages not yet invoiced when the project dates change, keeping invoiced and void ones', async () => {
    const project = await createProject({ start_date: '2099-06-01', final_inspection_date: '2099-10-15' });
    const [, progress] = await stagesOf(project.project_code);
    const issued = await inject('POST', `/api/billing-stages/${progress!.id}/invoice`, {});
    expect(issued.statusCode, issued.body).toBe(201);

    const res = await inject('PATCH', `/api/projects/${project.project_code}`, { version: project.version, start_date: '2099-07-01', final_inspection_date: '2099-11-30' });
    expect(res.statusCode, res.body).toBe(200);
    const dates = (await stagesOf(project.project_code)).map((stage) => [stage.status, stage.to_be_invoiced_date]);
    // The deposit stays at assignment, the invoiced progress keeps its date, the final balance follows the final inspection.
    expect(dates).toEqual([
      ['ready', today()],
      ['invoiced', '2099-06-01'],
      ['scheduled', '2099-11-30'],
    ]);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, project.project_id));
    const update = audits.find((entry) => entry.action === 'project.update');
    expect(update?.before).toMatchObject({ final_inspection_date: '2099-10-15', billing_stages: [{ seq: 3, date: '2099-10-15' }] });
    expect(update?.after).toMatchObject({ final_inspection_date: '2099-11-30', billing_stages: [{ seq: 3, date: '2099-11-30' }] });

    // Clearing the final inspection would move the final balance to 60 days after progress, but a void stage keeps its date.
    const [, , final] = await stagesOf(project.project_code);
    const voided = await inject('POST', `/api/billing-stages/${final!.id}/void`, { reason: 'Final balance waived' });
    expect(voided.statusCode, voided.body).toBe(200);
    const cleared = await inject('PATCH', `/api/projects/${project.project_code}`, { version: res.json().version, final_inspection_date: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await stagesOf(project.project_code)).map((stage) => stage.to_be_invoiced_date)).toEqual([today(), '2099-06-01', '2099-11-30']);
  });

  it('moves a scheduled stage with the start date and the substantial performance date when there is no final inspection', async () => {
    const project = await createProject({ start_date: '2099-06-01', substantial_performance_date: '2099-09-01' });
    const res = await inject('PATCH', `/api/projects/${project.project_code}`, { version: project.version, start_date: '2099-05-01', substantial_performance_date: '2099-08-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stagesOf(project.project_code)).map((stage) => stage.to_be_invoiced_date)).toEqual([today(), '2099-05-01', '2099-08-15']);
    // A name change leaves the dates alone.
    const renamed = await inject('PATCH', `/api/projects/${project.project_code}`, { version: res.json().version, project_name: 'Seawall Library, phase 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await stagesOf(project.project_code)).map((stage) => stage.to_be_invoiced_date)).toEqual([today(), '2099-05-01', '2099-08-15']);
  });

  it('shows a scheduled stage as ready once its date has come, in the lists, the filter and the sort', async () => {
    const project = await insertSampleProject(server, { companyId: users.companyId });
    const past = await insertStage(server, project.id, { inDays: -1 });
    const todays = await insertStage(server, project.id, { inDays: 0 });
    const future = await insertStage(server, project.id, { inDays: 1 });
    const undated = await insertStage(server, project.id, { inDays: null });
    const statusOf = (rows: BillingStageListItem[]) => Object.fromEntries(rows.map((row) => [row.id, row.status]));

    const expected = { [past]: 'ready', [todays]: 'ready', [future]: 'scheduled', [undated]: 'scheduled' };
    expect(statusOf(await stagesOf(project.projectCode))).toEqual(expected);
    const list = async (query: string) => (await inject('GET', `/api/billing-stages?project=${project.projectCode}&${query}`)).json() as { data: BillingStageListItem[]; total: number };
    expect(statusOf((await list('pageSize=50')).data)).toEqual(expected);
    const ready = await list('status=ready');
    expect(ready.data.map((row) => row.id).sort()).toEqual([past, todays].sort());
    expect(ready.total).toBe(2);
    expect((await list('status=scheduled')).data.map((row) => row.id).sort()).toEqual([future, undated].sort());
    const sorted = await list('sort=status&order=asc');
    // Statuses sort in their life order (scheduled, ready, invoiced, paid, void).
    expect(sorted.data.map((row) => row.status)).toEqual(['scheduled', 'scheduled', 'ready', 'ready']);
    // The stored status is untouched: nothing has to run for a stage to become ready.
    const [stored] = await server.database.db.select().from(billingStages).where(eq(billingStages.id, past));
    expect(stored?.status).toBe('scheduled');
  });

  it('migration 0021 gives each project without stages the same stages (void for a cancelled one), and no more to the others', async () => {
    const plain = await insertSampleProject(server, { companyId: users.companyId });
    const dated = await insertSampleProject(server, { companyId: users.companyId });
    await server.database.db
      .update(projects)
      .set({ startDate: '2030-02-01', substantialPerformanceDate: '2030-05-01', feeCents: 1_250_003, status: 'cancelled' })
      .where(eq(projects.id, dated.id));
    const staged = await createProject();
    const before = await stagesOf(staged.project_code);

    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0021_billing_stages_backfill.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await server.database.db.execute(sql.raw(statement));

    const rowsOf = async (id: string) => {
      const [project] = await server.database.db.select().from(projects).where(eq(projects.id, id));
      const stages = await server.database.db.select().from(billingStages).where(eq(billingStages.projectId, id)).orderBy(asc(billingStages.seq));
      return { project: project!, stages };
    };
    for (const [id, status] of [
      [plain.id, 'scheduled'],
      [dated.id, 'void'],
    ] as const) {
      const { project, stages } = await rowsOf(id);
      const dates = suggestedStageDates({
        // The backfill dates the deposit by the UTC day of creation (it predates the provider's
        // time zone setting), which differs from the provider's day for part of every day.
        today: new Date(project.createdAt).toISOString().slice(0, 10),
        start: project.startDate,
        end: project.finalInspectionDate ?? project.substantialPerformanceDate,
      });
      const expected = planBillingStages(project.feeCents, DEFAULT_BILLING_SPLIT, dates);
      expect(stages.map(({ seq, stageDescription, totalAmountCents, toBeInvoicedDate, status: stageStatus }) => ({ seq, stageDescription, totalAmountCents, toBeInvoicedDate, status: stageStatus }))).toEqual(
        expected.map(({ seq, stageDescription, totalAmountCents, toBeInvoicedDate }) => ({ seq, stageDescription, totalAmountCents, toBeInvoicedDate, status })),
      );
    }
    expect((await rowsOf(dated.id)).stages.map((stage) => stage.toBeInvoicedDate)).toEqual([expect.any(String), '2030-02-01', '2030-05-01']);
    expect(await stagesOf(staged.project_code)).toEqual(before);
  });
});
