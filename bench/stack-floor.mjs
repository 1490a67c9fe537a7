#!/usr/bin/env node
// The stack's floor (docs/performance.md, Signed-in screens): the same small page (a bar, a
// heading, a search and a 25-row table; stack-floor/) built twice, once in React alone and once in
// Chakra UI with its default system, and nothing else of the portal (no router, query cache, auth
// or data). Both are built with Vite and served compressed from loopback. What the Chakra page
// scores is the least a signed-in screen of the portal can score: the design card fixes
// @chakra-ui/react, and its styles are resolved in the browser while React renders.
// bench/lighthouse.mjs measures it in the same run as the signed-in screens (`startStackFloor`)
// and sets their budgets from it; run alone, this prints the median of BENCH_RUNS Lighthouse runs
// per page (5 unless set), informational, exits 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench-support.mjs';
import { median } from './screens.mjs';

const SOURCE = new URL('./stack-floor/', import.meta.url).pathname;
/** The Chakra page is the floor the budgets use; the React one shows what Chakra itself costs. */
export const FLOOR_PAGES = [
  { file: 'chakra.html', label: 'floor: Chakra UI (default system)', isFloor: true },
  { file: 'plain.html', label: 'floor: React alone' },
];

/** Builds both pages and serves them on 127.0.0.1:`port`; `stop()` ends the server and removes the build. */
export async function startStackFloor(port) {
  const outDir = mkdtempSync(join(tmpdir(), 'paintqa-floor-'));
  const server = Fastify();
  const stop = async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await build({
      configFile: false,
      root: SOURCE,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: FLOOR_PAGES.map((page) => join(SOURCE, page.file)) } },
    });
    await server.register(compress, { global: true, threshold: 0 });
    await server.register(fastifyStatic, { root: outDir });
    await server.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** Lighthouse's cold-load figures of one run, as the budgets read them. */
export const coldFigures = (lhr) => ({
  score: Math.round(lhr.categories.performance.score * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
});

/** The median of each figure over runs of `coldFigures`. */
export const medianFigures = (runs) => Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((name) => [name, median(runs.map((run) => run[name]))]));

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 4395);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const floor = await startStackFloor(port);
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
    console.log(`The stack's floor: one small page, Lighthouse mobile settings, median of ${runs} cold loads (informational):`);
    for (const page of FLOOR_PAGES) {
      const figures = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(`${floor.base}/${page.file}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (lhr.runtimeError) throw new Error(`${page.file}: ${lhr.runtimeError.message}`);
        figures.push(coldFigures(lhr));
      }
      const range = (name) => `${Math.round(Math.min(...figures.map((run) => run[name])))}-${Math.round(Math.max(...figures.map((run) => run[name])))}`;
      const { score, lcp, tbt } = medianFigures(figures);
      console.log(`        ${page.label.padEnd(34)} performance ${score}, LCP ${Math.round(lcp)} ms (${range('lcp')}), TBT ${Math.round(tbt)} ms (${range('tbt')})`);
    }
  } finally {
    await chrome?.kill();
    await floor.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await main();
  process.exit(0);
}
