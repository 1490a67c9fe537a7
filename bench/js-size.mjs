#!/usr/bin/env node
// JavaScript budget (docs/performance.md, JavaScript per page): for each page, the gzipped size of its initial JavaScript,
// every script of the build the page asks for in Chromium until it shows its heading (its main
// h1), measured against the built app served by the real server. What the page loads after that
// (the chart of an analytics report once its data is in, the service worker's status) is printed
// apart, not budgeted. Public and docs pages, and signed-in routes for each role (the seeded demo
// accounts); every script a page loads, before or after, is also checked for the PDF, chart and
// editor libraries, which only the routes that use them may load. Prints each figure next to its
// budget; exits 1 when one is over or a library is where it should not be. Run with `npm run
// bench` (or directly); BENCH_VERBOSE=1 lists every file.
//
// Public and docs pages come pre-rendered (src/prerender) with a small entry script; the app loads
// on the first interaction that needs it (src/main.tsx). The budget is what a visitor downloads
// before any: the page is checked to be the pre-rendered one, and what the first interaction adds
// is printed after it, for information. The service worker's precache (every built file, fetched
// by the worker in the background on the first visit) is not the page's and is not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN, CLIENT, INSPECTOR, launchChromium, signInThroughDialog, startAppServer, waitForHealth } from './bench-support.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = 1024;

/** Budgets in gzipped KB: landing 150, docs 180, any route 250 (docs/performance.md). */
const LANDING_KB = 150;
const DOCS_KB = 180;
const ROUTE_KB = 250;

/** Signed-in routes: each role's home and a representative page of each area it works in. */
const SIGNED_IN = [
  [ADMIN, ['/home', '/projects', '/analytics', '/analytics/travel-fees', '/deficiency-tracking', '/invoicing', '/companies', '/team', '/request-management', '/settings', '/my-requests']],
  [INSPECTOR, ['/home', '/projects', '/deficiency-tracking', '/settings']],
  [CLIENT, ['/home', '/my-requests', '/inspections/request-inspector', '/settings']],
];

/**
 * Heavy libraries no route may load unless it uses them (docs/performance.md), matched against the sources
 * of every script the route loads (its source map). `allowedOn` are the paths that use them.
 */
