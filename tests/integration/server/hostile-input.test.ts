import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../../src/server/plugins/input-guard';
import { apiErrorSchema } from '../../../src/shared/schemas/common';
import { startServerWithRoutes } from '../../support/role-users';
import type { AppRoute } from '../../support/route-access';
import { rowCounts } from '../../support/row-counts';

/**
 * Every route (/api and /auth/v1, as recorded) gets each hostile shape, signed in as the Admin and
 * not: a NUL in the path parameters, in the query and in a JSON body (value and key), JSON nested
 * 20,000 levels, 1.1 MB of JSON and a body declared latin1. Each answers its 4xx before any
 * handler runs, in the scope's error shape, and no table changes (docs/architecture.md, Where input
 * is guarded). The random walk of malformed-input.property.test.ts mixes the same shapes in.
 */

interface Shape {
  name: string;
  /** The status every route owes, whoever calls (checked before any guard). */
  status: number;
  /** Body shapes come after the route's guard: a caller without access gets its 401/403 instead. */
  afterGuard?: boolean;
  /** Only for methods that send a body. */
  body?: { payload: string | Buffer; contentType: string };
  url?(route: AppRoute): string | undefined;
}

const NUL = '\u0000';
const withParams = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, value);

const SHAPES: Shape[] = [
  { name: 'NUL in a path parameter', status: 400, url: (route) => (/[:*]/.test(route.url) ? withParams(route.url, 'a%00b') : undefined) },
  { name: 'NUL in the query', status: 400, url: (route) => `${withParams(route.url, crypto.randomUUID())}?search=a%00b&email=x%00%40example.com` },
  {
    name: 'a body declared latin1',
    status: 415,
    body: { payload: Buffer.from(JSON.stringify({ name: 'Café', email: 'café@example.com' }), 'latin1'), contentType: 'application/json; charset=latin1' },
  },
  { name: 'NUL in a JSON value', status: 400, afterGuard: true, body: { payload: JSON.stringify({ name: `a${NUL}b`, email: `x${NUL}@example.com`, password: `p${NUL}assword-long` }), contentType: 'application/json' } },
  { name: 'NUL in a JSON key', status: 400, afterGuard: true, body: { payload: JSON.stringify({ [`name${NUL}`]: 'x' }), contentType: 'application/json' } },
  { name: 'JSON nested 20,000 levels', status: 400, afterGuard: true, body: { payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, contentType: 'application/json' } },
  { name: '1.1 MB of JSON', status: 413, afterGuard: true, body: { payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), contentType: 'application/json' } },
];

/** The upload route reads any body as the file's raw bytes, under its own limits. */
const RAW_BODY_ROUTES = new Set(['PUT /api/uploads/:id']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('hostile input on every route', () => {
  let walk: Awaited<ReturnType<typeof startServerWithRoutes>>;
  let routes: AppRoute[] = [];

  beforeAll(async () => {
    walk = await startServerWithRoutes();
    // The web app's files (runtime-config.js, pages) are no input the guard covers.
    routes = walk.routes.filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/auth/v1/'));
  }, 60_000);
  afterAll(() => walk?.server.close());

  it('walks the API and the auth routes', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', url: '/auth/v1/signup' });
    expect(JSON_MAX_DEPTH).toBeLessThan(20_000);
  });

  for (const caller of ['anonymous', 'Admin'] as const) {
    it(`answers each shape with its 4xx and writes nothing (${caller})`, async () => {
      const { server, users } = walk;
      const headers = caller === 'Admin' ? users.admin.headers : {};
      const answered = new Map<string, number>();
      let before = await rowCounts(server);
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        for (const shape of SHAPES) {
          if (shape.body && (!BODY_METHODS.has(route.method) || RAW_BODY_ROUTES.has(key))) continue;
          const url = shape.url ? shape.url(route) : withParams(route.url, crypto.randomUUID());
          if (url === undefined) continue;
          const auth = route.url.startsWith('/auth/v1') ? { apikey: server.config.anonKey } : {};
          const res = await server.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, ...auth, ...(shape.body ? { 'content-type': shape.body.contentType } : {}) },
            ...(shape.body ? { payload: shape.body.payload } : {}),
          });
          const label = `${key} as ${caller}, ${shape.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          const guarded = shape.afterGuard && (res.statusCode === 401 || res.statusCode === 403);
          if (!guarded) expect(res.statusCode, label).toBe(shape.status);
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          if (route.url.startsWith('/api/')) expect(apiErrorSchema.safeParse(res.json()).success, label).toBe(true);
          else expect(res.json(), label).toMatchObject({ error_code: expect.any(String), msg: expect.any(String) });
          answered.set(shape.name, (answered.get(shape.name) ?? 0) + 1);
        }
        const after = await rowCounts(server);
        expect(after, key).toEqual(before);
        before = after;
      }
      // Every shape reached many routes (the walk would prove nothing on an empty list).
      for (const shape of SHAPES) expect(answered.get(shape.name) ?? 0, shape.name).toBeGreaterThan(20);
    }, 600_000);
  }
});
