import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/shared/constants';
import { PROXY_ADDRESS } from '../../support/rate-limit-requests';
import { startTestServer, type TestServer } from '../../support/server';
import { uniqueEmail } from '../../support/supabase';

type Limited = { max: number; request: (attempt: number) => { method: 'POST'; url: string; payload: object } };

/** The per-address limits besides sign-in (tests/integration/server/sign-in-limits.test.ts), each with fresh input per attempt. */
const PER_ADDRESS: Record<string, Limited> = {
  'sign-up': { max: RATE_LIMITS.signUp.max, request: () => ({ method: 'POST', url: '/auth/v1/signup', payload: { email: uniqueEmail('signup'), password: 'long-enough-1' } }) },
  // Keyed by the address alone: another e-mail each time does not reset it.
  recovery: { max: RATE_LIMITS.recover.max, request: () => ({ method: 'POST', url: '/auth/v1/recover', payload: { email: uniqueEmail('forgot') } }) },
  'admin key': { max: RATE_LIMITS.validateAdminKey.max, request: (n) => ({ method: 'POST', url: '/api/auth/validate-admin-key', payload: { adminKey: `wrong-key-${n}` } }) },
  contact: {
    max: RATE_LIMITS.contact.max,
    request: (n) => ({ method: 'POST', url: '/api/contact', payload: { name: 'Sam Lee', email: uniqueEmail('contact'), topic: 'inspection', message: `Question ${n} about a repaint.` } }),
  },
};
const ADMIN_KEY = PER_ADDRESS['admin key']!;

/** Send `limited`'s requests until one is refused; the number answered before it (Infinity past 3 x max). */
async function answeredBeforeRefusal(server: TestServer, limited: Limited, from: (attempt: number) => { remoteAddress: string; forwardedFor?: string }) {
  for (let attempt = 0; attempt < limited.max * 3; attempt += 1) {
    const { remoteAddress, forwardedFor } = from(attempt);
    const headers = { apikey: server.config.anonKey, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
    const res = await server.app.inject({ ...limited.request(attempt), headers, remoteAddress });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 429) return attempt;
  }
  return Infinity;
}

describe('TRUST_PROXY off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For: a caller rotating it stays one address', async () => {
    const answered = await answeredBeforeRefusal(server, ADMIN_KEY, (n) => ({ remoteAddress: '198.51.100.7', forwardedFor: `203.0.113.${n + 1}` }));
    expect(answered).toBe(ADMIN_KEY.max);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true', TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.close());

  Object.entries(PER_ADDRESS).forEach(([name, limited], index) => {
    it(`${name}: counts per forwarded client address, ${limited.max} each`, async () => {
      const client = (id: number) => () => ({ remoteAddress: PROXY_ADDRESS, forwardedFor: `198.51.${index}.${id}` });
      expect(await answeredBeforeRefusal(server, limited, client(1))).toBe(limited.max);
      expect(await answeredBeforeRefusal(server, limited, client(2))).toBe(limited.max);
    });
  });

  it('believes only the entry the proxy added: a spoofed entry before it changes nothing', async () => {
    const answered = await answeredBeforeRefusal(server, ADMIN_KEY, (n) => ({ remoteAddress: PROXY_ADDRESS, forwardedFor: `203.0.113.${n + 1}, 192.0.2.44` }));
    expect(answered).toBe(ADMIN_KEY.max);
  });
});

describe('TRUST_PROXY as addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true', TRUST_PROXY: `${PROXY_ADDRESS},10.10.0.0/16` } });
  });
  afterAll(() => server?.close());

  it('believes the listed proxies and no one else', async () => {
    const viaProxy = (n: number) => ({ remoteAddress: '10.10.3.4', forwardedFor: `203.0.113.${n + 1}` });
    expect(await answeredBeforeRefusal(server, ADMIN_KEY, viaProxy)).toBe(Infinity);
    const direct = (n: number) => ({ remoteAddress: '198.51.100.99', forwardedFor: `203.0.113.${n + 1}` });
    expect(await answeredBeforeRefusal(server, ADMIN_KEY, direct)).toBe(ADMIN_KEY.max);
  });
});
