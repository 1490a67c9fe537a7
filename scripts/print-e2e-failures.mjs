#!/usr/bin/env node
// Prints the failed Playwright tests of the last e2e run (their title, where, and the first lines
// of each attempt's error) from the JSON report playwright.config.ts writes in CI. .ci/run calls it
// last, so the reason of a red e2e step is in the tail of the CI log that is kept.
import { existsSync, readFileSync } from 'node:fs';

const REPORT = process.argv[2] ?? 'test-results/e2e-report.json';
const LINES_PER_ERROR = 25;
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripAnsi = (text) => text.replace(ANSI_COLOUR, '');

if (!existsSync(REPORT)) process.exit(0);
const report = JSON.parse(readFileSync(REPORT, 'utf8'));

/** Every spec of every nested suite. */
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

const failed = [];
for (const suite of report.suites ?? []) {
  for (const spec of specsOf(suite)) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') failed.push({ spec, test });
    }
  }
}
if (failed.length === 0) process.exit(0);

console.log(`\n#### e2e failures (${failed.length}, from ${REPORT})`);
for (const { spec, test } of failed) {
  console.log(`\n-- ${spec.file}:${spec.line} › ${spec.title} [${test.status}]`);
  test.results.forEach((result, attempt) => {
    const error = result.errors?.[0]?.message ?? result.error?.message;
    if (!error) return;
    console.log(`   attempt ${attempt + 1} (${result.status}, ${result.duration} ms):`);
    for (const line of stripAnsi(error).split('\n').slice(0, LINES_PER_ERROR)) console.log(`     ${line}`);
  });
}
