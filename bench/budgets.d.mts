// Types of budgets.mjs for the unit test that imports it (the project type-checks TypeScript only).
export interface Verdict {
  name: string;
  ok: boolean;
  text: string;
}
export interface ColdFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export const LIMITS: Record<'tbtMaxMs' | 'tbtFloorRatio' | 'scoreBelowFloor' | 'lcpFloorRatio' | 'cls' | 'warmTbtMs' | 'inpMs', number>;
export function coldLoadVerdicts(screen: ColdFigures, floor: ColdFigures): Verdict[];
export function warmLoadVerdict(tbt: number, floorTbt: number): Verdict;
export function interactionDuration(entries: { duration: number; interactionId: number }[]): number;
export function inpVerdict(label: string, durations: number[]): Verdict;
export function verdictLine(label: string, verdicts: Verdict[]): string;
