// Helper of bench/api-load.mjs (run with tsx; prints one line of JSON): the SQL that
// GET /api/projects runs for one query string, captured from the repository itself (drizzle's
// logger around listProjects), then timed straight through the PGlite driver, as the server's
// two statements run (together). Open the data directory only while no server holds it.
//   tsx bench/projects-query-driver.ts <pglite data dir> <query string> <runs>
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { listProjects } from '../src/server/repositories/projects';
import { projectsQuerySchema } from '../src/shared/schemas/projects';

const [dataDir, queryString, runsArg] = process.argv.slice(2);
if (!dataDir || queryString === undefined) throw new Error('usage: tsx bench/projects-query-driver.ts <data dir> <query string> [runs]');
const runs = Number(runsArg ?? 200);

const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const statements: { sql: string; params: unknown[] }[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
const query = projectsQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
const page = await listProjects(db as unknown as Database, { role: 'Admin', companyId: null }, query);

const runStatements = () => Promise.all(statements.map(({ sql, params }) => client.query(sql, params)));
for (let run = 0; run < 5; run += 1) await runStatements();
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  await runStatements();
  times.push(performance.now() - started);
}
await client.close();
times.sort((a, b) => a - b);
console.log(JSON.stringify({ statements: statements.map((statement) => statement.sql), rows: page.rows.length, times }));
