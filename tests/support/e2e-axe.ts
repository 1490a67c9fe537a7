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

/**
 * The serious and critical axe findings (WCAG 2 A and AA rules) on the page, one line per node;
 * `exclude` leaves parts of the page out (page-level rules such as the title still run).
 */
export async function seriousViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<{ rule: string; impact: string; help: string; targets: string[] }[]> {
  // Only violations are read: leaving out passes and incomplete results makes axe much faster.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/** axe with the WCAG 2 A and AA rules; only serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const serious = await seriousViolations(page);
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
