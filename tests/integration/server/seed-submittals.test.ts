import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/server/db/seed';
import { seedProducts } from '../../../src/server/db/seed-products';
import { seedDemoSubmittals } from '../../../src/server/db/seed-submittals';
import { products, profiles, projects, submittalLines, submittals } from '../../../src/server/db/schema';
import { startTestServer, type TestServer } from '../../support/server';

describe('demo seed: products and submittals', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('seeds at least 300 products, once, and no submittals without projects', async () => {
    server = await startTestServer();
    const db = server.database.db;
    expect(await seedProducts(db)).toBeGreaterThanOrEqual(300);
    expect(await seedProducts(db)).toBe(0);
    expect(await seedDemoSubmittals(db)).toBe(0);
    expect(await db.select().from(submittals)).toEqual([]);
  });

  it('puts submittals on the demo client’s projects when the projects seed made some', async () => {
    server = await startTestServer();
    const db = server.database.db;
    await seedDemoData(db, { hashPassword: async (password) => `plain:${password}`, seedAuthUsers: true });
    expect((await db.select({ id: products.id }).from(products)).length).toBeGreaterThanOrEqual(300);
    const [client] = await db.select().from(profiles).where(eq(profiles.role, 'Client'));
    const clientProjects = await db.select().from(projects).where(eq(projects.companyId, client!.companyId!));
    const seeded = await db.select().from(submittals);
    expect(seeded).toHaveLength(Math.min(2, clientProjects.length));
    if (seeded.length > 0) {
      expect(seeded.every((row) => row.companyId === client!.companyId)).toBe(true);
      expect((await db.select().from(submittalLines)).length).toBeGreaterThan(seeded.length);
    }
    // Once: a second run adds nothing.
    expect(await seedDemoSubmittals(db)).toBe(0);
  });
});
