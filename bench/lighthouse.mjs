#!/usr/bin/env node
// Lighthouse budgets (docs/performance.md): performance score, LCP, total blocking time and CLS
// with Lighthouse's default mobile settings (simulated slow 4G and 4x CPU slowdown), on Debian's
// Chromium, against the built app served by the real server; the median of BENCH_RUNS runs per
// page (3 unless set; BENCH_PAGES=/,/projects picks pages, see bench/screens.mjs).
// - The public and docs pages against fixed budgets.
// - The signed-in screens of bench/screens.mjs against the stack's floor page (bench/stack-floor.mjs)
//   measured in the same run, its runs interleaved with theirs so the machine's load hits both
//   alike: each figure with its budget and its ratio to the floor. Then each screen's warm load
//   (the service worker controlling and the HTTP cache filled by a first visit, as an installed app
//   opens: Lighthouse with disableStorageReset), total blocking time only.
// - Whether Chromium finds the app installable (Lighthouse 12 dropped its PWA category: asked
//   through the DevTools protocol, as tests/e2e/pwa.spec.ts does).
// Prints each figure next to its budget, and under a page over budget the audits that explain it
// (under every page with BENCH_VERBOSE=1); exits 1 when one fails. BENCH_REPORTS=<folder> keeps
// each run's HTML report; BENCH_TRACES=<folder> each run's trace, as Lighthouse recorded it (read it
// with `BENCH_TRACE_FILE=<file> node bench/trace.mjs`: its long tasks are the ones Lighthouse
// multiplies by 4).
//
// A cold run: Lighthouse clears the service worker, Cache Storage and the HTTP cache of the origin
// before it (its default reset). The session and the persisted query cache stay (localStorage and
// IndexedDB are not among the cleared types), as for a returning user.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { coldLoadVerdicts, verdictLine, warmLoadVerdict } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, fileSlug, signInThroughDialog, startAppServer, waitForHealth } from './bench-support.mjs';
import { median, resolveScreenPath, SCREENS, selectScreens, waitForScreen } from './screens.mjs';
import { coldFigures, FLOOR_PAGES, medianFigures, startStackFloor } from './stack-floor.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4396);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PAGES=/,/projects measures only those pages. */
const ONLY = process.env.BENCH_PAGES?.split(',');

const PUBLIC_PAGES = [
  { path: '/', label: 'landing page' },
  { path: '/docs/client', label: 'docs page' },
];

/** The public pages' budgets of docs/performance.md; `value` reads the figure from a Lighthouse result. */
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

/**
 * One Lighthouse run with the default (mobile) config at `url`; fails when the page ended
 * elsewhere or did not load twice. `warm` keeps the service worker and the caches (disableStorageReset).
 */
