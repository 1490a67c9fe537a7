import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import type { ScheduleDetail, ScheduleRun } from '../../../src/shared/schemas/schedules';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers, type RouteCall } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import { drainOutbox, type TestServer } from '../../support/server';
import type { SignedInUser } from '../../support/signed-in-users';
import { providerToday } from '../../../src/server/config/provider-day';

const validBody = {
  name: 'Weekly demographics',
  report_key: 'demographics',
  filters: { region: 'BC' },
  cron: '0 7 * * 1',
  time_zone: 'America/Vancouver',
  format: 'csv',
  recipients: ['owner@example.com', 'board@example.com'],
};

describe('Scheduled reports (/api/schedules)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let schedule: ScheduleDetail;

  const call = (user: SignedInUser | null, method: RouteCall['method'], url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: user?.headers });

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    const res = await call(users.admin, 'POST', '/api/schedules', validBody);
    expect(res.statusCode).toBe(201);
    schedule = res.json();
  });
  afterAll(() => server.close());

  const routes = (): RouteCall[] => [
    { method: 'GET', url: '/api/schedules' },
    { method: 'GET', url: `/api/schedules/${schedule.id}` },
    { method: 'POST', url: '/api/schedules', payload: validBody },
    { method: 'PUT', url: `/api/schedules/${schedule.id}`, payload: { ...validBody, version: 1 } },
    { method: 'POST', url: `/api/schedules/${schedule.id}/enabled`, payload: { enabled: false, version: 1 } },
    { method: 'POST', url: `/api/schedules/${schedule.id}/run` },
    { method: 'DELETE', url: `/api/schedules/${schedule.id}` },
    { method: 'GET', url: `/api/schedules/runs/${crypto.randomUUID()}/file` },
  ];

  it('answers 401 without a token and 403 to a Client on every route', async () => {
    for (const route of routes()) {
      await expectUnauthenticated(server, route);
      await expectForbidden(server, route, [users.client]);
    }
  });

  it('answers 403 when an Inspector schedules the Admin-only uploads report', async () => {
    expect((await call(users.inspector, 'POST', '/api/schedules', { ...validBody, report_key: 'uploads' })).statusCode).toBe(403);
    expect((await call(users.admin, 'POST', '/api/schedules', { ...validBody, name: 'Uploads', report_key: 'uploads' })).statusCode).toBe(201);
  });

  it('creates a schedule with its next run in its time zone, audited', async () => {
    expect(schedule).toMatchObject({ name: 'Weekly demographics', enabled: true, version: 1, runs: [], last_run: null });
    const next = new Date(schedule.next_run_at!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Vancouver', weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).format(next)).toBe('Mon, 07');
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, schedule.id), eq(auditLog.action, 'schedule.create')));
    expect(audits).toHaveLength(1);
  });

  it('answers 400 for a bad cron, time zone, recipients or a deficiency list without a project', async () => {
    const cases: [object, RegExp][] = [
      [{ cron: 'every monday' }, /cron expression/],
      [{ cron: '61 7 * * *' }, /cron expression/],
      [{ time_zone: 'Mars/Olympus' }, /time zone/],
      [{ recipients: [] }, /at least one recipient/],
      [{ recipients: ['not-an-email'] }, /valid e-mail/],
      [{ recipients: Array.from({ length: 21 }, (_, index) => `r${index}@example.com`) }, /at most 20/],
      [{ report_key: 'deficiency_list', filters: {} }, /project/],
      [{ report_key: 'no-such-report' }, /./],
      [{ format: 'xlsx' }, /./],
    ];
    for (const [change, message] of cases) {
      const res = await call(users.inspector, 'POST', '/api/schedules', { ...validBody, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
  });

  it('lets an Inspector list and read schedules', async () => {
    const list = await call(users.inspector, 'GET', '/api/schedules');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(schedule.id);
    expect((await call(users.inspector, 'GET', `/api/schedules/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('updates with the version and answers 409 for a stale one', async () => {
    const res = await call(users.admin, 'PUT', `/api/schedules/${schedule.id}`, { ...validBody, name: 'Monday demographics', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Monday demographics', version: 2 });
    const stale = await call(users.admin, 'PUT', `/api/schedules/${schedule.id}`, { ...validBody, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { version: 2 } });
  });

  it('disables and enables: no next run while disabled', async () => {
    const off = await call(users.admin, 'POST', `/api/schedules/${schedule.id}/enabled`, { enabled: false, version: 2 });
    expect(off.json()).toMatchObject({ enabled: false, next_run_at: null, version: 3 });
    const on = await call(users.admin, 'POST', `/api/schedules/${schedule.id}/enabled`, { enabled: true, version: 3 });
    expect(on.json()).toMatchObject({ enabled: true, version: 4 });
    expect(on.json().next_run_at).not.toBeNull();
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, schedule.id));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['schedule.update', 'schedule.disable', 'schedule.enable']));
  });

  it('runs now, keeps the run with its file and serves the file', async () => {
    const res = await call(users.inspector, 'POST', `/api/schedules/${schedule.id}/run`);
    expect(res.statusCode).toBe(201);
    const run: ScheduleRun = res.json();
    // The answer comes at the commit: the e-mails are in the outbox, sent after it.
    const queued = validBody.recipients.map((recipient) => ({ recipient, status: 'queued', error: null }));
    expect(run).toMatchObject({ status: 'succeeded', emailed_to: [], deliveries: queued, file_name: expect.stringMatching(/Demographics .*\.csv$/) });
    await drainOutbox(server.app);
    const file = await call(users.inspector, 'GET', `/api/schedules/runs/${run.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect(file.body.split('\n')[0]).toContain(',');
    const detail = await call(users.admin, 'GET', `/api/schedules/${schedule.id}`);
    expect(detail.json().runs.map((row: ScheduleRun) => row.id)).toEqual([run.id]);
    expect(detail.json().last_run).toMatchObject({ id: run.id, status: 'succeeded', emailed_to: validBody.recipients });
  });

  it('runs a project deficiency list as a PDF', async () => {
    const project = await insertSampleProject(server, { companyId: users.companyId });
    const created = await call(users.admin, 'POST', '/api/schedules', { ...validBody, report_key: 'deficiency_list', filters: { project_id: project.id }, format: 'pdf' });
    expect(created.statusCode).toBe(201);
    const run = (await call(users.admin, 'POST', `/api/schedules/${created.json().id}/run`)).json();
    expect(run).toMatchObject({ status: 'succeeded', file_name: `${project.projectCode} Deficiency list ${providerToday()}.pdf` });
    const file = await call(users.admin, 'GET', `/api/schedules/runs/${run.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 400 for a malformed id and 404 for an unknown run file', async () => {
    expect((await call(users.admin, 'GET', '/api/schedules/not-a-uuid')).statusCode).toBe(400);
    expect((await call(users.admin, 'GET', `/api/schedules/runs/${crypto.randomUUID()}/file`)).statusCode).toBe(404);
  });

  it('deletes a schedule with its runs, audited', async () => {
    expect((await call(users.admin, 'DELETE', `/api/schedules/${schedule.id}`)).statusCode).toBe(204);
    expect((await call(users.admin, 'GET', `/api/schedules/${schedule.id}`)).statusCode).toBe(404);
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, schedule.id), eq(auditLog.action, 'schedule.delete')));
    expect(audits).toHaveLength(1);
  });
});
