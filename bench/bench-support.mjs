// Shared by the benchmarks: the demo accounts, starting the real server, Debian's Chromium and a
// sign-in through the login dialog, as a visitor does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = new URL('..', import.meta.url).pathname;

/** Seeded demo accounts (src/server/db/demo-accounts.ts) and the heading of each one's home. */
export const ADMIN = { role: 'Admin', email: 'admin@paintqa.example', password: 'Admin123!', home: 'Staff Dashboard' };
export const INSPECTOR = { role: 'Inspector', email: 'inspector@paintqa.example', password: 'Inspector123!', home: 'Staff Dashboard' };
export const CLIENT = { role: 'Client', email: 'client@harbourview.example', password: 'Client123!', home: 'Client Dashboard' };

/** Debian's Chromium and the flags it needs here (playwright.config.ts uses the same). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

/** A name for a file of a screen's or page's results: its label with runs of other characters as one dash. */
export const fileSlug = (text) => text.replace(/\W+/g, '-').replace(/^-|-$/g, '');

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-gpu'] });

/**
 * The built app served by the real server (scripts/start.mjs, which builds first when sources
 * changed) on 127.0.0.1:`port`, with a data folder of its own; `stop()` ends it and removes the
 * folder. Throws when something already answers on the port. Wait with `waitForHealth`.
 */
export async function startAppServer(port) {
  const base = `http://127.0.0.1:${port}`;
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is taken: set BENCH_PORT to another`);
  const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-bench-'));
  const server = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    // Back-pressure off (docs/production.md): on the shared build machine a loaded second would
    // answer a measured page 503, and the benches measure the browser's side, not the server's.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, stop };
}

/** Resolves once the server at `base` answers /api/health; throws when it stops or takes too long. */
export async function waitForHealth(base, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (server.exitCode === null) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server stopped');
}

/**
 * Sign in through the login dialog in a Playwright tab; resolves once the account's home page
 * shows. The session then lives in the tab's localStorage (supabase-js).
 */
export async function signInThroughDialog(tab, base, account) {
  await tab.goto(`${base}/?login=true`);
  const dialog = tab.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tab.getByRole('heading', { level: 1, name: account.home }).waitFor({ timeout: 60_000 });
}

/** An access token of the embedded auth for `account`, through its password grant (as supabase-js signs in). */
export async function passwordGrantToken(base, account) {
  const script = await (await fetch(`${base}/runtime-config.js`)).text();
  const { anonKey } = JSON.parse(/__PORTAL_CONFIG__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(script.trim())[1]);
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (await res.json()).access_token;
}
