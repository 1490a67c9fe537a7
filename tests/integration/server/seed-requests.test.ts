import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEvents, requests, settings } from '../../../src/server/db/schema';
import { seedDemoData } from '../../../src/server/db/seed';
import { getFeeSettings, putSetting, SETTING_KEYS } from '../../../src/server/repositories/settings';
import { startTestServer, type TestServer } from '../../support/server';

describe('demo seed: settings and demo requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('seeds settings and two demo requests once, keeping changed settings', async () => {
    const db = server.database.db;
    const options = { hashPassword: async (password: string) => `hash:${password}`, seedAuthUsers: true };
    expect(await seedDemoData(db, options)).toBe(true);
    await putSetting(db, SETTING_KEYS.feeRateBasisPoints, 450);
    expect(await seedDemoData(db, options)).toBe(false);

    const rows = await db.select().from(requests);
    expect(rows.map((row) => [row.type, row.status]).sort()).toEqual([
      ['inspection', 'submitted'],
      ['specification', 'under_review'],
    ]);
    expect(rows.every((row) => /^RQ-\d{4}-00000[12]$/.test(row.requestNo))).toBe(true);
    expect(await db.select().from(requestEvents)).toHaveLength(3);
    // Every setting but the time zone, which has no row until an Admin saves one.
    expect(await db.select().from(settings)).toHaveLength(Object.keys(SETTING_KEYS).length - 1);
    expect(await getFeeSettings(db)).toEqual({
      rateBasisPoints: 450,
      minimumCents: 150_000,
      billingSplit: { deposit: 30, progress: 40, final: 30 },
    });
  });
});
