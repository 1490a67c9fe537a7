import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/shared/schemas/common';
import { malformedBody, malformedParam, malformedQuery, type MalformedBody } from '../../support/malformed-input';
import { startServerWithRoutes, type RoleUsers } from '../../support/role-users';
import type { AppRoute } from '../../support/route-access';
import { rowCounts } from '../../support/row-counts';
import type { TestServer } from '../../support/server';

/** Runs per route and caller; FC_SEED=<seed> replays a failure (fast-check prints the seed). */
const NUM_RUNS = 15;
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

/** Signing out would end the Admin's session for every later route. */
const ADMIN_SKIPS = new Set(['POST /auth/v1/logout']);

interface MalformedRequest {
  url: string;
  body?: MalformedBody;
}

function malformedRequest(route: AppRoute): fc.Arbitrary<MalformedRequest> {
  const names = route.url.match(/:\w+/g) ?? [];
  const url = fc
    .tuple(fc.tuple(...names.map(() => malformedParam)), fc.option(malformedQuery, { nil: '' }))
    .map(([params, query]) => params.reduce<string>((path, value, i) => path.replace(names[i]!, value), route.url) + query);
  if (route.method === 'GET' || route.method === 'DELETE') return url.map((u) => ({ url: u }));
  return fc.record({ url, body: malformedBody });
}

/** Actions that take no body and ignore whatever is sent: any body may answer 2xx. */
const BODYLESS_ACTIONS = new Set(['POST /api/notifications/read-all', 'POST /api/calendar/feed', 'POST /api/push/test']);

/** A 4xx is owed when an id in the path is malformed or the body can never be valid. */
function owesClientError(route: AppRoute, request: MalformedRequest): boolean {
  if (route.url.includes(':')) return true;
  return request.body?.neverValid === true && !BODYLESS_ACTIONS.has(`${route.method} ${route.url}`);
}

describe('malformed input to every route', () => {
  let server: TestServer;
  let users: RoleUsers;
  let routes: AppRoute[];

  beforeAll(async () => {
    ({ server, users, routes } = await startServerWithRoutes());
  }, 60_000);
  afterAll(() => server?.close());

  it('finds the API routes in the app', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/companies' });
  });

  for (const caller of ['anonymous', 'Admin'] as const) {
    it(`answers a 4xx in the one error shape and writes nothing (${caller})`, async () => {
      const headers = caller === 'Admin' ? users.admin.headers : {};
      for (const route of routes) {
        if (caller === 'Admin' && ADMIN_SKIPS.has(`${route.method} ${route.url}`)) continue;
        let before = await rowCounts(server);
        await fc.assert(
          fc.asyncProperty(malformedRequest(route), async (request) => {
            const res = await server.app.inject({
              method: route.method as 'GET',
              url: request.url,
              headers: { ...headers, ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}) },
              ...(request.body ? { payload: request.body.payload } : {}),
            });
            const label = `${route.method} ${route.url} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (owesClientError(route, request)) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
            const after = await rowCounts(server);
            if (res.statusCode >= 400) {
              if (route.url.startsWith('/api/')) expect(apiErrorSchema.safeParse(res.json()).success, label).toBe(true);
              expect(after, label).toEqual(before);
            }
            before = after;
          }),
          { numRuns: NUM_RUNS, seed: SEED },
        );
      }
    }, 600_000);
  }
});
