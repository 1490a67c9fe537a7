#!/usr/bin/env node
// Projects list latency (docs/performance.md, Projects list; not a test): GET /api/projects with search and sort over
// 50,000 projects. Fills a benchmark database with `npm run seed:large` (kept in
// BENCH_DATA_DIR, default <tmp>/paintqa-bench-projects, so later runs skip the load), starts the bundled
// server on it, signs in as the demo Admin and prints p50/p95 per query and overall.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, withLargeSeedServer } from './large-seed-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'paintqa-bench-projects');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const QUERIES = {
  'default (newest first)': 'page=1&pageSize=25',
  'search "tower", sort name': 'search=tower&sort=name&order=asc',
  'search "harbour main", sort company': 'search=harbour%20main&sort=company&order=asc',
  'search code "bc-", sort code desc': 'search=bc-&sort=code&order=desc',
  'region + status, sort inspector': 'region=ON&status=active&sort=inspector&order=asc',
  'sort start date, page 200': 'sort=start_date&order=desc&page=200',
};

await withLargeSeedServer({ port: PORT, dataDir }, async ({ base, headers, projects }) => {
  const all = [];
  console.log(`GET /api/projects, ${RUNS} runs each after 3 warm-up runs (${projects} projects, ${dataDir}):`);
  for (const [name, query] of Object.entries(QUERIES)) {
    const times = [];
    let total = '';
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/projects?${query}`, { headers });
      const body = await res.json();
      if (!res.ok) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(body)}`);
      total = `${body.total}${body.totalCapped ? '+' : ''}`;
      if (run >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(`  ${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${total} matching)`);
  }
  all.sort((a, b) => a - b);
  console.log(`  ${'all queries'.padEnd(40)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms`);
});
