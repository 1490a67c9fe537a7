#!/usr/bin/env node
// JavaScript budget (issues 5 and 12): for each page, the gzipped size of every script the page
// loads in Chromium (until the page shows its heading and the network is idle), measured against
// the built app served by the real server. Prints each figure next to its budget; exits 1 when
// one is over. Run with `npm run bench` (or directly); BENCH_VERBOSE=1 lists every file.
//
// Public and docs pages come pre-rendered (src/prerender) with a small entry script; the app loads
// on the first interaction that needs it (src/main.tsx). The budget is what a visitor downloads
// before any: the page is checked to be the pre-rendered one, and what the first interaction adds
// is printed after it, for information. The service worker's precache (every built file, fetched
// by the worker in the background on the first visit) is not the page's and is not counted.
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

/** A seeded demo account (src/server/db/demo-accounts.ts). */
const ADMIN = { email: 'admin@paintqa.example', password: 'Admin123!', home: 'Staff Dashboard' };

/** Budgets in gzipped KB: landing 150, docs 180 (issue 5), any route 250 (issue 12). */
const PAGES = [
  { path: '/', label: 'landing page', budgetKb: 150, prerendered: true, interaction: { button: 'Get Started Free', dialog: 'Create an account' } },
  { path: '/about', label: 'public page', budgetKb: 150, prerendered: true },
  { path: '/docs', label: 'docs index', budgetKb: 180, prerendered: true },
  { path: '/docs/client/submitting-requests', label: 'docs page', budgetKb: 180, prerendered: true },
  { path: '/projects', label: 'signed-in page, Admin', budgetKb: 250, account: ADMIN },
];

/**
 * Sign in through the login dialog, as a visitor does, and hand back the browser storage (the
 * session supabase-js keeps in localStorage), so the measured page loads as a returning user's.
 */
async function signedInState(browser, account) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${BASE}/?login=true`);
  const dialog = tab.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tab.getByRole('heading', { level: 1, name: account.home }).waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

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
    const context = await browser.newContext(page.account ? { storageState: await signedInState(browser, page.account) } : {});
    const tab = await context.newPage();
    const scripts = new Set();
    let lastActivity = Date.now();
    tab.on('request', () => (lastActivity = Date.now()));
    tab.on('requestfinished', () => (lastActivity = Date.now()));
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === BASE && url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    });
    await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
    // The page is shown (not a spinner or a redirect), then whatever it loads after that.
    await tab.locator('main h1').first().waitFor({ timeout: 30_000 });
    if (new URL(tab.url()).pathname !== page.path) throw new Error(`${page.path} redirected to ${tab.url()}`);
    const settled = async () => {
      while (Date.now() - lastActivity < 1_000) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await settled();
    if (page.prerendered && !(await tab.locator('#prerendered main h1').count())) throw new Error(`${page.path} was not served pre-rendered`);
    const files = [...scripts].map((path) => ({ path, size: gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length }));
    const kb = files.reduce((sum, file) => sum + file.size, 0) / KB;
    const over = kb > page.budgetKb;
    failed ||= over;
    console.log(
      `  ${over ? 'OVER' : 'ok  '}  ${page.path.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB  (budget ${page.budgetKb} KB, ${scripts.size} files, ${page.label})`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const file of files.sort((a, b) => b.size - a.size)) console.log(`          ${(file.size / KB).toFixed(1).padStart(7)} KB  ${file.path}`);
    }
    if (page.interaction) {
      // For information: the app, loaded by the first click that needs it.
      await tab.getByRole('button', { name: page.interaction.button, exact: true }).first().click();
      await tab.getByRole('dialog', { name: page.interaction.dialog }).waitFor({ timeout: 30_000 });
      await settled();
      let added = 0;
      for (const path of scripts) if (!files.some((file) => file.path === path)) added += gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length;
      console.log(`        then ${page.interaction.button}: +${(added / KB).toFixed(1)} KB (the app, loaded on that click; not budgeted)`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
