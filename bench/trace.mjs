#!/usr/bin/env node
// Where the time of a signed-in screen's cold load goes (docs/performance.md, Where the time goes):
// a Chromium performance trace (CDP Tracing through Playwright's browser.startTracing, the
// devtools.timeline and V8 CPU profiler categories) of each screen of bench/screens.mjs loading at
// a 4x CPU slowdown, phone viewport, HTTP cache off and no service worker, until it has its data
// and 2 s more. Prints per screen the main thread's busy time, its style and layout work, then the
// top functions by self time and the top React components (a sample counts for the innermost
// component on its stack), both named through the build's source maps (dist/assets/*.map, which
// `vite build` writes). Raw traces go to bench/traces/ (git-ignored), to open in DevTools'
// Performance panel; BENCH_FROM_TRACES=1 reads them again instead of recording. BENCH_PAGES as in
// bench/screens.mjs, BENCH_TOP=<n> lines per list (12).
// Informational: exits 0 unless a load fails.
/* global window, document -- countElements runs in the page */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSlug, launchChromium, signInThroughDialog, startAppServer, waitForHealth } from './bench-support.mjs';
import { resolveScreenPath, SCREENS, selectScreens, waitForScreen } from './screens.mjs';
import { cpuProfile, longTasks, nameFromSource, originalPosition, readSourceMap, summarizeProfile } from './trace-analysis.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const BASE = `http://127.0.0.1:${PORT}`;
const TOP = Number(process.env.BENCH_TOP ?? 12);
/** BENCH_CPU_SLOWDOWN=1 records as Lighthouse observes a load (it then multiplies each task by 4). */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** A task this long (ms) at the slowdown is long at a 4x slowdown: 50 ms at 4x, 12.5 ms unthrottled. */
const LONG_TASK_MS = (50 * CPU_SLOWDOWN) / 4;
/**
 * How Lighthouse's simulation (Lantern) scales an unthrottled task: by its CPU slowdown (4), but a
 * task that ran a layout by half of it (its `layoutTaskMultiplier`, 0.5). Its TBT is the sum of
 * each scaled task's part over 50 ms between first contentful paint and interactive.
 */
const lanternScale = (task) => (task.events.some((event) => event.name === 'Layout') ? 2 : 4);
const OUT = join(ROOT, 'bench/traces');
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
];

/** Source maps of the build, read once per script URL. */
const maps = new Map();
function mapOf(url) {
  if (!maps.has(url)) {
    let entry = null;
    const path = url.startsWith(BASE) ? join(ROOT, 'dist', new URL(url).pathname) : '';
    if (path && existsSync(`${path}.map`)) {
      const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
      entry = { map, traceMap: readSourceMap(map) };
    }
    maps.set(url, entry);
  }
  return maps.get(url);
}

