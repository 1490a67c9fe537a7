import { describe, expect, it } from 'vitest';
import { coldLoadVerdicts, inpVerdict, interactionDuration, verdictLine, warmLoadVerdict } from '../../bench/budgets.mjs';
import { median, SCREENS, selectScreens } from '../../bench/screens.mjs';
import { cpuProfile, longTasks, nameFromSource, originalPosition, readSourceMap, summarizeProfile } from '../../bench/trace-analysis.mjs';

// The arithmetic of the signed-in screens' budgets and of the trace summary (docs/performance.md);
// no timing here: the benches themselves run with `npm run bench`.

const floor = { score: 90, lcp: 1600, tbt: 300, cls: 0 };

describe('cold-load budgets against the floor', () => {
  it('passes a screen within every ratio and prints each ratio', () => {
    const verdicts = coldLoadVerdicts({ score: 85, lcp: 1760, tbt: 450, cls: 0.01 }, floor);
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([true, true, true, true]);
    expect(verdicts[1]!.text).toBe('TBT 450 ms (<= 450 ms; 1.50x floor)');
    expect(verdicts[2]!.text).toBe('LCP 1760 ms (<= 1760 ms; 1.10x floor)');
  });

  it('fails each figure just over its budget', () => {
    const verdicts = coldLoadVerdicts({ score: 84, lcp: 1761, tbt: 451, cls: 0.05 }, floor);
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([false, false, false, false]);
    expect(verdictLine('/projects', verdicts)).toMatch(/^ {2}OVER {2}\/projects +FAIL performance 84 \(>= 85; floor 90\), FAIL TBT/);
  });

  it('caps total blocking time at 600 ms whatever the floor', () => {
    const [, tbt] = coldLoadVerdicts({ score: 90, lcp: 1000, tbt: 650, cls: 0 }, { ...floor, tbt: 500 });
    expect(tbt).toMatchObject({ ok: false, text: 'TBT 650 ms (<= 600 ms; 1.30x floor)' });
  });

  it('holds a warm load to 150 ms', () => {
    expect(warmLoadVerdict(150, 100).ok).toBe(true);
    expect(warmLoadVerdict(151, 100)).toMatchObject({ ok: false, text: 'warm TBT 151 ms (<= 150 ms; 1.51x floor)' });
  });
});

describe('interaction to next paint', () => {
  it('takes the longest entry of the interaction and ignores events without one', () => {
    const entries = [
      { duration: 300, interactionId: 0 },
      { duration: 48, interactionId: 7 },
      { duration: 96, interactionId: 7 },
    ];
    expect(interactionDuration(entries)).toBe(96);
    expect(interactionDuration([])).toBe(0);
  });

  it('judges the median of the runs against 200 ms', () => {
    expect(inpVerdict('Status filter', [400, 120, 104])).toMatchObject({ ok: true, text: 'Status filter: INP 120 ms (< 200 ms; runs 104, 120, 400)' });
    expect(inpVerdict('Inspections tab', [200, 240, 0]).ok).toBe(false);
    expect(inpVerdict('menu', [0, 0, 0]).text).toContain('INP < 16 ms');
  });
});

