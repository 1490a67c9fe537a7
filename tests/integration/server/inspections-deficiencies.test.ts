import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, deficiencies, emailLog } from '../../../src/server/db/schema';
import { deficiencyTrackingResponseSchema, inspectionDetailSchema, inspectionResponseSchema } from '../../../src/shared/schemas/inspections';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import { drainOutbox, type TestServer } from '../../support/server';
import { signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Inspections and deficiency tracking', () => {
  let server: TestServer;
  let users: RoleUsers;
  let project: { id: string; projectCode: string };
  let contractorId: string;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    project = await insertSampleProject(server, { companyId: users.companyId, leadInspectorId: users.inspector.id });
    const [contractor] = await server.database.db
      .insert(companies)
      .values({ name: 'Brushline Painting', type: 'painting_contractor', email: 'office@brushline.example' })
      .returning({ id: companies.id });
    contractorId = contractor!.id;
  });
  afterAll(() => server.close());

  const post = (url: string, user: SignedInUser, payload: object = {}) => server.app.inject({ method: 'POST', url, headers: user.headers, payload });

  async function schedule(inspectorId = users.inspector.id) {
    const res = await post('/api/inspections', users.admin, { project_code: project.projectCode, stage: 'primer', scheduled_at: '2026-11-24T09:00:00-08:00', inspector_id: inspectorId });
    expect(res.statusCode, res.body).toBe(201);
    return inspectionResponseSchema.parse(res.json()).data;
  }

  const recordBody = (version: number) => ({
    version,
    result: 'pass_with_deficiencies',
    performed_at: '2026-11-24T10:30:00-08:00',
    air_temperature_c: 12,
    surface_temperature_c: 10,
    relative_humidity: 70,
    notes: 'Primer on the north elevation is thin at the parapet.',
    travel_km: 120,
    deficiencies: [
      { location: 'North elevation, parapet', description: 'Primer film thickness below spec', category: 'film_thickness', severity: 'major', responsible_company_id: contractorId, due_date: '2026-11-01' },
    ],
  });

  it('guards every route: 401 without a token, 403 for the wrong role', async () => {
    const id = crypto.randomUUID();
    await expectUnauthenticated(server, { method: 'GET', url: '/api/deficiency/tracking' });
    await expectUnauthenticated(server, { method: 'POST', url: `/api/deficiencies/${id}/remind` });
    await expectForbidden(server, { method: 'GET', url: '/api/deficiency/tracking' }, [users.client]);
    await expectForbidden(server, { method: 'POST', url: `/api/deficiencies/${id}/verify` }, [users.client]);
    await expectForbidden(
      server,
      { method: 'POST', url: '/api/inspections', payload: { project_code: 'BC-26-0001', stage: 'primer', scheduled_at: '2026-11-24T09:00:00Z', inspector_id: id } },
      [users.client, users.inspector],
    );
    await expectForbidden(server, { method: 'POST', url: `/api/inspections/${id}/record`, payload: recordBody(1) }, [users.client]);
  });

  it('validates a recording (400) and lets only the assigned inspector record it (403)', async () => {
    const inspection = await schedule();
    expect((await post(`/api/inspections/${inspection.id}/record`, users.inspector, { ...recordBody(1), relative_humidity: 140 })).statusCode).toBe(400);
    const other = await signedInUser(server, 'Inspector');
    expect((await post(`/api/inspections/${inspection.id}/record`, other, recordBody(1))).statusCode).toBe(403);
  });

  it('records on site with dew point, travel fee and numbered deficiencies; a stale version gets 409', async () => {
    const inspection = await schedule();
    const res = await post(`/api/inspections/${inspection.id}/record`, users.inspector, recordBody(inspection.version));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = inspectionDetailSchema.parse(res.json());
    expect(data).toMatchObject({ status: 'performed', result: 'pass_with_deficiencies', travel_fee_cents: 2800, dew_point_c: 6.7 });
    expect(data.deficiencies).toHaveLength(1);
    expect(data.deficiencies[0]).toMatchObject({ responsible_company_name: 'Brushline Painting', needs_reminder: true, needs_warning: true });
    const again = await post(`/api/inspections/${inspection.id}/record`, users.inspector, recordBody(inspection.version));
    expect(again.statusCode).toBe(409);

    // A client sees the performed inspection of their company's project; a schedule is staff-only.
    const seen = await server.app.inject({ method: 'GET', url: `/api/inspections/${inspection.id}`, headers: users.client.headers });
    expect(seen.statusCode).toBe(200);
  });

  it('tracks the queues and follows up: reminder and warning e-mails (the warning with a PDF), verify, close, archive', async () => {
    const tracking = deficiencyTrackingResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/deficiency/tracking?archived=false', headers: users.inspector.headers })).json(),
    ).data;
    expect(tracking.summary.needingReminder).toBeGreaterThanOrEqual(1);
    const item = tracking.items.find((candidate) => candidate.responsible_company_id === contractorId)!;

    expect((await post(`/api/deficiencies/${item.id}/remind`, users.admin)).statusCode).toBe(200);
    expect((await post(`/api/deficiencies/${item.id}/warn`, users.admin)).statusCode).toBe(200);
    const mails = await server.database.db.select().from(emailLog).where(eq(emailLog.entityId, item.id));
    expect(mails.map((mail) => mail.type).sort()).toEqual(['deficiency.reminder', 'deficiency.warning']);
    await drainOutbox(server.app);
    const files = readdirSync(server.mailDir).map((name) => readFileSync(join(server.mailDir, name), 'utf8'));
    const warning = files.find((raw) => raw.includes('deficiency.warning'))!;
    expect(warning).toMatch(/Content-Type: application\/pdf/i);
    expect(warning).toContain('Warning-');

    expect((await post(`/api/deficiencies/${item.id}/close`, users.admin)).statusCode).toBe(409);
    expect((await post(`/api/deficiencies/${item.id}/verify`, users.inspector)).statusCode).toBe(200);
    const closed = await post(`/api/deficiencies/${item.id}/close`, users.admin);
    expect(closed.json().data).toMatchObject({ status: 'closed', reminder_count: 1, warning_level: 1 });
    expect((await post(`/api/deficiencies/${item.id}/archive`, users.admin)).json().data.archived).toBe(true);
    const archived = deficiencyTrackingResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/deficiency/tracking?archived=true', headers: users.admin.headers })).json(),
    ).data;
    expect(archived.items.map((candidate) => candidate.id)).toContain(item.id);
    const [row] = await server.database.db.select().from(deficiencies).where(eq(deficiencies.id, item.id));
    expect(row).toMatchObject({ status: 'closed', archived: true });
  });
});
