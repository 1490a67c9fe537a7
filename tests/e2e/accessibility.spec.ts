import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { paths, type PathAccess, type PathKey } from '../../src/app/paths';
import { rolesFor } from '../../src/shared/auth/permissions';
import type { Role } from '../../src/shared/auth/roles';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { seriousViolations, SITE_CHROME, THEMES, type Theme } from '../support/e2e-axe';
import { DEMO } from '../support/e2e-env';
import { SPEC_PUBLIC_ROUTES, SPEC_SIGNED_IN_ROUTES } from '../support/spec-routes';

/**
 * Issue 12, accessibility: axe on every route of spec section 2, as a visitor or a role that may
 * open it, in the light and the dark theme; no serious or critical violation. One browser context
 * per visitor walks its routes, switching the theme through the stored choice.
 */

type Visitor = 'Visitor' | Role;

/** The paths.ts entry of a spec route (`{param}` written as `:param` there). */
function pathKeyOf(specRoute: string): PathKey | undefined {
  const pattern = specRoute.replace(/\{(\w+)\}/g, ':$1');
  return (Object.keys(paths) as PathKey[]).find((key) => paths[key].path === pattern);
}

/**
 * Who walks a route with this access: the visitor for public ones, else each role of the
 * permission table, except that an Inspector is left out where an Admin may open the screen too
 * (the Inspector's view of a screen is the Admin's minus the Admin's actions).
 */
function visitorsOf(access: PathAccess): Visitor[] {
  if (access === 'public') return ['Visitor'];
  const roles = rolesFor(access);
  return roles.filter((role) => role !== 'Inspector' || !roles.includes('Admin'));
}

const SPEC_ROUTES: readonly string[] = [...SPEC_PUBLIC_ROUTES, ...Object.values(SPEC_SIGNED_IN_ROUTES).flat()];

const ROUTES_BY_VISITOR = new Map<Visitor, string[]>();
for (const route of SPEC_ROUTES) {
  const key = pathKeyOf(route);
  if (!key) continue; // reported by the first test
  for (const visitor of visitorsOf(paths[key].access)) ROUTES_BY_VISITOR.set(visitor, [...(ROUTES_BY_VISITOR.get(visitor) ?? []), route]);
}

/**
 * The busiest screens, checked again on a phone (390 x 844) where tables and charts scroll
 * sideways and the bar folds its items into the slide-out menu.
 */
const PHONE = { width: 390, height: 844 } as const;
const PHONE_ROUTES: Partial<Record<Visitor, readonly string[]>> = {
  Admin: [
    '/home',
    '/projects',
    '/projects/{projectCode}',
    '/request-management',
    '/deficiency-tracking',
    '/invoicing/pending',
    '/analytics/email',
    '/team',
  ],
  Client: ['/home', '/my-requests', '/inspections/request-inspector'],
};

const ACCOUNTS = { Admin: DEMO.admin, Inspector: DEMO.inspector, Client: DEMO.client } as const;
const HOMES = { Admin: 'Staff Dashboard', Inspector: 'Staff Dashboard', Client: 'Client Dashboard' } as const;

/** Real values for the spec's `{param}`s, read from the demo seed through the API. */
async function seededParams(request: APIRequestContext): Promise<Record<string, string>> {
  const admin = await apiHeaders(request, DEMO.admin);
  const client = await apiHeaders(request, DEMO.client);
  // The demo client's first active project carries the seeded inspections, reports and invoices.
  const projects = await listRows<{ project_code: string; company_name: string | null }>(
    request,
    '/api/projects?status=active&sort=code&order=asc&pageSize=100',
    admin,
  );
  const project = projects.find((row) => row.company_name === DEMO.client.company) ?? projects[0]!;
  const [company] = await listRows<{ id: string }>(request, '/api/companies?pageSize=1', admin);
  const team = await listRows<{ id: string; email: string }>(request, '/api/team', admin);
  const clients = await listRows<{ id: string; email: string }>(request, '/api/clients', admin);
  const [clientRequest] = await listRows<{ id: string }>(request, '/api/requests', client);
  return {
    projectCode: project.project_code,
    companyId: company!.id,
    employeeId: (team.find((member) => member.email === DEMO.inspector.email) ?? team[0]!).id,
    clientId: (clients.find((account) => account.email === DEMO.client.email) ?? clients[0]!).id,
    projectId: clientRequest!.id,
  };
}

function concrete(route: string, params: Record<string, string>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No seeded value for {${name}} in ${route}`);
    return encodeURIComponent(value);
  });
}

/** Playwright's Desktop Chrome size, which the route walks use. */
const DESKTOP = { width: 1280, height: 720 } as const;

const NOT_FOUND_HEADING = 'Page not found';

/** Navigate inside the running app (a popstate the router follows), without starting it again. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Open `url`: a visitor's page is loaded (public pages are pre-rendered, without the app); a
 * signed-in user's goes through the running app, by way of the not-found page, so that the old
 * page's heading is gone before the new one is awaited.
 */
async function open(page: Page, visitor: Visitor, url: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  if (visitor === 'Visitor') {
    await page.goto(url);
  } else {
    await navigateInApp(page, '/axe-walk-between-routes');
    await expect(heading).toHaveText(NOT_FOUND_HEADING);
    await navigateInApp(page, url);
  }
  await expect(page, `${url} stayed where it was opened`).toHaveURL((current) => current.pathname === url);
  await expect(heading.filter({ hasNotText: NOT_FOUND_HEADING }).first(), `${url} has its heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton'), `${url} finished loading`).toHaveCount(0);
}

test('every route of spec section 2 is a screen of the app', () => {
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
          await open(page, visitor, url);
          // The navigation bar and footer are the same on every route: checked on the first one.
          const found = await seriousViolations(page, index === 0 ? [] : SITE_CHROME);
          expect.soft(found, `${url} as ${visitor}, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
        }
        if (visitor === 'Visitor') {
          // The landing page's auth modal (spec section 2), opened by ?login=true.
          await page.goto('/?login=true');
          await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
          const found = await seriousViolations(page);
          expect.soft(found, `sign-in dialog, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
        }
      });
    }

    const phoneRoutes = PHONE_ROUTES[visitor];
    if (phoneRoutes) {
      for (const theme of THEMES) {
        test(`${phoneRoutes.length} busiest routes on a ${PHONE.width} px phone, ${theme} theme`, async () => {
          // Each screen loads again at the phone size, on two shared cores: a wider budget than the walks'.
          test.setTimeout(phoneRoutes.length * 15_000 + 15_000);
          await restart(theme, PHONE);
          for (const [index, route] of phoneRoutes.entries()) {
            const url = concrete(route, params);
            await open(page, visitor, url);
            const found = await seriousViolations(page, index === 0 ? [] : SITE_CHROME);
            expect.soft(found, `${url} as ${visitor} at ${PHONE.width} px, ${theme} theme: ${JSON.stringify(found, null, 2)}`).toEqual([]);
          }
        });
      }
    }
  });
}