describe('screens', () => {
  it('filters by path, label or the project page prefix', () => {
    expect(selectScreens(SCREENS, undefined)).toHaveLength(7);
    expect(selectScreens(SCREENS, '/home').map((screen) => screen.account.role)).toEqual(['Admin', 'Client']);
    expect(selectScreens(SCREENS, '/projects/').map((screen) => screen.path)).toEqual(['/projects/{project}']);
    expect(selectScreens(SCREENS, '/projects,/my-requests').map((screen) => screen.path)).toEqual(['/projects', '/my-requests']);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});

describe('trace summary', () => {
  it('decodes source map segments to original lines and names', () => {
    // Generated line 0: column 0 -> source 0, line 0, column 0; column 10 -> line 2, column 4, name 0.
    const map = readSourceMap({ version: 3, sources: ['src/a.tsx'], names: ['Row'], mappings: 'AAAA,UAEIA', sourcesContent: ['x\ny\nfunction Row() {'] });
    expect(originalPosition(map, 0, 12)).toEqual({ source: 'src/a.tsx', line: 3, column: 4, name: 'Row' });
    expect(originalPosition(map, 0, 3)).toMatchObject({ line: 1 });
    expect(originalPosition(map, 4, 0)).toBeNull();
    expect(nameFromSource('export function ProjectsTable({ list }) {')).toBe('ProjectsTable');
    expect(nameFromSource('const useRows = (rows) => {', 16)).toBe('useRows');
    // The function's own place on the line, not the first name on it.
    expect(nameFromSource('  myRequests: async () => ({ Component: (await import(x)).Page }),', 14)).toBe('myRequests');
    expect(nameFromSource('  get(key) {', 2)).toBe('get');
  });

  it('counts self time on the top frame and component time on the innermost component', () => {
    const frame = (functionName: string) => ({ functionName, url: 'x', lineNumber: 0, columnNumber: 0 });
    const chunk = {
      name: 'ProfileChunk',
      pid: 1,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, callFrame: frame('Table'), parent: 1 },
              { id: 3, callFrame: frame('css'), parent: 2 },
              { id: 4, callFrame: frame('(idle)'), parent: 1 },
              { id: 5, callFrame: frame('appendChild'), parent: 3 },
            ],
            samples: [3, 3, 2, 4, 5, 3],
          },
          timeDeltas: [0, 1000, 2000, 1000, 5000, 2000],
        },
      },
    };
    const profile = cpuProfile([chunk]);
    // Each sample lasts until the next one: css 1 + 2, Table 1, idle 5 (left out), appendChild
    // 2 (a built-in: with css, its caller), the last 0.
    const summary = summarizeProfile(profile, (callFrame) => ({
      key: callFrame.functionName,
      name: callFrame.functionName,
      pkg: callFrame.functionName === 'appendChild' ? undefined : 'p',
      native: callFrame.functionName === 'appendChild',
      isComponent: callFrame.functionName === 'Table',
    }));
    expect(summary.busy).toBe(6);
    expect(summary.functions).toEqual([
      { name: 'css', ms: 3 },
      { name: 'appendChild <- css', ms: 2 },
      { name: 'Table', ms: 1 },
    ]);
    expect(summary.components).toEqual([{ name: 'Table', ms: 6 }]);
    expect(summary.packages).toEqual([{ name: 'p', ms: 6 }]);
  });

  it('finds the long tasks of the page thread, each with its samples and its trace events', () => {
    const thread = { name: 'thread_name', ph: 'M', pid: 1, tid: 7, args: { name: 'CrRendererMain' } };
    const task = (ts: number, dur: number, tid = 7) => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur });
    const event = (name: string, ts: number, dur: number) => ({ name, ph: 'X', pid: 1, tid: 7, ts, dur });
    const profileStart = { name: 'Profile', pid: 1, id: '0x1', ts: 0, args: { data: { startTime: 1000 } } };
    const chunk = {
      name: 'ProfileChunk',
      pid: 1,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: { functionName: 'render', url: 'x', lineNumber: 1, columnNumber: 1 } }], samples: [1, 1, 1] }, timeDeltas: [0, 15_000, 40_000] } },
    };
    const events = [thread, profileStart, chunk, task(1_000, 10_000), task(10_000, 30_000), task(50_000, 20_000, 8), event('Layout', 12_000, 5_000), event('Layout', 20_000, 3_000), event('ParseHTML', 60_000, 1_000)];
    // Samples at 1,000, 16,000 and 56,000 µs: only the second falls in the one long task on the page thread.
    const tasks = longTasks(events, cpuProfile(events), 12.5);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ startMs: 0, ms: 30, events: [{ name: 'Layout', ms: 8 }] });
    expect(tasks[0]!.samples.map((sample) => sample.at)).toEqual([16_000]);
  });
});
