// The signed-in screens' budgets (docs/performance.md, Signed-in screens): each a ratio to the
// stack's floor page measured in the same run, or a fixed limit. Pure functions, so a unit test
// checks the arithmetic without timing anything.

/** Fixed limits beside the ratios. */
export const LIMITS = { tbtMaxMs: 600, tbtFloorRatio: 1.5, scoreBelowFloor: 5, lcpFloorRatio: 1.1, cls: 0.05, warmTbtMs: 150, inpMs: 200 };

const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}x floor` : 'floor 0');

/**
 * The cold-load figures of one screen against the floor's: `{ score, lcp, tbt, cls }` each, medians.
 * Returns one line per figure: `{ name, ok, text }`, the text with the value, its budget and its ratio.
 */
export function coldLoadVerdicts(screen, floor) {
  const tbtBudget = Math.min(LIMITS.tbtFloorRatio * floor.tbt, LIMITS.tbtMaxMs);
  const scoreBudget = floor.score - LIMITS.scoreBelowFloor;
  const lcpBudget = LIMITS.lcpFloorRatio * floor.lcp;
  return [
    { name: 'performance', ok: screen.score >= scoreBudget, text: `performance ${screen.score} (>= ${scoreBudget}; floor ${floor.score})` },
    { name: 'TBT', ok: screen.tbt <= tbtBudget, text: `TBT ${Math.round(screen.tbt)} ms (<= ${Math.round(tbtBudget)} ms; ${ratio(screen.tbt, floor.tbt)})` },
    { name: 'LCP', ok: screen.lcp <= lcpBudget, text: `LCP ${Math.round(screen.lcp)} ms (<= ${Math.round(lcpBudget)} ms; ${ratio(screen.lcp, floor.lcp)})` },
    { name: 'CLS', ok: screen.cls < LIMITS.cls, text: `CLS ${screen.cls.toFixed(3)} (< ${LIMITS.cls})` },
  ];
}

/** The warm load's total blocking time (service worker and HTTP cache filled by a first visit). */
export function warmLoadVerdict(tbt, floorTbt) {
  return { name: 'warm TBT', ok: tbt <= LIMITS.warmTbtMs, text: `warm TBT ${Math.round(tbt)} ms (<= ${LIMITS.warmTbtMs} ms; ${ratio(tbt, floorTbt)})` };
}

/**
 * Interaction to next paint of one interaction: the longest Event Timing entry sharing an
 * interactionId, over the entries the observer kept (durationThreshold 16: none means under 16 ms).
 */
export function interactionDuration(entries) {
  const withId = entries.filter((entry) => entry.interactionId > 0);
  return withId.length ? Math.max(...withId.map((entry) => entry.duration)) : 0;
}

export function inpVerdict(label, durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const value = sorted[Math.floor(sorted.length / 2)];
  const shown = value === 0 ? '< 16 ms' : `${Math.round(value)} ms`;
  return { name: label, ok: value < LIMITS.inpMs, text: `${label}: INP ${shown} (< ${LIMITS.inpMs} ms; runs ${sorted.map((duration) => Math.round(duration)).join(', ')})` };
}

/** One printed line: ok/OVER, the screen, then every verdict (failed ones marked FAIL). */
export function verdictLine(label, verdicts) {
  const allOk = verdicts.every((verdict) => verdict.ok);
  return `  ${allOk ? 'ok  ' : 'OVER'}  ${label.padEnd(44)} ${verdicts.map((verdict) => `${verdict.ok ? '' : 'FAIL '}${verdict.text}`).join(', ')}`;
}
