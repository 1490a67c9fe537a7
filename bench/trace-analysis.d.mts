// Types of trace-analysis.mjs for the unit test that imports it (the project type-checks TypeScript only).
import type { TraceMap } from '@jridgewell/trace-mapping';

export interface SourceMap {
  version: 3;
  sources: string[];
  names: string[];
  mappings: string;
  sourcesContent?: string[];
}
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface Profile {
  nodes: Map<number, { callFrame: CallFrame; parent?: number }>;
  samples: { node: number; at: number; ms: number }[];
}
export interface Entry {
  name: string;
  ms: number;
}
export function readSourceMap(map: SourceMap): TraceMap;
export function originalPosition(traceMap: TraceMap, line: number, column: number): { source: string; line: number; column: number; name?: string } | null;
export function nameFromSource(text: string | undefined, column?: number): string | undefined;
export function cpuProfile(traceEvents: unknown[], urlPrefix?: string): Profile;
export function summarizeProfile(
  profile: Profile,
  describe: (callFrame: CallFrame) => { key: string; name: string; pkg?: string; native?: boolean; isComponent: boolean },
): { busy: number; functions: Entry[]; components: Entry[]; packages: Entry[] };
export function longTasks(
  traceEvents: unknown[],
  profile: Pick<Profile, 'samples'>,
  thresholdMs: number,
): { startMs: number; ms: number; samples: Profile['samples']; events: Entry[] }[];
