import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, uploads } from '../../../src/server/db/schema';
import { projectActivityResponseSchema, type ActivityEntry } from '../../../src/shared/schemas/project-activity';
import { insertStage } from '../../support/invoice-fixtures';
import { projectWithInspection } from '../../support/report-fixtures';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

describe('Project activity', () => {
  let server: TestServer;
  let users: RoleUsers;
  let project: Awaited<ReturnType<typeof projectWithInspection>>;
  let other: Awaited<ReturnType<typeof projectWithInspection>>;
  let otherAuditIds: number[];

  async function audit(entityType: string, entityId: string, action: string, before: unknown, after: unknown): Promise<number> {
    const [row] = await server.database.db
      .insert(auditLog)
      .values({ actorId: users.inspector.id, action, entityType, entityId, before, after })
      .returning({ id: auditLog.id });
    return row!.id;
  }

  async function insertInvoice(projectId: string, invoiceNumber: string): Promise<string> {
    const [row] = await server.database.db
      .insert(invoices)
      .values({ invoiceNumber, projectId, billToName: 'Harbourview', subtotalCents: 1000, taxRateBasisPoints: 500, taxCents: 50, totalCents: 1050 })
      .returning({ id: invoices.id });
    return row!.id;
  }

  /** One audit row per kind of record of `target` (the stage and report rows count as invoice and file). */
  async function auditEveryKind(target: typeof project, invoiceNumber: string): Promise<number[]> {
    const stageId = await insertStage(server, target.id, { inDays: 10, description: 'Progress billing' });
    const invoiceId = await insertInvoice(target.id, invoiceNumber);
    const [photo] = await server.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.inspectionId, target.inspectionId));
    return [
      await audit('project', target.id, 'project.update', { project_name: 'Old name', region: 'BC' }, { project_name: 'New name', region: 'BC' }),
      await audit('inspection', target.inspectionId, 'inspection.record', { status: 'scheduled' }, { status: 'performed' }),
      await audit('deficiency', target.deficiencyId, 'deficiency.ready_for_reinspection', { status: 'open' }, { status: 'ready_for_reinspection' }),
      await audit('billing_stage', stageId, 'billing_stage.void', { status: 'scheduled' }, { status: 'void' }),
      await audit('invoice', invoiceId, 'invoice.payment', { status: 'issued' }, { status: 'paid' }),
      await audit('upload', photo!.id, 'upload.delete', { filename: 'north-wall.png' }, null),
    ];
  }

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    project = await projectWithInspection(server, users.companyId, users.client.id);
    other = await projectWithInspection(server, users.companyId, users.client.id);
    await auditEveryKind(project, 'INV-ACT-1');
    otherAuditIds = await auditEveryKind(other, 'INV-ACT-2');
    // A generated report audits itself through the real route (a file of the project).
    const report = await server.app.inject({ method: 'POST', url: '/api/reports', headers: users.admin.headers, payload: { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId } });
    expect(report.statusCode, report.body).toBeLessThan(300);
  });
  afterAll(() => server.close());

  const url = (code: string, query = '') => `/api/projects/${code}/activity${query}`;
  async function page(query = '', user = users.admin, code = project.projectCode) {
    const res = await server.app.inject({ method: 'GET', url: url(code, query), headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return projectActivityResponseSchema.parse(res.json());
  }

  it('is for staff only: 401 without a token, 403 for a Client, 404 for an unknown project', async () => {
    await expectUnauthenticated(server, { method: 'GET', url: url(project.projectCode) });
    await expectForbidden(server, { method: 'GET', url: url(project.projectCode) }, [users.client]);
    const missing = await server.app.inject({ method: 'GET', url: url('BC-26-0999'), headers: users.admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    await page('', users.inspector);
  });

  it('lists every kind with its label, who did it and only the changed fields, newest first', async () => {
    const { data, next_cursor } = await page();
    expect(next_cursor).toBeNull();
    const byType = (type: string) => data.find((entry) => entry.entity_type === type);
    expect(byType('project')).toMatchObject({ kind: 'project', entity_label: `Project ${project.projectCode}`, changes: [{ field: 'project_name', before: 'Old name', after: 'New name' }] });
    expect(byType('project')).toMatchObject({ actor_role: 'Inspector', actor_name: expect.any(String) as string });
    expect(byType('inspection')).toMatchObject({ kind: 'inspection', entity_label: expect.stringMatching(/ inspection$/) as string, entity_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string });
    expect(byType('deficiency')).toMatchObject({ kind: 'deficiency', entity_label: expect.stringMatching(/^Deficiency #\d+: Stairwell/) as string, changes: [{ field: 'status', before: 'open', after: 'ready_for_reinspection' }] });
    expect(byType('billing_stage')).toMatchObject({ kind: 'invoice', entity_label: expect.stringMatching(/^Billing stage \d+: Progress billing$/) as string });
    expect(byType('invoice')).toMatchObject({ kind: 'invoice', entity_label: 'Invoice INV-ACT-1' });
    expect(byType('upload')).toMatchObject({ kind: 'file', entity_label: 'north-wall.png', changes: [{ field: 'filename', before: 'north-wall.png', after: null }] });
    expect(byType('report')).toMatchObject({ kind: 'file', entity_label: expect.stringMatching(/ report v1$/) as string, actor_role: 'Admin' });
    const times = data.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("never shows another project's rows", async () => {
    const { data } = await page('?limit=100');
    const leaked = data.filter((entry) => otherAuditIds.includes(entry.id) || [other.id, other.inspectionId, other.deficiencyId].includes(entry.entity_id));
    expect(leaked).toEqual([]);
    expect((await page('', users.admin, other.projectCode)).data.map((entry) => entry.id)).toEqual(expect.arrayContaining(otherAuditIds));
  });

  it('filters by kind', async () => {
    const invoicesOnly = await page('?kind=invoice');
    expect(invoicesOnly.data.map((entry) => entry.entity_type).sort()).toEqual(['billing_stage', 'invoice']);
    const files = await page('?kind=file');
    expect(new Set(files.data.map((entry) => entry.kind))).toEqual(new Set(['file']));
    expect(files.data.length).toBeGreaterThanOrEqual(2);
  });

  it('pages with a cursor, never repeating or skipping a row, even rows written at the same instant', async () => {
    // Rows with one shared timestamp: the id breaks the tie.
    const at = new Date('2026-01-01T00:00:00Z');
    await server.database.db.insert(auditLog).values([1, 2, 3].map((n) => ({ action: `project.note_${n}`, entityType: 'project', entityId: project.id, at })));
    const all = (await page('?limit=100')).data.map((entry) => entry.id);
    const seen: ActivityEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.data.length).toBeLessThanOrEqual(2);
      seen.push(...next.data);
      cursor = next.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(seen.map((entry) => entry.id)).toEqual(all);
  });

  it('answers bad input with a 400 in the one error shape', async () => {
    for (const query of ['?limit=0', '?limit=101', '?kind=email', '?cursor=not%20a%20cursor', `?cursor=${Buffer.from('2026~x').toString('base64url')}`]) {
      const res = await server.app.inject({ method: 'GET', url: url(project.projectCode, query), headers: users.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: expect.any(String) as string, message: expect.any(String) as string, code: expect.any(String) as string });
    }
  });
});
