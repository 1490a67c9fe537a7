import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/shared/constants';
import { startTestServer, type TestServer } from '../../support/server';
import { uniqueEmail } from '../../support/supabase';

interface LimitedEndpoint {
  limit: { max: number };
  /** Which error shape the 429 comes in: the portal API's or GoTrue's (/auth/v1, read by supabase-js). */
  shape: 'api' | 'gotrue';
  /** One request the endpoint answers normally (below its limit), numbered from 0. */
  request(attempt: number): { method: 'GET' | 'POST'; url: string; payload?: object };
}

/**
 * Every rate-limited endpoint, by route. The test fails when a route gains or loses a limit without
 * being listed here, so the list stays the whole truth (limits: RATE_LIMITS in src/shared/constants.ts).
 */
const LIMITED: Record<string, LimitedEndpoint> = {
  'POST /auth/v1/token': {
    limit: RATE_LIMITS.signIn,
    shape: 'gotrue',
    // One account each: an account's own limit (10 failures) would stop one e-mail first.
    request: (attempt) => ({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: `spray-${attempt}@example.com`, password: 'guess' } }),
  },
  'POST /auth/v1/signup': {
    limit: RATE_LIMITS.signUp,
    shape: 'gotrue',
    request: () => ({ method: 'POST', url: '/auth/v1/signup', payload: { email: uniqueEmail('flood'), password: 'long-enough-1' } }),
  },
  'POST /auth/v1/recover': {
    limit: RATE_LIMITS.recover,
    shape: 'gotrue',
    request: () => ({ method: 'POST', url: '/auth/v1/recover', payload: { email: 'forgetful@example.com' } }),
  },
  'POST /api/auth/validate-admin-key': {
    limit: RATE_LIMITS.validateAdminKey,
    shape: 'api',
    request: (attempt) => ({ method: 'POST', url: '/api/auth/validate-admin-key', payload: { adminKey: `wrong-key-${attempt}` } }),
  },
  'POST /api/contact': {
    limit: RATE_LIMITS.contact,
    shape: 'api',
    request: (attempt) => ({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Morgan Reyes', email: 'morgan@example.com', topic: 'inspection', message: `Message number ${attempt} about a repaint.` },
    }),
  },
  'GET /api/guarantees/verify/:code': {
    limit: RATE_LIMITS.verifyGuarantee,
    shape: 'api',
    request: (attempt) => ({ method: 'GET', url: `/api/guarantees/verify/${String(attempt).padStart(16, 'X')}` }),
  },
  // A feed token is a secret in the path: the limit keeps anyone from guessing through tokens.
  'GET /api/calendar/feeds/:token/visits.ics': {
    limit: RATE_LIMITS.calendarFeed,
    shape: 'api',
    request: (attempt) => ({ method: 'GET', url: `/api/calendar/feeds/guess-${attempt}/visits.ics` }),
  },
};

describe('rate limits (RATE_LIMIT=true)', () => {
  let server: TestServer;
  const limitedRoutes: string[] = [];

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      if (route.method === 'HEAD' || !route.config || !(route.config as { rateLimit?: unknown }).rateLimit) return;
      limitedRoutes.push(`${String(route.method)} ${route.url}`);
    };
    server = await startTestServer({ env: { RATE_LIMIT: 'true' }, onRoute });
  });
  afterAll(() => server?.close());

  it('lists every rate-limited route', () => {
    expect(limitedRoutes.sort()).toEqual(Object.keys(LIMITED).sort());
  });

  it('has no limit at all with RATE_LIMIT=false (the tests default)', async () => {
    const unlimited = await startTestServer({ env: { RATE_LIMIT: 'false' } });
    try {
      const { limit, request } = LIMITED['POST /api/auth/validate-admin-key']!;
      for (let attempt = 0; attempt <= limit.max; attempt += 1) {
        expect((await unlimited.app.inject(request(attempt))).statusCode).toBe(403);
      }
    } finally {
      await unlimited.close();
    }
  });

  // Each endpoint from its own address, so one's count never touches another's.
  Object.entries(LIMITED).forEach(([route, { limit, shape, request }], index) => {
    it(`${route}: 429 after ${limit.max} requests, in the ${shape === 'api' ? 'one API' : 'GoTrue'} error shape`, async () => {
      const remoteAddress = `10.0.12.${index + 1}`;
      const headers = { apikey: server.config.anonKey };
      for (let attempt = 0; attempt < limit.max; attempt += 1) {
        const res = await server.app.inject({ ...request(attempt), headers, remoteAddress });
        expect(res.statusCode, `attempt ${attempt + 1}: ${res.body}`).not.toBe(429);
        expect(res.statusCode).toBeLessThan(500);
      }
      const over = await server.app.inject({ ...request(limit.max), headers, remoteAddress });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      if (shape === 'api') {
        expect(over.json()).toEqual({ error: 'Too many requests', message: 'Too many requests. Try again later.', code: 'rate_limited' });
      } else {
        expect(over.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
      }
      // Another address is still answered normally.
      const other = await server.app.inject({ ...request(limit.max + 1), headers, remoteAddress: `10.0.13.${index + 1}` });
      expect(other.statusCode).not.toBe(429);
    });
  });
});
