import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, profiles, projectParties, projects } from '../../../src/server/db/schema';
import { seedDemoData } from '../../../src/server/db/seed';
import { seedDemoProjects } from '../../../src/server/db/seed-projects';
import { COMPANY_TYPES } from '../../../src/shared/schemas/companies';
import { startTestServer, type TestServer } from '../../support/server';

describe('demo seed: companies and projects', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('seeds companies of every type and about 60 projects with parties once, some for the demo client', async () => {
    const db = server.database.db;
    await seedDemoData(db, { hashPassword: async (password: string) => `hash:${password}`, seedAuthUsers: true });
    expect(await seedDemoProjects(db)).toBe(0);

    const companyRows = await db.select().from(companies);
    expect(new Set(companyRows.map((row) => row.type))).toEqual(new Set(COMPANY_TYPES));
    // Every demo company has an office address, so deficiency notices and invoices reach someone.
    expect(companyRows.find((row) => row.name === 'Fleur-de-lys Peinture')?.email).toBe('office@fleur-de-lys-peinture.example');
    expect(companyRows.filter((row) => row.name !== 'Harbourview Strata Council').every((row) => /^office@[a-z0-9-]+\.example$/.test(row.email ?? ''))).toBe(true);
    const projectRows = await db.select().from(projects);
    expect(projectRows).toHaveLength(60);
    expect(new Set(projectRows.map((row) => row.region)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(projectRows.map((row) => row.sector))).toEqual(new Set(['public', 'private']));
    expect(new Set(projectRows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
    expect(projectRows.every((row) => row.searchText.includes(row.projectCode.toLowerCase()))).toBe(true);
    expect((await db.select().from(projectParties)).length).toBeGreaterThan(60);

    const [client] = (await db.select().from(profiles)).filter((row) => row.role === 'Client');
    expect(projectRows.filter((row) => row.companyId === client!.companyId).length).toBeGreaterThanOrEqual(5);
  });
});
