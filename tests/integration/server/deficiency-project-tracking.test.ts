import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, deficiencies, uploads } from '../../../src/server/db/schema';
import { deficiencyDetailResponseSchema, deficiencyTrackingResponseSchema } from '../../../src/shared/schemas/inspections';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import { providerToday } from '../../../src/server/config/provider-day';
import { addDays } from '../../../src/shared/dates';

const dateIn = (days: number) => addDays(providerToday(), days);

/** The project filter of deficiency tracking (the project page's tab) and a deficiency's detail. */
describe('Deficiency tracking per project, and a deficiency with its photos and history', () => {
  let server: TestServer;
  let users: RoleUsers;
  let mine: { id: string; projectCode: string };
  let other: { id: string; projectCode: string };
  const ids = { overdue: '', closed: '', elsewhere: '' };

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    mine = await insertSampleProject(server, { companyId: users.companyId });
    other = await insertSampleProject(server, { companyId: users.companyId });
    const [contractor] = await server.database.db
      .insert(companies)
      .values({ name: 'Rollright Coatings', type: 'painting_contractor', email: 'office@rollright.example' })
      .returning({ id: companies.id });
    const base = { category: 'coverage', severity: 'major', description: 'Missed areas', responsibleCompanyId: contractor!.id } as const;
    const rows = await server.database.db
      .insert(deficiencies)
      .values([
        { ...base, projectId: mine.id, number: 1, location: 'Lobby', dueDate: dateIn(-1), status: 'open' },
        { ...base, projectId: mine.id, number: 2, location: 'Stair A', dueDate: dateIn(-20), status: 'closed' },
        { ...base, projectId: other.id, number: 1, location: 'Roof', dueDate: dateIn(-1), status: 'open' },
      ])
      .returning({ id: deficiencies.id });
    [ids.overdue, ids.closed, ids.elsewhere] = rows.map((row) => row.id) as [string, string, string];
    await server.database.db.insert(uploads).values({
      id: crypto.randomUUID(),
      kind: 'deficiency_photo',
      ownerId: users.inspector.id,
      filename: 'lobby.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
      deficiencyId: ids.overdue,
    });
  });
  afterAll(() => server.close());

  const get = (url: string, headers = users.admin.headers) => server.app.inject({ method: 'GET', url, headers });

  it('guards the detail: 401 without a token, 403 for a client, 400 for a malformed id, 404 for an unknown one', async () => {
    await expectUnauthenticated(server, { method: 'GET', url: `/api/deficiencies/${ids.overdue}` });
    await expectForbidden(server, { method: 'GET', url: `/api/deficiencies/${ids.overdue}` }, [users.client]);
    expect((await get('/api/deficiencies/not-a-uuid')).statusCode).toBe(400);
    expect((await get(`/api/deficiencies/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists one project with its closed deficiencies and counts its queues alone; a malformed project id is a 400', async () => {
    const res = await get(`/api/deficiency/tracking?archived=false&project_id=${mine.id}`, users.inspector.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = deficiencyTrackingResponseSchema.parse(res.json());
    expect(data.items.map((item) => item.id).sort()).toEqual([ids.overdue, ids.closed].sort());
    expect(data.summary).toEqual({ needingReminder: 1, needingWarning: 0, needingClosure: 0 });

    // Without the project filter closed ones stay out of the list, and every project counts.
    const all = deficiencyTrackingResponseSchema.parse((await get('/api/deficiency/tracking?archived=false')).json()).data;
    expect(all.items.map((item) => item.id)).not.toContain(ids.closed);
    expect(all.items.map((item) => item.id)).toContain(ids.elsewhere);
    expect(all.summary.needingReminder).toBe(2);

    expect((await get('/api/deficiency/tracking?project_id=BC-26-0001')).statusCode).toBe(400);
  });

  it('gives a deficiency with its photos and its follow-up history, newest first', async () => {
    const remind = await server.app.inject({ method: 'POST', url: `/api/deficiencies/${ids.overdue}/remind`, headers: users.admin.headers });
    expect(remind.statusCode, remind.body).toBe(200);
    expect(remind.json().data.last_reminder_at).not.toBeNull();
    await server.app.inject({ method: 'POST', url: `/api/deficiencies/${ids.overdue}/verify`, headers: users.inspector.headers });

    const res = await get(`/api/deficiencies/${ids.overdue}`, users.inspector.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = deficiencyDetailResponseSchema.parse(res.json());
    expect(data).toMatchObject({ status: 'verified', reminder_count: 1, project_code: mine.projectCode });
    expect(data.verified_at).not.toBeNull();
    expect(data.photos.map((photo) => photo.filename)).toEqual(['lobby.jpg']);
    expect(data.history.map((entry) => entry.action)).toEqual(['deficiency.verify', 'deficiency.remind']);
    expect(data.history[1]).toMatchObject({ recipients: ['office@rollright.example'] });
    expect(data.history[1]!.actor_name).toBeTruthy();
  });
});
