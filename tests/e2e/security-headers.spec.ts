import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// The content security policy (src/server/plugins/security-headers.ts) in a real browser: scripts
// only from this origin plus index.html's inline theme script by its hash. Every page kind loads
// without a single violation, and the theme script still runs before the first paint.

declare global {
  interface Window {
    /** The <html> classes at the first animation frame, which runs before the first paint. */
    __firstFrameClasses?: string;
  }
}

/** Every CSP violation the page reports: `securitypolicyviolation` events and console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
    requestAnimationFrame(() => {
      window.__firstFrameClasses = document.documentElement.className;
    });
  });
  return violations;
}

/** A stored dark theme, as the theme toggle leaves it (key 'theme'). */
async function storeDarkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
}

async function expectDarkFromFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__firstFrameClasses !== undefined);
  expect((await page.evaluate(() => window.__firstFrameClasses))!.split(' ')).toContain('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
}

test('the landing page and a docs page load without a CSP violation, dark from the first paint', async ({ page }) => {
  const violations = await watchViolations(page);
  await storeDarkTheme(page);
  for (const path of ['/', '/docs/client']) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectDarkFromFirstPaint(page);
    // The service worker registers under the policy too (worker-src 'self').
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  // The app starts on the first click that needs it (the theme toggle here): its code runs too.
  await page.getByRole('button', { name: /switch to light/i }).first().click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(violations).toEqual([]);
});

test('a signed-in page loads without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await storeDarkTheme(page);
  await signIn(page, DEMO.admin, 'Staff Dashboard');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectDarkFromFirstPaint(page);
  expect(violations).toEqual([]);
});