async function audit(port, url, name, { warm = false } = {}, attempt = 1) {
  const reports = process.env.BENCH_REPORTS;
  const traces = process.env.BENCH_TRACES;
  const fileName = fileSlug(name);
  const { lhr, report, artifacts } = await lighthouse(url, { port, output: reports ? 'html' : 'json', logLevel: 'error', disableStorageReset: warm });
  // Once more after a failed load (a timeout on the busy shared machine); twice is a real failure.
  if (lhr.runtimeError && attempt === 1) return audit(port, url, name, { warm }, 2);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${fileName}.html`), report);
  }
  if (traces && artifacts?.Trace) {
    mkdirSync(traces, { recursive: true });
    writeFileSync(join(traces, `lighthouse-${fileName}.json`), JSON.stringify(artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  return lhr;
}

/** Signs `account` in, in the profile Lighthouse's tabs share, after clearing the origin's storage (the other account's session). */
async function signInAs(context, account) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'all' });
  await signInThroughDialog(tab, BASE, account);
  await tab.close();
}

/** A first visit to `path` in a tab of the shared profile: the service worker controls the page and the HTTP cache holds its files. */
async function visitFirst(context, path, screen) {
  const tab = await context.newPage();
  await tab.goto(BASE + path);
  await waitForScreen(tab, screen);
  await tab.evaluate(() => navigator.serviceWorker.ready);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await tab.reload();
  await waitForScreen(tab, screen);
  await tab.close();
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

/** Prints the public pages' lines against their fixed budgets; returns whether one failed. */
async function measurePublicPages(port) {
  let failed = false;
  for (const page of PUBLIC_PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.path))) {
    // The server pre-renders a public page on its first request (src/server/plugins/prerendered-pages.ts):
    // once per process, not per visit, so not measured.
    await fetch(`${BASE}${page.path}`);
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(port, BASE + page.path, `${page.path}-${run + 1}`));
    const cells = FIGURES.map((figure) => {
      const value = median(results.map(figure.value));
      const ok = passes(figure, value);
      const shown = figure.digits ? value.toFixed(figure.digits) : String(Math.round(value));
      return { ok, text: `${figure.name} ${shown}${figure.unit} (${figure.atLeast ? '>=' : '<'} ${figure.budget}${figure.unit})` };
    });
    console.log(verdictLine(`${page.path} [${page.label}]`, cells));
    failed ||= cells.some((cell) => !cell.ok);
    if (process.env.BENCH_VERBOSE || cells.some((cell) => !cell.ok)) printExplainingAudits(results[Math.floor(results.length / 2)]);
  }
  return failed;
}

/**
 * The signed-in screens against the floor measured in the same run: run by run, the floor pages
 * then each screen (grouped by account, to sign in once per group and run), so both see the same
 * load. Then the warm loads. Returns whether a figure failed.
 */
async function measureScreens(port, context, floorBase) {
  const screens = await Promise.all(selectScreens(SCREENS).map(async (screen) => ({ ...screen, url: BASE + (await resolveScreenPath(BASE, screen.path)), cold: [], lhrs: [] })));
  if (!screens.length) return false;
  const floorRuns = new Map(FLOOR_PAGES.map((page) => [page.file, []]));
  const accounts = [...new Set(screens.map((screen) => screen.account))];
  for (let run = 0; run < RUNS; run++) {
    for (const page of FLOOR_PAGES) floorRuns.get(page.file).push(coldFigures(await audit(port, `${floorBase}/${page.file}`, `floor-${page.file}-${run + 1}`)));
    for (const account of accounts) {
      await signInAs(context, account);
      for (const screen of screens.filter((candidate) => candidate.account === account)) {
        const lhr = await audit(port, screen.url, `${screen.label}-${run + 1}`);
        screen.cold.push(coldFigures(lhr));
        screen.lhrs.push(lhr);
      }
    }
  }
  let failed = false;
  const floorOf = (page) => medianFigures(floorRuns.get(page.file));
  const floor = floorOf(FLOOR_PAGES.find((page) => page.isFloor));
  console.log(`Signed-in screens, median of ${RUNS} cold loads, against the floor page in the same run:`);
  for (const page of FLOOR_PAGES) {
    const figures = floorOf(page);
    console.log(`        ${page.label.padEnd(44)} performance ${figures.score}, TBT ${Math.round(figures.tbt)} ms, LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}`);
  }
  for (const screen of screens) {
    const verdicts = coldLoadVerdicts(medianFigures(screen.cold), floor);
    console.log(verdictLine(`${new URL(screen.url).pathname} [${screen.label}]`, verdicts));
    if (process.env.BENCH_VERBOSE) console.log(`          each run: TBT ${screen.cold.map((figures) => Math.round(figures.tbt)).join(', ')}; performance ${screen.cold.map((figures) => figures.score).join(', ')}`);
    failed ||= verdicts.some((verdict) => !verdict.ok);
    if (process.env.BENCH_VERBOSE || verdicts.some((verdict) => !verdict.ok)) {
      printExplainingAudits([...screen.lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(screen.lhrs.length / 2)]);
    }
  }

  console.log(`Warm loads (service worker controlling, HTTP cache filled by a first visit), median of ${RUNS}:`);
  const warmFloor = [];
  for (let run = 0; run < RUNS; run++) warmFloor.push(coldFigures(await audit(port, `${floorBase}/chakra.html`, `floor-warm-${run + 1}`, { warm: true })).tbt);
  for (const account of accounts) {
    await signInAs(context, account);
    for (const screen of screens.filter((candidate) => candidate.account === account)) {
      await visitFirst(context, new URL(screen.url).pathname, screen);
      const tbts = [];
      for (let run = 0; run < RUNS; run++) tbts.push(coldFigures(await audit(port, screen.url, `${screen.label}-warm-${run + 1}`, { warm: true })).tbt);
      const verdict = warmLoadVerdict(median(tbts), median(warmFloor));
      console.log(verdictLine(`${new URL(screen.url).pathname} [${screen.label}]`, [verdict]));
      failed ||= !verdict.ok;
    }
  }
  return failed;
}

const { server, stop: stopServer } = await startAppServer(PORT);
const floorServer = await startStackFloor(Number(process.env.BENCH_FLOOR_PORT ?? PORT + 10));

let failed;
let chrome;
try {
  await waitForHealth(BASE, server);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  // Playwright drives the same browser (its default context is chrome-launcher's profile) for what
  // Lighthouse does not: the sign-in, the first visit of a warm load and the installability question.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];

  console.log(
    `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, mobile settings, ` +
      `median of ${RUNS} loads per page (${cpus().length} cores, shared with other work: figures vary from run to run):`,
  );
  failed = await measurePublicPages(chrome.port);
  failed = (await measureScreens(chrome.port, context, floorServer.base)) || failed;

  if (!ONLY) {
    const errors = await installabilityErrors(context);
    failed ||= errors.length > 0;
    console.log(`  ${errors.length ? 'FAIL' : 'ok  '}  installable (Chromium's installability check): ${errors.length ? errors.join(', ') : 'no error'}`);
  }
  await browser.close();
} finally {
  await chrome?.kill();
  await floorServer.stop();
  stopServer();
}
process.exit(failed ? 1 : 0);
