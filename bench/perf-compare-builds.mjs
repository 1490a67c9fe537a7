#!/usr/bin/env node
// Two (or more) builds of the web app side by side in one run (docs/performance.md, What each change
// saved): each build folder holds a `dist/` and its `.build/prerender/` (copy them after `vite build`),
// served by this checkout's server bundle (`node scripts/build-server.mjs`) on a port of its own.
// For every signed-in screen of the issue, the loads alternate between the builds, so the machine's
// noise falls on both alike; each load is cold for code (HTTP cache off, no service worker) and warm
// for the session, as blocking-time.mjs measures: Chromium really at 4x CPU slowdown, TBT the sum of
// the long tasks' time over 50 ms after the first contentful paint, until the screen shows its h1 and
// 2.5 s have passed, and the main thread's busy time (CDP Performance metrics: all tasks, and script
// alone), steadier than TBT on a shared machine. Prints the median of BENCH_RUNS loads (3 unless set)
// per screen and build, in ms at the 4x slowdown.
//
//   PERF_BUILDS=/tmp/perf-a,/tmp/perf-b node bench/perf-compare-builds.mjs
//
// PERF_PAGES=/projects,/home picks screens; PERF_PROFILE=<folder> instead takes one CPU profile per
// screen of the first build and prints where its time goes: self time by source file and by
// function, mapped through the build's source maps.
/* global window */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { ADMIN, CLIENT, launchChromium, signInThroughDialog, waitForHealth } from './bench-support.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILDS = (process.env.PERF_BUILDS ?? '').split(',').filter(Boolean);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4815);
const PROFILE_DIR = process.env.PERF_PROFILE;
const ONLY = process.env.PERF_PAGES?.split(',');
if (!BUILDS.length) throw new Error('PERF_BUILDS=<folder>,<folder>: build folders, each with dist/ and .build/prerender/');

/** The screens of the issue; `{project}` is the first project of the demo list. */
const SCREENS = [
  { path: '/projects', account: ADMIN },
  { path: '/home', account: ADMIN, name: '/home (staff)' },
  { path: '/projects/{project}', account: ADMIN },
  { path: '/deficiency-tracking', account: ADMIN },
  { path: '/invoicing/pending', account: ADMIN },
  { path: '/home', account: CLIENT, name: '/home (client)' },
  { path: '/my-requests', account: CLIENT },
].filter((screen) => !ONLY || ONLY.includes(screen.name ?? screen.path));

function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function startServer(folder, port) {
  // The pre-renderer (.build/prerender/render.js, the screens' shells) imports React from node_modules.
  if (!existsSync(join(folder, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'));
  const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-compare-'));
  const server = spawn(process.execPath, [join(ROOT, '.build/server/main.mjs')], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { server, base: `http://127.0.0.1:${port}`, folder, stop: () => (server.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

/** One cold load of `path`; TBT after FCP until the h1 shows and 2.5 s more have passed. */
async function load(context, base, path, profile) {
  const tab = await context.newPage();
  await tab.addInitScript(recordLongTasks);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(base + path);
  await tab.locator('main h1, h1').first().waitFor({ timeout: 60_000 });
  await tab.waitForTimeout(2_500);
  const result = await tab.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
  // The main thread's busy time (tasks, of which script): less sensitive than TBT to other load.
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
  await tab.close();
  const tbt = Math.round(result.tasks.filter((task) => task.start >= result.fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
  return { tbt, task: Math.round(metrics.TaskDuration * 1000), script: Math.round(metrics.ScriptDuration * 1000), cpuProfile };
}

const maps = new Map();
function traceMapFor(folder, url) {
  const file = new URL(url).pathname;
  if (!file.endsWith('.js')) return null;
  const key = folder + file;
  if (!maps.has(key)) {
    try {
      maps.set(key, new TraceMap(readFileSync(join(folder, 'dist', `${file}.map`), 'utf8')));
    } catch {
      maps.set(key, null);
    }
  }
  return maps.get(key);
}

/** Self time by original source file and by function (name and file), through the source maps. */
function summarize(folder, profile) {
  const byFile = new Map();
  const byFunction = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  const selfMs = new Map();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000));
  for (const [id, ms] of selfMs) {
    const { callFrame } = nodes.get(id);
    let file = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || 'program'})`;
    let name = callFrame.functionName || '(anonymous)';
    const map = callFrame.url ? traceMapFor(folder, callFrame.url) : null;
    if (map) {
      const original = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (original.source) {
        file = original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'nm:');
        name = original.name ?? name;
      }
    }
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFunction.set(`${name} ${file}`, (byFunction.get(`${name} ${file}`) ?? 0) + ms);
  }
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([what, ms]) => `      ${String(Math.round(ms)).padStart(5)} ms  ${what}`);
  return ['    by file:', ...top(byFile, 18), '    by function:', ...top(byFunction, 18)].join('\n');
}

const servers = BUILDS.map((folder, index) => startServer(folder, FIRST_PORT + index));
try {
  await Promise.all(servers.map(({ server, base }) => waitForHealth(base, server)));
  const browser = await launchChromium();
  const contexts = new Map();
  for (const server of servers) {
    for (const account of [ADMIN, CLIENT]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      await signInThroughDialog(await context.newPage(), server.base, account);
      contexts.set(`${server.base} ${account.role}`, context);
    }
  }
  // The first demo project: the first row's link on the Admin's list.
  const first = await contexts.get(`${servers[0].base} Admin`).newPage();
  await first.goto(`${servers[0].base}/projects`);
  const href = await first.locator('tbody a[href^="/projects/"], [data-card] a[href^="/projects/"], main li a[href^="/projects/"]').first().getAttribute('href', { timeout: 60_000 });
  await first.close();

  console.log(`Cold loads at 4x CPU slowdown, TBT median of ${RUNS} per build, alternating: ${BUILDS.join(' | ')}`);
  for (const screen of SCREENS) {
    const path = screen.path.replace('/projects/{project}', href);
    if (PROFILE_DIR) {
      const server = servers[0];
      const { tbt, cpuProfile } = await load(contexts.get(`${server.base} ${screen.account.role}`), server.base, path, true);
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `${(screen.name ?? path).replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(cpuProfile));
      console.log(`  ${screen.name ?? path} (${screen.account.role}): TBT ${tbt} ms\n${summarize(server.folder, cpuProfile)}`);
      continue;
    }
    const figures = servers.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, server] of servers.entries()) {
        figures[index].push(await load(contexts.get(`${server.base} ${screen.account.role}`), server.base, path));
      }
    }
    const cells = figures.map((loads) => {
      const of = (key) => median(loads.map((figure) => figure[key]));
      return `TBT ${of('tbt')} (${loads.map((figure) => figure.tbt).join(', ')}), task ${of('task')}, script ${of('script')}`;
    });
    console.log(`  ${(screen.name ?? path).padEnd(24)} ${cells.join('  |  ')}`);
  }
  await browser.close();
} finally {
  for (const server of servers) server.stop();
}
