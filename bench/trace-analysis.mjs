// Reading a Chromium performance trace (bench/trace.mjs, docs/performance.md, Where the time
// goes): the V8 CPU profile's samples as self time per function, mapped to original names and
// files through the build's source maps, and as time per React component. Pure functions over
// parsed JSON, so a unit test checks them on a small made-up trace.

import { TraceMap, traceSegment } from '@jridgewell/trace-mapping';

/**
 * Minified code maps nearly every token, so a function starts a few columns after its segment at
 * most; further than this, the code has no mapping (e.g. the bundler's own preload helper).
 */
const MAX_UNMAPPED_COLUMNS = 100;

/** A build's source map, parsed once for lookups. */
export const readSourceMap = (map) => new TraceMap(map);

/** The original position of a 0-based generated line and column: `{ source, line (1-based), name? }`, or null. */
export function originalPosition(traceMap, line, column) {
  const found = traceSegment(traceMap, line, column);
  if (!found || found.length < 4 || column - found[0] > MAX_UNMAPPED_COLUMNS) return null;
  return { source: traceMap.sources[found[1]], line: found[2] + 1, column: found[3], name: found.length === 5 ? traceMap.names[found[4]] : undefined };
}

/**
 * A name for the function starting at `column` of an original source line: its own
 * (`function Name(`, a method `name(`), else the one it is given (`name: `, `name = `).
 */
export function nameFromSource(text, column = 0) {
  const after = (text ?? '').slice(column);
  const before = (text ?? '').slice(0, column);
  const own = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([\w$]+)/.exec(after) ?? /^(?:async\s+)?(?:get\s+|set\s+)?([\w$]+)\s*\([^)]*\)\s*\{/.exec(after);
  const given = /([\w$]+)\s*[:=]\s*(?:async\s*)?$/.exec(before);
  return own?.[1] ?? given?.[1];
}

/**
 * The page's CPU profile in a trace: the ProfileChunk events of the profile with the most samples
 * among those that ran a script under `urlPrefix`, as `{ nodes: Map(id -> { callFrame, parent }), samples: [{ node, ms }] }`,
 * each sample's time being the gap to the next (as DevTools counts it).
 */
export function cpuProfile(traceEvents, urlPrefix = '') {
  const profiles = new Map();
  // Each profile's start on the trace's clock (µs), so each sample has a time (`at`) to find its task by.
  const profileStarts = new Map(traceEvents.filter((event) => event.name === 'Profile').map((event) => [`${event.pid}:${event.id}`, event.args?.data?.startTime ?? event.ts]));
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    const profile = profiles.get(key) ?? { nodes: new Map(), ids: [], deltas: [], start: profileStarts.get(key) ?? 0 };
    profiles.set(key, profile);
    const { cpuProfile: chunk = {}, timeDeltas = [] } = event.args.data;
    for (const node of chunk.nodes ?? []) profile.nodes.set(node.id, { callFrame: node.callFrame, parent: node.parent });
    profile.ids.push(...(chunk.samples ?? []));
    profile.deltas.push(...timeDeltas);
  }
  // The page's renderer: a profile that ran the page's scripts (not the browser's own WebUI pages),
  // on a renderer's main thread (not a worker's, such as the answer check's).
  const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const onMainThread = new Set(traceEvents.filter((event) => event.name === 'Profile' && mainThreads.has(`${event.pid}:${event.tid}`)).map((event) => `${event.pid}:${event.id}`));
  const ofPage = [...profiles]
    .filter(([key, profile]) => (!onMainThread.size || onMainThread.has(key)) && [...profile.nodes.values()].some((node) => node.callFrame.url?.startsWith(urlPrefix)))
    .map(([, profile]) => profile);
  const [main] = ofPage.sort((a, b) => b.ids.length - a.ids.length);
  if (!main) return { nodes: new Map(), samples: [] };
  let at = main.start;
  const samples = main.ids.map((node, index) => {
    at += main.deltas[index] ?? 0;
    return { node, at, ms: index + 1 < main.deltas.length ? Math.max(0, main.deltas[index + 1]) / 1000 : 0 };
  });
  return { nodes: main.nodes, samples };
}

const IDLE = new Set(['(idle)', '(root)', '(program)']);

/**
 * Self time per function and per package, and time per component. `describe(callFrame)` gives
 * `{ key, name, pkg?, native?, isComponent }` (native: a built-in, without a script)
 * (source-mapped); a sample's time goes to the function on top of its stack, and to the innermost
 * component on its stack (React calls each component from its work loop, so that is the component's
 * own rendering, with the library calls it makes, without its children).
 */
export function summarizeProfile({ nodes, samples }, describe) {
  const functions = new Map();
  const components = new Map();
  const packages = new Map();
  const cache = new Map();
  const described = (id) => {
    if (!cache.has(id)) cache.set(id, describe(nodes.get(id).callFrame));
    return cache.get(id);
  };
  let busy = 0;
  for (const { node, ms } of samples) {
    if (!nodes.has(node) || IDLE.has(nodes.get(node).callFrame.functionName)) continue;
    busy += ms;
    let top = described(node);
    if (top.native) {
      // A built-in (appendChild, fetch): counted with the script that called it.
      let caller = nodes.get(node).parent;
      while (caller !== undefined && nodes.has(caller) && described(caller).native) caller = nodes.get(caller).parent;
      if (caller !== undefined && nodes.has(caller)) top = { ...described(caller), key: `${top.key} <- ${described(caller).key}` };
    }
    functions.set(top.key, { name: top.key, ms: (functions.get(top.key)?.ms ?? 0) + ms });
    const pkg = top.pkg ?? '(no script: GC, the browser)';
    packages.set(pkg, { name: pkg, ms: (packages.get(pkg)?.ms ?? 0) + ms });
    for (let id = node; id !== undefined; id = nodes.get(id)?.parent) {
      if (!nodes.has(id)) break;
      const frame = described(id);
      if (frame.isComponent) {
        components.set(frame.name, { name: frame.name, ms: (components.get(frame.name)?.ms ?? 0) + ms });
        break;
      }
    }
  }
  const byTime = (map) => [...map.values()].sort((a, b) => b.ms - a.ms);
  return { busy, functions: byTime(functions), components: byTime(components), packages: byTime(packages) };
}

/**
 * The long tasks of a trace's page thread (`RunTask` events over `thresholdMs` on CrRendererMain),
 * each with its start (ms from the first), its length and the profile's samples inside it, so each
 * can be summarized on its own (what made that task long).
 */
export function longTasks(traceEvents, { samples }, thresholdMs) {
  const mainThreads = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = traceEvents
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`) && event.dur > thresholdMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  const origin = tasks[0]?.ts ?? 0;
  const onMain = traceEvents.filter((event) => event.ph === 'X' && event.name !== 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`));
  return tasks.map((task) => {
    // The trace's own events in the task (parsing, style, layout, compiling...), by total length.
    const events = new Map();
    for (const event of onMain) {
      if (event.ts >= task.ts && event.ts < task.ts + task.dur) events.set(event.name, (events.get(event.name) ?? 0) + event.dur / 1000);
    }
    return {
      startMs: (task.ts - origin) / 1000,
      ms: task.dur / 1000,
      samples: samples.filter((sample) => sample.at >= task.ts && sample.at < task.ts + task.dur),
      events: [...events].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms),
    };
  });
}
