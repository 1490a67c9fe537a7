#!/usr/bin/env node
// `npm run bench` (docs/performance.md): every bench script in turn, each printing its figures
// next to their budgets; a summary of which exited non-zero at the end, and exit 1 when one did.
// Each script also runs alone (`node bench/<script>`); BENCH_ONLY=lighthouse,inp picks scripts.
// bench/stack-floor.mjs is not in the list: bench/lighthouse.mjs measures the floor in its run.
import { spawnSync } from 'node:child_process';

const SCRIPTS = [
  'server-start',
  'js-size',
  'lighthouse',
  'inp',
  'blocking-time',
  'trace',
  'report-pdf',
  'projects-list',
  'analytics',
  'api-load',
  'offline-restore',
];

const only = process.env.BENCH_ONLY?.split(',');
const failed = [];
for (const script of SCRIPTS.filter((name) => !only || only.includes(name))) {
  console.log(`\n== bench/${script}.mjs`);
  const { status, signal } = spawnSync(process.execPath, [new URL(`./${script}.mjs`, import.meta.url).pathname], { stdio: 'inherit' });
  if (status !== 0) failed.push(`${script} (${signal ?? `exit ${status}`})`);
}
console.log(failed.length ? `\nOver budget or failed: ${failed.join(', ')}` : '\nEvery bench within budget.');
process.exit(failed.length ? 1 : 0);
