import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { seriousViolations, SITE_CHROME, THEMES, type Theme } from '../support/e2e-axe';
import {
  ACCOUNTS,
  BUSIEST_SCREENS,
  BUSIEST_SCREEN_WIDTH,
  concrete,
  HOMES,
  openRoute,
  pathKeyOf,
  routesByVisitor,
  SPEC_ROUTES,
  seededParams,
} from '../support/spec-route-walk';

/**
 * Accessibility (docs/testing.md): axe on every route of spec-routes.ts, as a visitor or a role that may
 * open it, in the light and the dark theme; no serious or critical violation. One browser context
 * per visitor walks its routes, switching the theme through the stored choice.
 */

const ROUTES_BY_VISITOR = routesByVisitor({ inspectorWhereAdmin: false });

/**
 * The busiest screens, checked again on a phone (390 x 844) where tables and charts scroll
 * sideways and the bar folds its items into the slide-out menu.
 */
const PHONE = { width: BUSIEST_SCREEN_WIDTH, height: 844 } as const;

/** Playwright's Desktop Chrome size, which the route walks use. */
const DESKTOP = { width: 1280, height: 720 } as const;

test('every listed route is a screen of the app', () => {
  expect(SPEC_ROUTES.filter((route) => !pathKeyOf(route))).toEqual([]);
});

test('the axe run includes "label in name", which is off in axe by default', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main>' +
      // Fails: the visible text runs together ("Dashboard12"), the name does not.
      '<button type="button" aria-label="Dashboard, 12 pending review">Dashboard<span aria-hidden="true">12</span></button>' +
      // Passes: the name holds the visible words in order.
      '<button type="button" aria-label="Dashboard, 12 pending review">Dashboard <span aria-hidden="true">12</span></button>' +
      '</main></body></html>',
  );
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.rule)).toEqual(['label-content-name-mismatch']);
  expect(found[0]!.targets).toHaveLength(1);
});

let params: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  params = await seededParams(request);
});

for (const [visitor, routes] of ROUTES_BY_VISITOR) {
  test.describe(`axe as ${visitor}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      page = await context.newPage();
      if (visitor === 'Visitor') await page.goto('/');
      else await signIn(page, ACCOUNTS[visitor], HOMES[visitor]);
    });

    test.afterAll(async () => {
      await context.close();
    });

    /** Reload the page in `theme` (the stored choice) at the desktop or the phone size. */
    async function restart(theme: Theme, size: { width: number; height: number }): Promise<void> {
      await page.setViewportSize(size);
      await page.evaluate((value: Theme) => window.localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
    }

    for (const theme of THEMES) {
      test(`${routes.length} routes, ${theme} theme`, async () => {
        test.setTimeout(routes.length * 10_000);
        await restart(theme, DESKTOP);
        for (const [index, route] of routes.entries()) {
          const url = concrete(route, params);
          await openRoute(page, visitor, url);
          // The navigation bar and footer are the same on every route: checked on the first one.
          const found = await seriousViolations(page, index === 0 ? [] : SITE_CHROME);
          expect.soft(found, `${url} as ${visitor}, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
        }
        if (visitor === 'Visitor') {
          // The landing page's auth modal, opened by ?login=true.
          await page.goto('/?login=true');
          await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
          const found = await seriousViolations(page);
          expect.soft(found, `sign-in dialog, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
        }
      });
    }

    const phoneRoutes = BUSIEST_SCREENS[visitor];
    if (phoneRoutes) {
      for (const theme of THEMES) {
        test(`${phoneRoutes.length} busiest routes on a ${PHONE.width} px phone, ${theme} theme`, async () => {
          // Each screen loads again at the phone size, on two shared cores: a wider budget than the walks'.
          test.setTimeout(phoneRoutes.length * 15_000 + 15_000);
          await restart(theme, PHONE);
          for (const [index, route] of phoneRoutes.entries()) {
            const url = concrete(route, params);
            await openRoute(page, visitor, url);
            const found = await seriousViolations(page, index === 0 ? [] : SITE_CHROME);
            expect.soft(found, `${url} as ${visitor} at ${PHONE.width} px, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
          }
        });
      }
    }
  });
}
