import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTimeZone } from '../../../src/server/config/provider-day';
import { LISTENER_APPLICATION_NAME } from '../../../src/server/db/notification-listener';
import { deficiencies } from '../../../src/server/db/schema';
import { putSetting, SETTING_KEYS } from '../../../src/server/repositories/settings';
import { createDueNotifications } from '../../../src/server/services/due-notifications';
import { daysBetween, today } from '../../../src/shared/dates';
import { businessSettingsSchema, typedBusinessSettings } from '../../../src/shared/schemas/business-settings';
import { expectForbidden, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { parseRuntimeConfigScript } from '../../support/runtime-config-script';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';

/*
 * The provider's time zone as a Business setting: PROVIDER_TIME_ZONE until an Admin saves one, then
 * the saved zone is every rule's "today" at once, on this process and (through the database's
 * change notification) on any other (docs/business-rules.md, The provider's day).
 */
describe("the provider's time zone (Business settings)", () => {
  let server: TestServer;
  let users: RoleUsers;
  const url = '/api/settings/business';
  // UTC-11 and UTC+14, no daylight saving: at any instant the second's day is after the first's.
  const BEHIND = 'Pacific/Pago_Pago';
  const AHEAD = 'Pacific/Kiritimati';
  let deficiencyId: string;

  const current = async () => businessSettingsSchema.parse((await server.app.inject({ method: 'GET', url, headers: users.admin.headers })).json());
  const saveZone = async (zone: unknown) => {
    const { version, updated_at: _updated, ...stored } = await current();
    return server.app.inject({ method: 'PUT', url, headers: users.admin.headers, payload: { ...typedBusinessSettings(stored), provider_time_zone: zone, version } });
  };
  const daysOverdue = async () =>
    (await server.app.inject({ method: 'GET', url: `/api/deficiencies/${deficiencyId}`, headers: users.admin.headers })).json().data.days_overdue as number;
  const browserZone = async () => parseRuntimeConfigScript((await server.app.inject({ method: 'GET', url: '/runtime-config.js' })).body).provider.timeZone;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers({ env: { PROVIDER_TIME_ZONE: BEHIND } }));
    const project = await insertSampleProject(server, { companyId: users.companyId });
    const [row] = await server.database.db
      .insert(deficiencies)
      .values({ projectId: project.id, number: 1, location: 'Lobby', category: 'coverage', severity: 'major', description: 'Missed areas', dueDate: today(BEHIND), status: 'open' })
      .returning({ id: deficiencies.id });
    deficiencyId = row!.id;
  });
  afterAll(() => server.close());

  it('is PROVIDER_TIME_ZONE until an Admin saves one, for the rules, the API and the browser', async () => {
    expect((await current()).provider_time_zone).toBe(BEHIND);
    expect(providerTimeZone()).toBe(BEHIND);
    expect(await browserZone()).toBe(BEHIND);
    expect(await daysOverdue()).toBe(0); // due today in the provider's day
  });

  it('refuses a zone that does not exist, or none, with 400 on the field, and changes nothing', async () => {
    const before = await current();
    for (const zone of ['Mars/Olympus_Mons', '', 'America/Vancouver\u0001', 42]) {
      const res = await saveZone(zone);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path: ['body', 'provider_time_zone'] }));
    }
    expect(await current()).toEqual(before);
    expect(providerTimeZone()).toBe(BEHIND);
    await expectForbidden(server, { method: 'PUT', url, payload: { ...typedBusinessSettings(before), provider_time_zone: AHEAD, version: before.version } }, [users.inspector]);
    expect(providerTimeZone()).toBe(BEHIND);
  });

  it("moves every due date's day at once when an Admin saves a new zone (canonical name stored)", async () => {
    const res = await saveZone(AHEAD.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider_time_zone).toBe(AHEAD);
    // The very next request: the deficiency due "today" in Pago Pago is overdue in Kiritimati.
    expect(await daysOverdue()).toBe(daysBetween(today(BEHIND), today(AHEAD)));
    expect(await daysOverdue()).toBeGreaterThan(0);
    expect(await browserZone()).toBe(AHEAD);
    // A save without the field (an older client) keeps the stored zone.
    const { version, updated_at: _updated, provider_time_zone: _zone, ...stored } = await current();
    const older = await server.app.inject({ method: 'PUT', url, headers: users.admin.headers, payload: { ...typedBusinessSettings({ ...stored, provider_time_zone: AHEAD }), provider_time_zone: undefined, version } });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().provider_time_zone).toBe(AHEAD);
  });

  it("counts the scheduler's due notifications in the saved zone", async () => {
    // 23:30 on 9 March in Vancouver, already the 10th in UTC; the deficiency is due on the 9th.
    const lateOnTheNinth = new Date('2026-03-10T06:30:00Z');
    await server.database.db.update(deficiencies).set({ dueDate: '2026-03-09' });
    expect((await saveZone('America/Vancouver')).statusCode).toBe(200);
    expect((await createDueNotifications(server.database.db, lateOnTheNinth)).deficienciesOverdue).toBe(0);
    expect((await saveZone('UTC')).statusCode).toBe(200);
    expect((await createDueNotifications(server.database.db, lateOnTheNinth)).deficienciesOverdue).toBe(1);
  });

  it("follows a zone another replica (or a script) writes, through the database's change notification", async () => {
    // Straight into the table, not through this process's service: only the notification tells it.
    await putSetting(server.database.db, SETTING_KEYS.providerTimeZone, 'Asia/Tokyo');
    await expect.poll(() => providerTimeZone(), { timeout: 5_000 }).toBe('Asia/Tokyo');
    expect(await browserZone()).toBe('Asia/Tokyo');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, reads the zone again when its lost LISTEN connection comes back', async () => {
    // The replica's one listening connection drops; a save made meanwhile notifies nobody.
    await server.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await putSetting(server.database.db, SETTING_KEYS.providerTimeZone, 'Europe/Lisbon');
    await expect.poll(() => providerTimeZone(), { timeout: 10_000 }).toBe('Europe/Lisbon');
  });
});
