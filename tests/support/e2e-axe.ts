import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** Start every page of this context in `theme`, as a returning visitor who chose it. */
export async function rememberTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** The site's navigation bar and footer, the same on every page (a page's own header is inside #main). */
export const SITE_CHROME = ['header:not(#main header)', 'footer:not(#main footer)'] as const;

/** The WCAG 2.0 and 2.1 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Rules run besides the tagged ones. "Label in name" (WCAG 2.5.3) is left out of axe's default
 * run; an explicitly enabled rule runs alongside `runOnly` tags (axe's ruleShouldRun checks
 * `rules[id].enabled` before the tags), and seriousViolations checks that it did.
 */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'] as const;

/**
 * The serious and critical axe findings (AXE_TAGS plus AXE_EXTRA_RULES) on the page, one line per
 * node; `exclude` leaves parts of the page out (page-level rules such as the title still run).
 */
export async function seriousViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<{ rule: string; impact: string; help: string; targets: string[] }[]> {
  // Only violations are read: leaving out passes and incomplete results makes axe much faster.
  // options() replaces every option set before it, so the tags come after it.
  const builder = new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags([...AXE_TAGS]);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  // Every rule that ran is listed under one of these, with or without nodes.
  const ran = new Set([...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
  const missing = AXE_EXTRA_RULES.filter((id) => !ran.has(id));
  if (missing.length > 0) throw new Error(`axe did not run ${missing.join(', ')}`);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/** axe with AXE_TAGS and AXE_EXTRA_RULES; only serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const serious = await seriousViolations(page);
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
