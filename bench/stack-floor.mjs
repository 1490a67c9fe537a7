#!/usr/bin/env node
// The stack's floor for the Lighthouse budgets of docs/performance.md (LCP under 1.5 s, total blocking time under
// 100 ms): the same small page (a bar, a heading, a search and a 25-row table; stack-floor/) built
// twice, once in React alone and once in Chakra UI with its default system, and nothing else of
// the portal (no router, query cache, auth or data). Both are built with Vite, served compressed
// from loopback and measured with Lighthouse's mobile settings, like bench/lighthouse.mjs.
// What the Chakra page scores is the least any signed-in screen of the portal can score: the
// design card fixes @chakra-ui/react, and its styles are resolved in the browser while React
// renders. Prints the median of BENCH_RUNS runs per page (5 unless set); informational, exits 0.
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

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SOURCE = new URL('./stack-floor/', import.meta.url).pathname;
const PAGES = [
  { file: 'plain.html', label: 'React alone' },
  { file: 'chakra.html', label: 'Chakra UI (default system)' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const outDir = mkdtempSync(join(tmpdir(), 'paintqa-floor-'));
const server = Fastify();
let chrome;
try {
  await build({
    configFile: false,
    root: SOURCE,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rollupOptions: { input: PAGES.map((page) => join(SOURCE, page.file)) } },
  });
  await server.register(compress, { global: true, threshold: 0 });
  await server.register(fastifyStatic, { root: outDir });
  await server.listen({ port: PORT, host: '127.0.0.1' });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });

  console.log(`The stack's floor: one small page, Lighthouse mobile settings, median of ${RUNS} cold loads (informational):`);
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${PORT}/${page.file}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (lhr.runtimeError) throw new Error(`${page.file}: ${lhr.runtimeError.message}`);
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }
    const figure = (name) => Math.round(median(runs.map((run) => run[name])));
    const range = (name) => `${Math.round(Math.min(...runs.map((run) => run[name])))}-${Math.round(Math.max(...runs.map((run) => run[name])))}`;
    console.log(
      `        ${page.label.padEnd(28)} performance ${figure('score')}, LCP ${figure('lcp')} ms (${range('lcp')}; budget < 1500), ` +
        `TBT ${figure('tbt')} ms (${range('tbt')}; budget < 100)`,
    );
  }
} finally {
  await chrome?.kill();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(0);
