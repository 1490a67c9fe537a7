#!/usr/bin/env node
// Projects list latency (issue 8, not a test): GET /api/projects with search and sort over
// 50,000 projects. Fills a benchmark database with `npm run seed:large` (kept in
// BENCH_DATA_DIR, default <tmp>/paintqa-bench-projects, so later runs skip the load), starts the bundled
// server on it, signs in as the demo Admin and prints p50/p95 per query and overall.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4392);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'paintqa-bench-projects');
const PROJECTS = process.env.SEED_LARGE_PROJECTS ?? '50000';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_LARGE_PROJECTS: PROJECTS };

const QUERIES = {
  'default (newest first)': 'page=1&pageSize=25',
  'search "tower", sort name': 'search=tower&sort=name&order=asc',
  'search "harbour main", sort company': 'search=harbour%20main&sort=company&order=asc',
  'search code "bc-", sort code desc': 'search=bc-&sort=code&order=desc',
  'region + status, sort inspector': 'region=ON&status=active&sort=inspector&order=asc',
  'sort start date, page 200': 'sort=start_date&order=desc&page=200',
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function waitForHealth(server) {
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn() {
  const script = await (await fetch(`${BASE}/runtime-config.js`)).text();
  const { anonKey } = JSON.parse(/__PORTAL_CONFIG__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(script.trim())[1]);
  const res = await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@paintqa.example', password: 'Admin123!' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (await res.json()).access_token;
}

mkdirSync(dataDir, { recursive: true });
const seed = spawnSync('npx', ['tsx', 'scripts/seed-large.ts'], { cwd: root, env, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);
await buildServer();
const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', RATE_LIMIT: 'false' }, stdio: 'ignore' });
try {
  await waitForHealth(server);
  const token = await signIn();
  const headers = { authorization: `Bearer ${token}` };
  const all = [];
  console.log(`GET /api/projects, ${RUNS} runs each after 3 warm-up runs (${PROJECTS} projects, ${dataDir}):`);
  for (const [name, query] of Object.entries(QUERIES)) {
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const res = await fetch(`${BASE}/api/projects?${query}`, { headers });
      const body = await res.json();
      if (!res.ok) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(body)}`);
      total = body.total;
      if (run >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(`  ${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${total} matching)`);
  }
  all.sort((a, b) => a - b);
  console.log(`  ${'all queries'.padEnd(40)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
