import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../../src/shared/auth/permissions';
import type { Role } from '../../../src/shared/auth/roles';
import { apiRouteRecorder, concreteUrl, guardOf, type ApiRoute, type RouteGuard } from '../../support/route-access';
import { insertCompanyRows } from '../../support/company-rows';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

/**
 * Every /api route, as the app registers it, against every kind of caller. The expected status
 * comes from the permission the route's guard enforces (the shared table), so a route added
 * later is checked at once, and one without a guard fails unless it is listed as public here.
 *
 * The product runs each guard on request, before Fastify parses and validates the input
 * (src/server/plugins/authenticate.ts), so this test sends empty bodies and made-up ids and still
 * sees every route's exact 401/403: a caller without access never learns about a route's input.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/contact',
  'GET /api/guarantees/verify/:code',
  'POST /api/auth/validate-admin-key',
  // Opened by its secret token alone (a calendar app has no session); a wrong token is a 404.
  'GET /api/calendar/feeds/:token/visits.ics',
]);

type Caller = 'anonymous' | 'Client' | 'Inspector' | 'Admin' | 'Client of another company';

const recorder = apiRouteRecorder();
let server: TestServer;
let users: Record<Exclude<Caller, 'anonymous'>, SignedInUser>;
/** Company A's rows, which the Client of company B must never reach. */
let companyAIds: string[];

function roleOf(caller: Caller): Role | null {
  if (caller === 'anonymous') return null;
  return caller === 'Client of another company' ? 'Client' : caller;
}

function codeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

function key(route: ApiRoute): string {
  return `${route.method} ${route.url}`;
}

async function call(route: ApiRoute, caller: Caller, id?: string) {
  const headers = caller === 'anonymous' ? {} : users[caller].headers;
  const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return server.app.inject({ method: route.method, url: concreteUrl(route.url, id), payload, headers });
}

/** The mismatch between the answer and the guard, or null when the answer is the expected one. */
function mismatch(route: ApiRoute, guard: RouteGuard, caller: Caller, status: number, code: unknown): string | null {
  const label = `${key(route)} as ${caller}: ${status} ${String(code)}`;
  if (status >= 500) return label;
  if (guard.kind === 'none') return status === 403 && caller !== 'anonymous' ? label : null;
  const role = roleOf(caller);
  const allowed = role !== null && (guard.kind === 'user' || can(role, guard.permission));
  if (allowed) return status === 401 || status === 403 ? label : null;
  const expected = role === null ? 401 : 403;
  return status === expected ? null : `${label} (expected ${expected})`;
}

beforeAll(async () => {
  server = await startTestServer({ onRoute: recorder.onRoute });
  const [companyA, companyB] = await Promise.all([createCompany(server, 'Company A'), createCompany(server, 'Company B')]);
  const [admin, inspector, client, otherClient] = await Promise.all([
    signedInUser(server, 'Admin'),
    signedInUser(server, 'Inspector'),
    signedInUser(server, 'Client', { companyId: companyA }),
    signedInUser(server, 'Client', { companyId: companyB }),
  ]);
  users = { Admin: admin, Inspector: inspector, Client: client, 'Client of another company': otherClient };
  companyAIds = await insertCompanyRows(server, companyA, { client, admin });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('authorization matrix', () => {
  it('knows the access rule of every API route', () => {
    expect(recorder.routes.length).toBeGreaterThan(50);
    const unknown = recorder.routes
      .filter((route) => guardOf(route, server.app.requireUser).kind === 'none' && !PUBLIC_ROUTES.has(key(route)))
      .map((route) => `route ${key(route)} has no expected access`);
    expect(unknown).toEqual([]);
  });

  it('answers every route with the status its permission gives each caller', async () => {
    const callers: Caller[] = ['anonymous', 'Client', 'Inspector', 'Admin', 'Client of another company'];
    const mismatches: string[] = [];
    for (const route of recorder.routes) {
      const guard = guardOf(route, server.app.requireUser);
      for (const caller of callers) {
        const res = await call(route, caller);
        const problem = mismatch(route, guard, caller, res.statusCode, codeOf(res.body));
        if (problem) mismatches.push(problem);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("never shows company A's rows to a Client of company B", async () => {
    const leaks: string[] = [];
    const seenByOwner: string[] = [];
    const clientRoutes = recorder.routes.filter((route) => {
      const guard = guardOf(route, server.app.requireUser);
      return guard.kind === 'permission' && can('Client', guard.permission);
    });
    expect(clientRoutes.length).toBeGreaterThan(10);
    for (const route of clientRoutes) {
      const ids = route.url.includes(':') ? companyAIds : [undefined];
      for (const id of ids) {
        const res = await call(route, 'Client of another company', id);
        if (!id && route.method === 'GET') seenByOwner.push((await call(route, 'Client')).body);
        const leaked = companyAIds.filter((rowId) => res.body.includes(rowId));
        if (leaked.length > 0 || (id && res.statusCode < 300)) {
          leaks.push(`${route.method} ${concreteUrl(route.url, id)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The same lists do show the rows to company A's own Client, so the check above means something.
    const shownToOwner = companyAIds.filter((rowId) => seenByOwner.some((body) => body.includes(rowId)));
    expect(shownToOwner.length).toBeGreaterThanOrEqual(7);
  }, 120_000);
});
