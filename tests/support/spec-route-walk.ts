import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paths, type PathAccess, type PathKey } from '../../src/app/paths';
import { rolesFor } from '../../src/shared/auth/permissions';
import type { Role } from '../../src/shared/auth/roles';
import { apiHeaders, listRows } from './e2e-api';
import { DEMO } from './e2e-env';
import { SPEC_PUBLIC_ROUTES, SPEC_SIGNED_IN_ROUTES } from './spec-routes';

/**
 * Walking every route of spec-routes.ts in one browser context per visitor: who may open which
 * route (from src/app/paths.ts and the permission table), real values for the `{param}`s from
 * the demo seed, and opening a route inside the running app without starting it again. Shared by
 * the accessibility and the phone-layout specs, which both sign in once per visitor.
 */

export type Visitor = 'Visitor' | Role;

export const SPEC_ROUTES: readonly string[] = [...SPEC_PUBLIC_ROUTES, ...Object.values(SPEC_SIGNED_IN_ROUTES).flat()];

/** The paths.ts entry of a spec route (`{param}` written as `:param` there). */
export function pathKeyOf(specRoute: string): PathKey | undefined {
  const pattern = specRoute.replace(/\{(\w+)\}/g, ':$1');
  return (Object.keys(paths) as PathKey[]).find((key) => paths[key].path === pattern);
}

/**
 * Who walks a route with this access: the visitor for public ones, else each role of the
 * permission table. With `inspectorWhereAdmin: false` an Inspector is left out where an Admin may
 * open the screen too (the Inspector's view of such a screen is the Admin's minus its actions).
 */
function visitorsOf(access: PathAccess, inspectorWhereAdmin: boolean): Visitor[] {
  if (access === 'public') return ['Visitor'];
  const roles = rolesFor(access);
  return roles.filter((role) => inspectorWhereAdmin || role !== 'Inspector' || !roles.includes('Admin'));
}

/** The spec routes each visitor walks, in the order of spec-routes.ts. */
export function routesByVisitor(options: { inspectorWhereAdmin: boolean }): Map<Visitor, string[]> {
  const byVisitor = new Map<Visitor, string[]>();
  for (const route of SPEC_ROUTES) {
    const key = pathKeyOf(route);
    if (!key) continue; // reported by the accessibility spec's first test
    for (const visitor of visitorsOf(paths[key].access, options.inspectorWhereAdmin)) {
      byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), route]);
    }
  }
  return byVisitor;
}

/**
 * The busiest screens, as the visitor who sees the most of them: axe checks them again at the
 * phone width, and the phone-layout spec keeps their screenshots for review.
 */
export const BUSIEST_SCREENS: Partial<Record<Visitor, readonly string[]>> = {
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
export const BUSIEST_SCREEN_WIDTH = 390;

export const ACCOUNTS = { Admin: DEMO.admin, Inspector: DEMO.inspector, Client: DEMO.client } as const;
export const HOMES = { Admin: 'Staff Dashboard', Inspector: 'Staff Dashboard', Client: 'Client Dashboard' } as const;

/** Real values for the routes' `{param}`s, read from the demo seed through the API. */
export async function seededParams(request: APIRequestContext): Promise<Record<string, string>> {
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

/** A spec route with its `{param}`s filled in. */
export function concrete(route: string, params: Record<string, string>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No seeded value for {${name}} in ${route}`);
    return encodeURIComponent(value);
  });
}

export const NOT_FOUND_HEADING = 'Page not found';

/** Navigate inside the running app (a popstate the router follows), without starting it again. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Open `url` and wait until it has loaded: a visitor's page is loaded (public pages are
 * pre-rendered, without the app); a signed-in user's goes through the running app, by way of the
 * not-found page, so that the old page's heading is gone before the new one is awaited.
 */
export async function openRoute(page: Page, visitor: Visitor, url: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  if (visitor === 'Visitor') {
    await page.goto(url);
  } else {
    await navigateInApp(page, '/route-walk-between-routes');
    await expect(heading).toHaveText(NOT_FOUND_HEADING);
    await navigateInApp(page, url);
  }
  await expect(page, `${url} stayed where it was opened`).toHaveURL((current) => current.pathname === url);
  await expect(heading.filter({ hasNotText: NOT_FOUND_HEADING }).first(), `${url} has its heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton'), `${url} finished loading`).toHaveCount(0);
}
