// Project activity latency (docs/performance.md, Project activity; not a test): one page of GET
// /api/projects/:code/activity's query over a large audit log. Fills an in-memory PGlite with
// BENCH_PROJECTS projects (default 5,000), each with inspections, deficiencies, billing stages and
// invoices and their audit rows photos (about 110 per project, plus as many rows of other kinds), then
// times the first page, a filtered page and a deep page, and prints the plan of the first.
// Run: npx tsx bench/project-activity.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { listProjectActivityPage } from '../src/server/repositories/project-activity';
import { projectActivityPage } from '../src/server/services/project-activity';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const database = await openDatabase({ pgliteDataDir: 'memory://' });
const { db } = database;
const run = (query: ReturnType<typeof sql>) => db.execute(query);

const started = performance.now();
await run(sql`insert into projects (project_code, project_name, address, region, sector, building_type, work_type, base_contract_cents, fee_cents)
  select 'BC-26-' || lpad(n::text, 6, '0'), 'Bench project ' || n, n || ' Main St', 'BC', 'private', 'office', 'repaint', 1000000, 50000
  from generate_series(1, ${PROJECTS}) n`);
await run(sql`insert into inspections (project_id, stage, scheduled_at) select p.id, 'primer', now() - (k || ' days')::interval from projects p, generate_series(1, 8) k`);
await run(sql`insert into deficiencies (project_id, number, location, description, category, severity)
  select p.id, k, 'Wall ' || k, 'Runs and sags', 'application', 'major' from projects p, generate_series(1, 15) k`);
await run(sql`insert into billing_stages (project_id, seq, stage_description, total_amount_cents) select p.id, k, 'Stage ' || k, 100000 from projects p, generate_series(1, 3) k`);
await run(sql`insert into invoices (invoice_number, project_id, bill_to_name, subtotal_cents, tax_rate_basis_points, tax_cents, total_cents)
  select 'INV-' || p.project_code || '-' || k, p.id, 'Client', 1000, 500, 50, 1050 from projects p, generate_series(1, 2) k`);
await run(sql`insert into profiles (id, email, role) values ('00000000-0000-4000-8000-000000000001', 'bench@example.com', 'Inspector')`);
await run(sql`insert into uploads (id, kind, owner_id, filename, mime_type, size_bytes, sha256, inspection_id)
  select gen_random_uuid(), 'inspection_photo', '00000000-0000-4000-8000-000000000001', 'photo-' || k || '.jpg', 'image/jpeg', 1000, md5(i.id::text || k), i.id
  from inspections i, generate_series(1, 3) k`);
const audit = (table: string, type: string, perRow: number) =>
  run(sql.raw(`insert into audit_log (action, entity_type, entity_id, before, after, at)
    select '${type}.update', '${type}', t.id::text, '{"status":"a","note":"same"}', '{"status":"b","note":"same"}', now() - (random() * interval '700 days')
    from ${table} t, generate_series(1, ${perRow}) k`));
await audit('projects', 'project', 5);
await audit('inspections', 'inspection', 3);
await audit('deficiencies', 'deficiency', 3);
await audit('billing_stages', 'billing_stage', 2);
await audit('invoices', 'invoice', 3);
await audit('uploads', 'upload', 1);
// Rows of other kinds (accounts, requests...), which the query must skip.
await run(sql`insert into audit_log (action, entity_type, entity_id, at) select 'profile.update', 'profile', gen_random_uuid()::text, now() - (random() * interval '700 days') from generate_series(1, ${PROJECTS * 90})`);
await run(sql`analyze`);
const [{ rows: total }] = [(await run(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] }];
console.log(`seeded ${PROJECTS} projects, ${total[0]!.n} audit rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const { rows } = (await run(sql`select id from projects where project_code = ${'BC-26-' + String(Math.ceil(PROJECTS / 2)).padStart(6, '0')}`)) as unknown as { rows: { id: string }[] };
const projectId = rows[0]!.id;
const deep = await projectActivityPage(db, projectId, { limit: 50 });
const second = await projectActivityPage(db, projectId, { limit: 50, cursor: deep.next_cursor ?? undefined });

const cases: Record<string, Parameters<typeof projectActivityPage>[2]> = {
  'first page (50, all kinds)': { limit: 50 },
  'first page (100, all kinds)': { limit: 100 },
  'kind=deficiency': { limit: 50, kind: 'deficiency' },
  'second page (cursor)': { limit: 50, cursor: second.next_cursor ?? deep.next_cursor ?? undefined },
};
for (const [name, query] of Object.entries(cases)) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t = performance.now();
    await projectActivityPage(db, projectId, query);
    if (i >= 3) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil((q / 100) * times.length) - 1)]!.toFixed(1);
  console.log(`  ${name.padEnd(30)} p50 ${p(50).padStart(6)} ms  p95 ${p(95).padStart(6)} ms`);
}

// The plan of the first page (the same SQL the repository builds, EXPLAIN ANALYZE in front).
await run(sql`set enable_seqscan = on`);
const captured: string[] = [];
const explaining = {
  execute: async (query: ReturnType<typeof sql>) => {
    const plan = (await db.execute(sql`explain analyze ${query}`)) as unknown as { rows: Record<string, string>[] };
    captured.push(...plan.rows.map((row) => Object.values(row)[0]!));
    return { rows: [] };
  },
};
await listProjectActivityPage(explaining as unknown as typeof db, { projectId, kind: undefined, from: undefined, limit: 51 });
console.log(captured.join('\n'));
await database.close();