/** Where a source lives, short: the package for node_modules, the path under src/ otherwise. */
function shortSource(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage) return `${inPackage[1]}/${inPackage[2].replace(/^dist\/(esm\/)?/, '')}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** The package of a short source, or `src/<folder>` for the app's own code. */
const packageOf = (source) => (source.startsWith('src/') ? source.split('/').slice(0, 2).join('/') : (/^((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source));

/** A React component: a capitalized function in the app's .tsx files or in a React UI package (not React itself, not zod's classes). */
const isComponentName = (name, source) =>
  /^[A-Z][A-Za-z0-9]+$/.test(name) && (/^src\/.*\.[jt]sx$/.test(source) || /^(@chakra-ui|@ark-ui|@emotion\/react|react-router|react-hook-form|@tanstack\/react-)/.test(source));

/** A call frame named through the source map: its original name and file, and whether it is a component. */
function describe(callFrame) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (!url) return { key: functionName || '(anonymous)', name: functionName, native: !functionName.startsWith('('), isComponent: false };
  if (!functionName && lineNumber === 0 && columnNumber === 0) return { key: `(module evaluation) ${url.replace(BASE, '')}`, name: '', pkg: url.replace(BASE, ''), isComponent: false };
  const entry = mapOf(url);
  const position = entry && originalPosition(entry.traceMap, lineNumber, columnNumber);
  if (!position) {
    // No mapping: the start of the generated code, to recognize it by.
    const code = entry ? readFileSync(join(ROOT, 'dist', new URL(url).pathname), 'utf8').split('\n')[lineNumber]?.slice(columnNumber, columnNumber + 48) : '';
    return { key: `${functionName || '(anonymous)'} ${url.replace(BASE, '')}:${lineNumber + 1}:${columnNumber}${code ? ` \`${code}\`` : ''}`, name: functionName, pkg: url.replace(BASE, ''), isComponent: false };
  }
  const index = entry.map.sources.indexOf(position.source);
  const sourceLine = entry.map.sourcesContent?.[index]?.split('\n')[position.line - 1];
  const original = nameFromSource(sourceLine, position.column) ?? position.name;
  const name = original ?? (functionName || '(anonymous)');
  const source = shortSource(position.source);
  return { key: `${name} (${source}:${position.line})`, name: `${name} (${source})`, pkg: packageOf(source), isComponent: Boolean(original) && isComponentName(original, source) };
}

/** Total duration (ms) of the main thread's complete events of each name, over the trace. */
function timelineTotals(traceEvents) {
  const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const totals = {};
  const long = [];
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    totals[event.name] = (totals[event.name] ?? 0) + event.dur / 1000;
    if (event.name === 'RunTask' && event.dur > LONG_TASK_MS * 1000) long.push(event.dur / 1000);
  }
  return { totals, long };
}

const ms = (value) => `${Math.round(value)} ms`;

async function traceLoad(browser, context, screen, path) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // As Lighthouse's cold load: no service worker controlling and no Cache Storage, the worker
  // registering and installing during the load.
  if (process.env.BENCH_SW) await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(tab, { categories: CATEGORIES });
  let buffer;
  try {
    await tab.goto(BASE + path);
    await waitForScreen(tab, screen);
    await tab.waitForTimeout(2_000);
  } finally {
    buffer = await browser.stopTracing();
    writeFileSync(join(OUT, `${fileName(screen)}.json`), buffer);
  }
  const dom = await tab.evaluate(countElements);
  writeFileSync(join(OUT, `${fileName(screen)}.dom.json`), JSON.stringify(dom));
  await tab.close();
  return JSON.parse(buffer.toString('utf8'));
}

/**
 * In the page once loaded: how many elements it rendered, how many of them with a Chakra style
 * class, how many not displayed (closed menus and dialogs, folded parts) and how many below the
 * first screen (rows out of view).
 */
function countElements() {
  const all = [...document.body.querySelectorAll('*')];
  return {
    elements: all.length,
    styled: all.filter((element) => /(^|\s)css-/.test(element.getAttribute('class') ?? '')).length,
    notDisplayed: all.filter((element) => element.getClientRects().length === 0).length,
    belowFold: all.filter((element) => element.getBoundingClientRect().top > window.innerHeight).length,
  };
}

function report(path, label, trace, dom) {
  const events = trace.traceEvents ?? trace;
  const profile = cpuProfile(events, BASE);
  const summary = summarizeProfile(profile, describe);
  const { totals, long } = timelineTotals(events);
  console.log(`\n${path} [${label}]`);
  console.log(
    `  main thread: tasks ${ms(totals.RunTask ?? 0)}, JavaScript (profile samples) ${ms(summary.busy)}, style recalculation ${ms(totals.UpdateLayoutTree ?? 0)}, ` +
      `layout ${ms(totals.Layout ?? 0)}, ${long.length} long tasks (longest ${ms(Math.max(0, ...long))})`,
  );
  if (dom) {
    console.log(
      `  elements once loaded: ${dom.elements}, ${dom.styled} with a Chakra style class, ${dom.notDisplayed} not displayed (closed menus, dialogs, folded parts), ` +
        `${dom.belowFold} below the first screen`,
    );
  }
  const share = (value) => `${((100 * value) / (summary.busy || 1)).toFixed(1)} %`;
  console.log(`  self time by package: ${summary.packages.slice(0, 8).map((entry) => `${entry.name} ${ms(entry.ms)} (${share(entry.ms)})`).join(', ')}`);
  console.log('  top functions by self time:');
  for (const entry of summary.functions.slice(0, TOP)) console.log(`    ${ms(entry.ms).padStart(8)} ${share(entry.ms).padStart(7)}  ${entry.name}`);
  console.log('  top components (own rendering, with the library calls it makes, without its children):');
  for (const entry of summary.components.slice(0, TOP)) console.log(`    ${ms(entry.ms).padStart(8)} ${share(entry.ms).padStart(7)}  ${entry.name}`);
  console.log(`  long tasks (over ${LONG_TASK_MS} ms): start, length, and the packages and functions most of it went to:`);
  const tasks = longTasks(events, profile, LONG_TASK_MS);
  if (CPU_SLOWDOWN === 1) {
    // As Lighthouse's simulation counts them (an estimate: it also leaves out what comes before first paint).
    const blocking = tasks.map((task) => Math.max(0, task.ms * lanternScale(task) - 50));
    console.log(`  as Lighthouse would count them (x4, x2 with a layout): ${ms(blocking.reduce((sum, value) => sum + value, 0))} of blocking time from ${blocking.filter(Boolean).length} tasks`);
  }
  for (const task of tasks) {
    const inTask = summarizeProfile({ nodes: profile.nodes, samples: task.samples }, describe);
    const packages = inTask.packages.slice(0, 3).map((entry) => `${entry.name} ${ms(entry.ms)}`).join(', ');
    const functions = inTask.functions.slice(0, 3).map((entry) => `${entry.name.slice(0, 90)} ${ms(entry.ms)}`).join('; ');
    const component = inTask.components[0] ? `; component ${inTask.components[0].name} ${ms(inTask.components[0].ms)}` : '';
    const events = task.events.slice(0, 4).map((entry) => `${entry.name} ${ms(entry.ms)}`).join(', ');
    const scaled = CPU_SLOWDOWN === 1 ? ` x${lanternScale(task)}` : '';
    console.log(`    ${ms(task.startMs).padStart(8)} ${ms(task.ms).padStart(7)}${scaled}  ${packages}${component}\n                      ${functions}\n                      events: ${events}`);
  }
}

const fileName = (screen) => fileSlug(screen.label).toLowerCase();

if (!existsSync(join(ROOT, 'dist/index.html'))) throw new Error('no build in dist/: run `npx vite build` (it writes the source maps) first');
if (process.env.BENCH_TRACE_FILE) {
  // One trace recorded elsewhere (Lighthouse's, BENCH_TRACES in lighthouse.mjs), same build.
  report(process.env.BENCH_TRACE_FILE, 'a recorded trace', JSON.parse(readFileSync(process.env.BENCH_TRACE_FILE, 'utf8')));
  process.exit(0);
}
if (process.env.BENCH_FROM_TRACES) {
  // Reads the traces of an earlier run again (same build, BENCH_PORT as then) instead of recording.
  for (const screen of selectScreens(SCREENS)) {
    const read = (suffix) => (existsSync(join(OUT, `${fileName(screen)}${suffix}`)) ? JSON.parse(readFileSync(join(OUT, `${fileName(screen)}${suffix}`), 'utf8')) : undefined);
    report(screen.path, screen.label, read('.json'), read('.dom.json'));
  }
  process.exit(0);
}
mkdirSync(OUT, { recursive: true });
const { server, stop: stopServer } = await startAppServer(PORT);
try {
  await waitForHealth(BASE, server);
  const browser = await launchChromium();
  console.log(`Cold loads traced at ${CPU_SLOWDOWN}x CPU slowdown, 412 x 823, raw traces in bench/traces/:`);
  let context;
  let signedIn;
  for (const screen of selectScreens(SCREENS)) {
    if (signedIn !== screen.account) {
      await context?.close();
      // BENCH_SW=1 lets the service worker register and install during the load, as in Lighthouse's cold load.
      context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: process.env.BENCH_SW ? 'allow' : 'block' });
      // Closed before tracing: its page would keep working (polling) in the trace.
      const signInTab = await context.newPage();
      await signInThroughDialog(signInTab, BASE, screen.account);
      await signInTab.close();
      signedIn = screen.account;
    }
    const path = await resolveScreenPath(BASE, screen.path);
    const trace = await traceLoad(browser, context, screen, path);
    report(path, screen.label, trace, JSON.parse(readFileSync(join(OUT, `${fileName(screen)}.dom.json`), 'utf8')));
  }
  await browser.close();
} finally {
  stopServer();
}
process.exit(0);
