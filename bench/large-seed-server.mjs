// Shared by the benchmarks that run over the 50,000-project seed (bench/projects-list.mjs,
// bench/analytics.mjs): fill a benchmark database with `npm run seed:large` (kept in a data
// directory, so later runs skip the load), refresh the planner's statistics, start the bundled
// server on it, and sign in as the demo Admin.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server.mjs';
import { ADMIN, passwordGrantToken, waitForHealth } from './bench-support.mjs';

const root = new URL('..', import.meta.url).pathname;

/** The p-th percentile of ascending `sorted` times. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * A PostgreSQL server refreshes statistics by itself (autovacuum); PGlite has none, and
 * seed-large analyzes only the projects table; VACUUM also clears the dead rows its updates leave (PGlite has no autovacuum).
 */
const ANALYZE = `
import { sql } from 'drizzle-orm';
import { loadConfig } from './src/server/config/env';
import { openDatabase } from './src/server/db/client';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
await database.db.execute(sql\`vacuum analyze\`);
await database.close();`;

/** Data directories seeded and analyzed by this process: a second server start on one skips that. */
const prepared = new Set();

/**
 * Seed (once per data directory), analyze, start the server (with `serverEnv` added to its
 * environment, e.g. `{ LIST_CACHE: 'false' }`) and run `measure({ base, headers })` with the
 * Admin's authorization header; the server is stopped afterwards, also on failure.
 */
export async function withLargeSeedServer({ port, dataDir, projects = process.env.SEED_LARGE_PROJECTS ?? '50000', serverEnv = {} }, measure) {
  const base = `http://127.0.0.1:${port}`;
  // DEMO: the demo Admin signs in, and the demo keys are accepted (docs/production.md).
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_LARGE_PROJECTS: projects, DEMO: 'true' };
  mkdirSync(dataDir, { recursive: true });
  for (const args of prepared.has(dataDir) ? [] : [['tsx', 'scripts/seed-large.ts'], ['tsx', '--input-type=module', '--eval', ANALYZE]]) {
    const step = spawnSync('npx', args, { cwd: root, env, stdio: 'inherit' });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
  prepared.add(dataDir);
  await buildServer();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', RATE_LIMIT: 'false', ...serverEnv },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(base, server, 120_000);
    return await measure({ base, headers: { authorization: `Bearer ${await passwordGrantToken(base, ADMIN)}` }, projects });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