const HEAVY_LIBRARIES = [
  { name: 'PDF', sources: /node_modules\/(pdfkit|pdfjs-dist|pdf-lib|jspdf|@react-pdf|fontkit)\//, allowedOn: [] },
  { name: 'chart', sources: /node_modules\/(recharts|@chakra-ui\/charts|d3-[a-z]+|victory[a-z-]*|chart\.js)\//, allowedOn: [/^\/analytics\/[a-z-]+$/] },
  {
    name: 'editor',
    sources: /node_modules\/(@tiptap|prosemirror-[a-z]+|lexical|@lexical|slate|quill|@codemirror|codemirror|monaco-editor|draft-js|@uiw)\//,
    allowedOn: [],
  },
];

const PAGES = [
  { path: '/', label: 'landing page', budgetKb: LANDING_KB, prerendered: true, interaction: { button: 'Get Started Free', dialog: 'Create an account' } },
  { path: '/about', label: 'public page', budgetKb: LANDING_KB, prerendered: true },
  { path: '/docs', label: 'docs index', budgetKb: DOCS_KB, prerendered: true },
  { path: '/docs/client/submitting-requests', label: 'docs page', budgetKb: DOCS_KB, prerendered: true },
  ...SIGNED_IN.flatMap(([account, paths]) => paths.map((path) => ({ path, label: `signed in, ${account.role}`, budgetKb: ROUTE_KB, account }))),
];

/** The browser storage of a signed-in account (its session), so measured pages load as a returning user's. */
async function signedInState(browser, account) {
  const context = await browser.newContext();
  await signInThroughDialog(await context.newPage(), BASE, account);
  const state = await context.storageState();
  await context.close();
  return state;
}

const { server, stop: stopServer } = await startAppServer(PORT);

/** Gzipped size of a built script (dist/assets/...). */
const gzipped = (path) => gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length;
const sumKb = (paths) => paths.reduce((sum, path) => sum + gzipped(path), 0) / KB;

/** The heavy libraries among a script's sources (its source map), with the path that uses them. */
function heavyLibrariesIn(paths, pagePath) {
  const found = [];
  for (const library of HEAVY_LIBRARIES) {
    if (library.allowedOn.some((allowed) => allowed.test(pagePath))) continue;
    for (const path of paths) {
      const map = join(root, 'dist', `${path}.map`);
      const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
      if (sources.some((source) => library.sources.test(source))) found.push(`${library.name} library in ${path}`);
    }
  }
  return found;
}

/**
 * In the page: when its heading first shows (performance.now()). What the page loads until then
 * is its initial JavaScript; what it loads afterwards (a chart once the report's data is in, the
 * service worker's status) is printed apart.
 */
// Runs in the page:
/* global window, document, MutationObserver */
function recordFirstHeading() {
  performance.setResourceTimingBufferSize(5_000);
  const check = () => {
    // A visitor's pre-rendered page is the page; a signed-in screen's shell is not (the app's page is).
    if (window.__firstHeadingAt === undefined && document.querySelector('#prerendered main h1, #root main h1')) window.__firstHeadingAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', check);
}

let failed = false;
try {
  await waitForHealth(BASE, server);
  const browser = await launchChromium();
  const sessions = new Map();
  console.log('Initial JavaScript per page (gzip -9 of each script loaded until the page shows its heading), against its budget:');
  for (const page of PAGES) {
    if (page.account && !sessions.has(page.account)) sessions.set(page.account, await signedInState(browser, page.account));
    const context = await browser.newContext(page.account ? { storageState: sessions.get(page.account) } : {});
    await context.addInitScript(recordFirstHeading);
    const tab = await context.newPage();
    let lastActivity = Date.now();
    tab.on('request', () => (lastActivity = Date.now()));
    tab.on('requestfinished', () => (lastActivity = Date.now()));
    const settled = async () => {
      while (Date.now() - lastActivity < 1_000) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    /** Scripts of the build the page has loaded so far, with the time each was asked for. */
    const loadedScripts = () =>
      tab.evaluate((origin) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: new URL(entry.name), at: entry.startTime }))
          .filter(({ url }) => url.origin === origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
          .map(({ url, at }) => ({ path: url.pathname, at })),
      BASE);
    await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
    // The page is shown (not a spinner or a redirect), then whatever it loads after that.
    await tab.locator('#prerendered main h1, #root main h1').first().waitFor({ timeout: 30_000 });
    if (new URL(tab.url()).pathname !== page.path) throw new Error(`${page.path} redirected to ${tab.url()}`);
    await settled();
    if (page.prerendered && !(await tab.locator('#prerendered main h1').count())) throw new Error(`${page.path} was not served pre-rendered`);
    const shownAt = await tab.evaluate(() => window.__firstHeadingAt ?? Infinity);
    const scripts = [...new Map((await loadedScripts()).map((script) => [script.path, script])).values()];
    const initial = scripts.filter((script) => script.at <= shownAt).map((script) => script.path);
    const later = scripts.filter((script) => script.at > shownAt).map((script) => script.path);
    const kb = sumKb(initial);
    const heavy = heavyLibrariesIn([...initial, ...later], page.path);
    const over = kb > page.budgetKb;
    failed ||= over || heavy.length > 0;
    console.log(
      `  ${over || heavy.length ? 'OVER' : 'ok  '}  ${page.path.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB  (budget ${page.budgetKb} KB, ${initial.length} files, ${page.label})`,
    );
    if (later.length) console.log(`        after the page shows: +${sumKb(later).toFixed(1)} KB in ${later.length} files (not budgeted)`);
    for (const problem of heavy) console.log(`        not used here: ${problem}`);
    if (process.env.BENCH_VERBOSE) {
      for (const path of [...initial].sort((a, b) => gzipped(b) - gzipped(a))) console.log(`          ${(gzipped(path) / KB).toFixed(1).padStart(7)} KB  ${path}`);
      for (const path of later) console.log(`        + ${(gzipped(path) / KB).toFixed(1).padStart(7)} KB  ${path} (after)`);
    }
    if (page.interaction) {
      // For information: the app, loaded by the first click that needs it.
      await tab.getByRole('button', { name: page.interaction.button, exact: true }).first().click();
      await tab.getByRole('dialog', { name: page.interaction.dialog }).waitFor({ timeout: 30_000 });
      await settled();
      const added = (await loadedScripts()).map((script) => script.path).filter((path) => !scripts.some((script) => script.path === path));
      console.log(`        then ${page.interaction.button}: +${sumKb([...new Set(added)]).toFixed(1)} KB (the app, loaded on that click; not budgeted)`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
