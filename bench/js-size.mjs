#!/usr/bin/env node
// JavaScript budget (issues 5 and 12): for each page, the gzipped size of every script the page
// loads in Chromium, measured against the built app served by the real server. Prints each
// figure next to its budget; exits 1 when one is over. Run with `npm run bench` (or directly).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = 1024;

/** Budgets in gzipped KB. */
const PAGES = [
  { path: '/', label: 'landing page', budgetKb: 150 },
  { path: '/about', label: 'public page', budgetKb: 150 },
  { path: '/docs', label: 'docs index', budgetKb: 180 },
  { path: '/docs/client/submitting-requests', label: 'docs page', budgetKb: 180 },
];

async function waitForHealth(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not start');
}

const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-bench-'));
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
  console.log('JavaScript loaded per page (gzip -9 of each script file), against its budget:');
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Set();
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === BASE && url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    });
    await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const path of scripts) bytes += gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length;
    const kb = bytes / KB;
    const over = kb > page.budgetKb;
    failed ||= over;
    console.log(
      `  ${over ? 'OVER' : 'ok  '}  ${page.path.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB  (budget ${page.budgetKb} KB, ${scripts.size} files, ${page.label})`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
