#!/usr/bin/env node
// Lighthouse budget (docs/performance.md): performance score, LCP, total blocking time and CLS with
// Lighthouse's default mobile settings (simulated slow 4G and 4x CPU slowdown), on Debian's
// Chromium, against the built app served by the real server; the median of BENCH_RUNS runs per page
// (3 unless set; BENCH_PAGES=/projects,/ picks pages),
// each figure on its own. Also whether Chromium finds the app installable (Lighthouse 12 dropped
// its PWA category: asked through the DevTools protocol, as tests/e2e/pwa.spec.ts does).
// Prints each figure next to its budget, and under a page over budget the audits that explain it
// (under every page with BENCH_VERBOSE=1); exits 1 when one fails. Run with `npm run bench` (or
// directly); BENCH_REPORTS=<folder> keeps each run's HTML report.
//
// Every run is a cold load: Lighthouse clears the service worker, Cache Storage and the HTTP cache
// of the origin before it (its default reset). The signed-in page keeps the session, which the
// reset leaves alone (it lives in localStorage, not one of the cleared types).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ADMIN, CHROMIUM_FLAGS, CHROMIUM_PATH, signInThroughDialog, startAppServer, waitForHealth } from './bench-support.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4396);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PAGES=/projects,/ measures only those pages. */
const ONLY = process.env.BENCH_PAGES?.split(',');

const PAGES = [
  { path: '/', label: 'landing page' },
  { path: '/docs/client', label: 'docs page' },
  { path: '/projects', label: 'signed-in page, Admin', account: ADMIN },
];

/** The budgets of docs/performance.md; `value` reads the figure from a Lighthouse result. */
const FIGURES = [
  { name: 'performance', unit: '', budget: 95, atLeast: true, value: (lhr) => Math.round(lhr.categories.performance.score * 100) },
  { name: 'LCP', unit: ' ms', budget: 1500, value: (lhr) => lhr.audits['largest-contentful-paint'].numericValue },
  { name: 'TBT', unit: ' ms', budget: 100, value: (lhr) => lhr.audits['total-blocking-time'].numericValue },
  { name: 'CLS', unit: '', budget: 0.05, digits: 3, value: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue },
];
const passes = (figure, value) => (figure.atLeast ? value >= figure.budget : value < figure.budget);

/** Audits that explain a slow page, printed when they do not pass (or only inform). */
const EXPLAINING_AUDITS = [
  'render-blocking-resources',
  'unused-javascript',
  'unminified-javascript',
  'uses-text-compression',
  'uses-long-cache-ttl',
  'font-display',
  'unsized-images',
  'largest-contentful-paint-element',
  'long-tasks',
  'layout-shifts',
  'bootup-time',
  'mainthread-work-breakdown',
  'server-response-time',
  'redirects',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Chromium's own verdict on installing the app (manifest, icons, service worker): the list of
 * installability errors once the worker controls the page, empty when it may be installed. The
 * profile is chrome-launcher's, not an incognito one, where Chromium never offers to install.
 */
async function installabilityErrors(context) {
  const tab = await context.newPage();
  try {
    await tab.goto(`${BASE}/`);
    await tab.evaluate(() => navigator.serviceWorker.ready);
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const cdp = await context.newCDPSession(tab);
    const manifest = await cdp.send('Page.getAppManifest', {});
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    return [...manifest.errors.map((error) => `manifest: ${error.message}`), ...errors.map((error) => error.errorId)];
  } finally {
    await tab.close();
  }
}

/** One Lighthouse run with the default (mobile) config; fails when the page ended elsewhere. */
async function audit(port, path, run) {
  const reports = process.env.BENCH_REPORTS;
  const { lhr, report } = await lighthouse(`${BASE}${path}`, { port, output: reports ? 'html' : 'json', logLevel: 'error' });
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.html`), report);
  }
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== path) throw new Error(`${path} ended on ${landed}`);
  return lhr;
}

function printExplainingAudits(lhr) {
  for (const id of EXPLAINING_AUDITS) {
    const item = lhr.audits[id];
    const passed = item?.score !== null && item?.score >= 0.9 && id !== 'long-tasks'; // long tasks: always worth a look
    if (!item || item.scoreDisplayMode === 'notApplicable' || passed) continue;
    console.log(`          ${id}: ${item.displayValue ?? ''}${item.score === null ? '' : ` (score ${item.score})`}`);
    // A 'list' detail (e.g. the LCP element and its phases) holds tables.
    const rows = (item.details?.items ?? []).flatMap((row) => (Array.isArray(row.items) ? row.items : [row]));
    for (const row of rows.slice(0, 6)) {
      const what = row.url ?? row.node?.snippet ?? row.phase ?? row.groupLabel ?? row.group ?? '';
      const figures = ['wastedMs', 'wastedBytes', 'totalBytes', 'duration', 'total', 'timing', 'score', 'cacheLifetimeMs']
        .filter((key) => typeof row[key] === 'number')
        .map((key) => `${key} ${Math.round(row[key] * 1000) / 1000}`);
      console.log(`            ${String(what).slice(0, 110)} ${figures.join(', ')}`);
    }
  }
}

const { server, stop: stopServer } = await startAppServer(PORT);

let failed = false;
let chrome;
try {
  await waitForHealth(BASE, server);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  // Playwright drives the same browser (its default context is chrome-launcher's profile) for what
  // Lighthouse does not: the sign-in and the installability question.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];

  console.log(
    `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, mobile settings, ` +
      `median of ${RUNS} cold loads per page (${cpus().length} cores, shared with other work: figures vary from run to run):`,
  );
  for (const page of PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.path))) {
    if (page.account) {
      // In the browser's own profile, which Lighthouse's tabs share: a returning user's session.
      const tab = await context.newPage();
      await signInThroughDialog(tab, BASE, page.account);
      await tab.close();
    }
    // The server pre-renders a public page on its first request (src/server/plugins/prerendered-pages.ts):
    // once per process, not per visit, so not measured.
    await fetch(`${BASE}${page.path}`);
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(chrome.port, page.path, run));
    const cells = FIGURES.map((figure) => {
      const value = median(results.map(figure.value));
      const ok = passes(figure, value);
      failed ||= !ok;
      const shown = figure.digits ? value.toFixed(figure.digits) : String(Math.round(value));
      return `${ok ? '' : 'FAIL '}${figure.name} ${shown}${figure.unit} (${figure.atLeast ? '>=' : '<'} ${figure.budget}${figure.unit})`;
    });
    const allOk = cells.every((cell) => !cell.startsWith('FAIL'));
    console.log(`  ${allOk ? 'ok  ' : 'OVER'}  ${page.path.padEnd(14)} ${cells.join(', ')}  [${page.label}]`);
    const medianRun = [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(results.length / 2)];
    if (process.env.BENCH_VERBOSE) {
      for (const figure of FIGURES) console.log(`          each run: ${figure.name} ${results.map((lhr) => (figure.digits ? figure.value(lhr).toFixed(figure.digits) : Math.round(figure.value(lhr)))).join(', ')}`);
    }
    if (process.env.BENCH_VERBOSE || !allOk) printExplainingAudits(medianRun);
  }

  const errors = await installabilityErrors(context);
  failed ||= errors.length > 0;
  console.log(`  ${errors.length ? 'FAIL' : 'ok  '}  installable (Chromium's installability check): ${errors.length ? errors.join(', ') : 'no error'}`);
  await browser.close();
} finally {
  await chrome?.kill();
  stopServer();
}
process.exit(failed ? 1 : 0);
