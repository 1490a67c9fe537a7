/**
 * `npm run seed:large`: fill the database (DATA_DIR's PGlite, or DATABASE_URL) with generated
 * companies and projects until it holds SEED_LARGE_PROJECTS projects (default 50,000), for the
 * projects list benchmark (bench/projects-list.mjs). Batched multi-row inserts in one transaction
 * per batch; codes come from the same counters as every other project. Stop the server first when
 * it uses PGlite (one process at a time owns its files).
 */
import { existsSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/client';
import { companies, projectParties, projects } from '../src/server/db/schema';
import { allocateProjectCodes, refreshSearchText } from '../src/server/repositories/projects';
import { feeCents } from '../src/shared/fees';
import { COMPANY_TYPES } from '../src/shared/schemas/companies';
import { PROJECT_STATUSES, REVIEW_STATUSES } from '../src/shared/schemas/projects';
import { BUILDING_TYPES, SECTORS, WORK_TYPES } from '../src/shared/schemas/requests';
import { REGIONS } from '../src/shared/schemas/common-values';

const TARGET = Number(process.env.SEED_LARGE_PROJECTS ?? 50_000);
const BATCH = 1_000;
const COMPANY_COUNT = 500;
const WORDS = ['Harbour', 'Cedar', 'Maple', 'Granite', 'Riverside', 'Summit', 'Lakeview', 'Aurora', 'Bayside', 'Prairie', 'Westgate', 'Elm', 'Birch', 'Falcon', 'Pioneer'];
const KINDS = ['Tower', 'Library', 'School', 'Arena', 'Clinic', 'Residences', 'Office Park', 'Community Centre', 'Warehouse', 'Fire Hall', 'Hospital', 'Mall'];
const STREETS = ['Main St', 'Granville St', 'Jasper Ave', 'King St W', 'Portage Ave', 'Barrington St', 'Rue Sherbrooke', 'Broadway', 'Yonge St'];

/** A small deterministic generator (mulberry32), so every run makes the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  // A development tool: production's refusals of the demo settings do not apply unless asked for.
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
  const { db } = database;
  try {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(projects);
    const missing = TARGET - total;
    console.log(`${database.kind}: ${total} projects; adding ${Math.max(0, missing)} to reach ${TARGET}.`);
    if (missing <= 0) return;

    const companyRows = await db
      .insert(companies)
      .values(Array.from({ length: COMPANY_COUNT }, (_, index) => ({ name: `${pick(WORDS)} ${pick(KINDS)} Group ${index + 1}`, type: pick(COMPANY_TYPES), city: pick(WORDS), region: pick(REGIONS) })))
      .returning({ id: companies.id, type: companies.type });
    const architects = companyRows.filter((row) => row.type === 'architect').map((row) => row.id);

    for (let done = 0; done < missing; done += BATCH) {
      const size = Math.min(BATCH, missing - done);
      await db.transaction(async (tx) => {
        const regions = Array.from({ length: size }, () => pick(REGIONS));
        const codes = new Map<string, string[]>();
        for (const region of new Set(regions)) codes.set(region, await allocateProjectCodes(tx, region, regions.filter((r) => r === region).length));
        const rows = await tx
          .insert(projects)
          .values(
            regions.map((region) => {
              const contract = 1_000_000 + Math.floor(next() * 200) * 500_000;
              const start = new Date(Date.UTC(2024 + Math.floor(next() * 3), Math.floor(next() * 12), 1 + Math.floor(next() * 28)));
              return {
                projectCode: codes.get(region)!.shift()!,
                projectName: `${pick(WORDS)} ${pick(KINDS)}`,
                companyId: pick(companyRows).id,
                address: `${1 + Math.floor(next() * 9999)} ${pick(STREETS)}`,
                city: pick(WORDS),
                region,
                sector: pick(SECTORS),
                buildingType: pick(BUILDING_TYPES),
                workType: pick(WORK_TYPES),
                baseContractCents: contract,
                feeCents: feeCents({ contractCents: contract, rateBasisPoints: 500, minimumCents: 150_000 }),
                status: pick(PROJECT_STATUSES),
                reviewStatus: pick(REVIEW_STATUSES),
                startDate: start.toISOString().slice(0, 10),
              };
            }),
          )
          .returning({ id: projects.id });
        if (architects.length) await tx.insert(projectParties).values(rows.map((row) => ({ projectId: row.id, role: 'architect' as const, companyId: pick(architects) })));
      });
      process.stdout.write(`\r${done + size} / ${missing}`);
    }
    process.stdout.write('\n');
    await refreshSearchText(db, eq(projects.searchText, ''));
    await db.execute(sql`analyze projects`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

await main();
