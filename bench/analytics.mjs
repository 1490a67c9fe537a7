#!/usr/bin/env node
// Analytics latency (docs/performance.md, Analytics; not a test): every analytics endpoint (the overview and each report
// in each of its groupings, default filters: the last twelve months, every region, plus one region)
// over 50,000 projects must answer within 300 ms. Fills a benchmark database with
// `npm run seed:large` (kept in BENCH_DATA_DIR, default <tmp>/paintqa-bench-analytics, so later
// runs skip the load), analyzes it, starts the bundled server on it, signs in as the demo Admin and prints the
// p50 and p95 of each endpoint next to the budget; exits 1 when a p95 is over it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, withLargeSeedServer } from './large-seed-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4394);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'paintqa-bench-analytics');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BUDGET_MS = 300;

/** Times one endpoint: RUNS requests after two warm-up ones; answers the sorted times and the last body. */
async function time(base, path, headers) {
  const times = [];
  let body;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (run >= 2) times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), body };
}

let over = 0;
await withLargeSeedServer({ port: PORT, dataDir }, async ({ base, headers, projects }) => {
  console.log(`GET /api/analytics/*, ${RUNS} runs each after 2 warm-up runs (${projects} projects, ${dataDir}); budget ${BUDGET_MS} ms (p95):`);
  const report = (name, times, rows) => {
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS) over += 1;
    const verdict = p95 > BUDGET_MS ? 'OVER BUDGET' : 'ok';
    console.log(`  ${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  / ${BUDGET_MS} ms  ${verdict}  (${rows})`);
  };
  const overview = await time(base, '/api/analytics/overview', headers);
  report('overview', overview.times, `${overview.body.headlines.length} headlines`);
  for (const { key } of overview.body.reports) {
    const first = await time(base, `/api/analytics/${key}`, headers);
    report(`${key} (by ${first.body.filters.by})`, first.times, `${first.body.rows.length} rows`);
    for (const grouping of first.body.groupings.slice(1)) {
      const { times, body } = await time(base, `/api/analytics/${key}?by=${grouping.key}`, headers);
      report(`${key} (by ${grouping.key})`, times, `${body.rows.length} rows`);
    }
    const regional = await time(base, `/api/analytics/${key}?region=ON`, headers);
    report(`${key} (region ON)`, regional.times, `${regional.body.rows.length} rows`);
    const csv = performance.now();
    const res = await fetch(`${base}/api/analytics/${key}/export.csv`, { headers });
    await res.text();
    report(`${key} export.csv (one run)`, [performance.now() - csv], `status ${res.status}`);
  }
});
if (over > 0) {
  console.error(`${over} endpoint(s) over the ${BUDGET_MS} ms budget.`);
  process.exit(1);
}
