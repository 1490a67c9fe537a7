import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/server/db/seed';
import { seedDemoInspections } from '../../../src/server/db/seed-inspections';
import { inspections, profiles } from '../../../src/server/db/schema';
import { trackDeficiencies } from '../../../src/server/repositories/deficiencies';
import { startTestServer, type TestServer } from '../../support/server';

describe('demo seed: inspections and deficiencies', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('does nothing without the demo inspector and projects', async () => {
    server = await startTestServer();
    expect(await seedDemoInspections(server.database.db)).toBe(0);
    expect(await server.database.db.select().from(inspections)).toEqual([]);
  });

  it('gives the demo inspector visits this week and fills every tracking queue, once', async () => {
    server = await startTestServer();
    const db = server.database.db;
    const now = new Date();
    await seedDemoData(db, { hashPassword: async (password) => `plain:${password}`, seedAuthUsers: true });
    const [inspector] = await db.select().from(profiles).where(eq(profiles.role, 'Inspector'));
    const visits = await db.select().from(inspections).where(eq(inspections.inspectorId, inspector!.id));
    expect(visits.filter((visit) => visit.status === 'performed').length).toBeGreaterThan(0);
    const upcoming = visits.filter((visit) => visit.status === 'scheduled' && visit.scheduledAt > now);
    expect(upcoming.some((visit) => visit.scheduledAt.getTime() - now.getTime() < 7 * 24 * 60 * 60 * 1000)).toBe(true);
    expect(visits.filter((visit) => visit.status === 'performed').every((visit) => visit.dewPointC !== null)).toBe(true);

    const { summary, items } = await trackDeficiencies(db, { archived: false }, now);
    expect(summary).toEqual({ needingReminder: 1, needingWarning: 1, needingClosure: 1 });
    expect(items).toHaveLength(4);
    expect(await seedDemoInspections(db)).toBe(0);
  });
});
