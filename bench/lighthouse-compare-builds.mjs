#!/usr/bin/env node
// Lighthouse's own figures (mobile settings, cold load) for two or more builds side by side in one
// run (docs/performance.md, What each change saved): each build folder holds a `dist/` and its
// `.build/prerender/`, served by this checkout's server bundle on a port of its own, as in
// bench/perf-compare-builds.mjs. For every screen, run by run, one Lighthouse load of each build in
// turn, so the machine's noise falls on both alike. Prints per screen and build the median TBT,
// performance score, LCP and CLS of BENCH_RUNS loads (3 unless set), and each load's TBT.
//
//   PERF_BUILDS=/tmp/perf-a,/tmp/perf-b node bench/lighthouse-compare-builds.mjs
//
// BENCH_PAGES picks screens, as in bench/screens.mjs. BENCH_TRACES=<folder> keeps each load's trace as
// Lighthouse recorded it (`<screen>-<build index>-<run>.json`; read one with `BENCH_TRACE_FILE=<file>
// BENCH_CPU_SLOWDOWN=1 node bench/trace.mjs`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, fileSlug, signInThroughDialog, waitForHealth } from './bench-support.mjs';
import { median, resolveScreenPath, SCREENS, selectScreens } from './screens.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILDS = (process.env.PERF_BUILDS ?? '').split(',').filter(Boolean);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4835);
if (BUILDS.length < 2) throw new Error('PERF_BUILDS=<folder>,<folder>: build folders, each with dist/ and .build/prerender/');

function startServer(folder, port) {
  // The pre-renderer (.build/prerender/render.js, the screens' shells) imports React from node_modules.
  if (!existsSync(join(folder, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'));
  const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-lh-compare-'));
  const server = spawn(process.execPath, [join(ROOT, '.build/server/main.mjs')], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { server, base: `http://127.0.0.1:${port}`, stop: () => (server.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

const figuresOf = (lhr) => ({
  tbt: lhr.audits['total-blocking-time'].numericValue,
  score: Math.round(lhr.categories.performance.score * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
});

const servers = BUILDS.map((folder, index) => startServer(folder, FIRST_PORT + index));
let chrome;
try {
  await Promise.all(servers.map(({ server, base }) => waitForHealth(base, server)));
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const screens = selectScreens(SCREENS);
  console.log(`Lighthouse cold loads, mobile settings, median of ${RUNS} per build, alternating: ${BUILDS.join(' | ')}`);
  // Each origin (port) keeps its own session: sign each account in once per build, one account at a time.
  for (const account of [...new Set(screens.map((screen) => screen.account))]) {
    for (const { base } of servers) {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
      await signInThroughDialog(tab, base, account);
      await tab.close();
    }
    for (const screen of screens.filter((candidate) => candidate.account === account)) {
      const paths = await Promise.all(servers.map(({ base }) => resolveScreenPath(base, screen.path)));
      const runs = servers.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [index, { base }] of servers.entries()) {
          const { lhr, artifacts } = await lighthouse(base + paths[index], { port: chrome.port, output: 'json', logLevel: 'error' });
          if (lhr.runtimeError) throw new Error(`${paths[index]}: ${lhr.runtimeError.message}`);
          if (process.env.BENCH_TRACES && artifacts?.Trace) {
            mkdirSync(process.env.BENCH_TRACES, { recursive: true });
            const name = `${fileSlug(screen.label)}-${index}-${run + 1}.json`;
            writeFileSync(join(process.env.BENCH_TRACES, name), JSON.stringify(artifacts.Trace));
          }
          runs[index].push(figuresOf(lhr));
        }
      }
      const cells = runs.map((loads) => {
        const of = (key) => median(loads.map((figures) => figures[key]));
        return `TBT ${Math.round(of('tbt'))} (${loads.map((figures) => Math.round(figures.tbt)).join(', ')}), score ${of('score')}, LCP ${Math.round(of('lcp'))}, CLS ${of('cls').toFixed(3)}`;
      });
      console.log(`  ${screen.label.padEnd(28)} ${cells.join('  |  ')}`);
    }
  }
  await browser.close();
} finally {
  await chrome?.kill();
  for (const server of servers) server.stop();
}
process.exit(0);
