import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError } from '../../../src/server/errors';
import { containsNul, JSON_MAX_DEPTH, nestsDeeperThan } from '../../../src/server/plugins/input-guard';
import { apiErrorSchema } from '../../../src/shared/schemas/common';
import { startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { rowCounts } from '../../support/row-counts';
import type { TestServer } from '../../support/server';

const NUL = '\u0000';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the input guard of /api and /auth/v1', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  }, 60_000);
  afterAll(() => server?.close());

  /** Send as the Admin to /api, check the one error shape and that no table changed. */
  async function refusedByApi(
    request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: string; contentType?: string },
    expected: { status: number; code: string },
  ) {
    const before = await rowCounts(server);
    const res = await server.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...users.admin.headers, 'content-type': request.contentType ?? 'application/json' },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const label = `${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBe(expected.status);
    expect(apiErrorSchema.parse(res.json()), label).toMatchObject({ code: expected.code });
    expect(await rowCounts(server), label).toEqual(before);
    return res.json() as { message: string };
  }

  it('refuses NUL in a JSON string value and in a key with 400, writing nothing', async () => {
    const value = await refusedByApi(
      { method: 'POST', url: '/api/companies', payload: JSON.stringify({ name: `Acme${NUL}Paints`, type: 'owner' }) },
      { status: 400, code: 'nul_character' },
    );
    expect(value.message).toContain('U+0000');
    await refusedByApi(
      { method: 'POST', url: '/api/companies', payload: JSON.stringify({ name: 'Acme', type: 'owner', [`x${NUL}`]: 1 }) },
      { status: 400, code: 'nul_character' },
    );
    await refusedByApi(
      { method: 'POST', url: '/api/contact', payload: JSON.stringify({ deep: [[{ list: ['ok', `a${NUL}`] }]] }) },
      { status: 400, code: 'nul_character' },
    );
  });

  it('refuses NUL in the query string and in path parameters with 400', async () => {
    await refusedByApi({ method: 'GET', url: '/api/projects?search=a%00b' }, { status: 400, code: 'nul_character' });
    await refusedByApi({ method: 'GET', url: '/api/companies?search=%00' }, { status: 400, code: 'nul_character' });
    await refusedByApi({ method: 'GET', url: `/api/projects/PR%00X` }, { status: 400, code: 'nul_character' });
    await refusedByApi({ method: 'DELETE', url: `/api/companies/${users.companyId}%00` }, { status: 400, code: 'nul_character' });
  });

  it('still accepts an escaped backslash followed by u0000, which is no NUL', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...users.admin.headers, 'content-type': 'application/json' },
      payload: '{"name":"Back\\\\u0000slash","type":"owner"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Back\\u0000slash');
  });

  it(`refuses JSON nested deeper than ${JSON_MAX_DEPTH} levels with 400, and accepts ${JSON_MAX_DEPTH}`, async () => {
    await refusedByApi({ method: 'POST', url: '/api/companies', payload: nested(20_000) }, { status: 400, code: 'json_too_deep' });
    await refusedByApi({ method: 'POST', url: '/api/companies', payload: '['.repeat(JSON_MAX_DEPTH + 1) + ']'.repeat(JSON_MAX_DEPTH + 1) }, { status: 400, code: 'json_too_deep' });
    const atLimit = await server.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...users.admin.headers, 'content-type': 'application/json' },
      payload: nested(JSON_MAX_DEPTH),
    });
    // Parsed, then refused by the route's schema (no name): the depth rule let it through.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('validation_failed');
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    await refusedByApi(
      { method: 'POST', url: '/api/companies', payload: JSON.stringify({ name: 'x'.repeat(1_100_000), type: 'owner' }) },
      { status: 413, code: 'fst_err_ctp_body_too_large' },
    );
  });

  it('answers 415 to a body declared in a charset other than UTF-8, and accepts utf-8 in any case', async () => {
    const payload = JSON.stringify({ name: 'Café Coatings', type: 'owner' });
    for (const contentType of ['application/json; charset=latin1', 'application/json;charset="ISO-8859-1"', 'application/x-www-form-urlencoded; charset=windows-1252']) {
      const refused = await refusedByApi({ method: 'POST', url: '/api/companies', payload, contentType }, { status: 415, code: 'unsupported_charset' });
      expect(refused.message).toMatch(/UTF-8/);
    }
    // A header without a body declares nothing to read.
    const bodiless = await server.app.inject({ method: 'GET', url: '/api/companies', headers: { ...users.admin.headers, 'content-type': 'application/json; charset=latin1' } });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    for (const contentType of ['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: { ...users.admin.headers, 'content-type': contentType },
        payload: JSON.stringify({ name: `Café ${contentType}`, type: 'owner' }),
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(201);
      expect(res.json().name).toBe(`Café ${contentType}`);
    }
  });

  it('maps the error PostgreSQL raises for a NUL that got past it to a 400, as a safety net', async () => {
    const failure = await server.database.db.execute(sql`select ${`a${NUL}b`}::text as value`).catch((error: unknown) => error);
    expect(databaseInputError(failure)).toMatchObject({ statusCode: 400, code: 'invalid_text' });
    expect(databaseInputError(new Error('anything else'))).toBeUndefined();
  });

  describe('on /auth/v1 (GoTrue error shape)', () => {
    const signUp = (payload: string, contentType = 'application/json', url = '/auth/v1/signup') =>
      server.app.inject({ method: 'POST', url, headers: { apikey: server.config.anonKey, 'content-type': contentType }, payload });

    it('refuses NUL, depth, size and charset before signing anyone up', async () => {
      const before = await rowCounts(server);
      const email = `nul${NUL}@example.com`;
      const cases: [string, Awaited<ReturnType<typeof signUp>>][] = [
        ['NUL in the e-mail', await signUp(JSON.stringify({ email, password: 'long-enough-1' }))],
        ['NUL in the query', await signUp(JSON.stringify({ email: 'q@example.com', password: 'long-enough-1' }), 'application/json', '/auth/v1/signup?redirect_to=%00')],
        ['20,000 levels of data', await signUp(`{"email":"deep@example.com","password":"long-enough-1","data":${nested(20_000)}}`)],
        ['1.1 MB', await signUp(JSON.stringify({ email: 'big@example.com', password: 'long-enough-1', data: { x: 'x'.repeat(1_100_000) } }))],
        ['latin1', await signUp(JSON.stringify({ email: 'latin@example.com', password: 'long-enough-1' }), 'application/json; charset=latin1')],
      ];
      expect(cases.map(([label, res]) => [label, res.statusCode])).toEqual([
        ['NUL in the e-mail', 400],
        ['NUL in the query', 400],
        ['20,000 levels of data', 400],
        ['1.1 MB', 413],
        ['latin1', 415],
      ]);
      for (const [label, res] of cases) expect(res.json(), label).toMatchObject({ error_code: 'validation_failed' });
      expect(await rowCounts(server)).toEqual(before);
    });

    it('still answers an empty logout body as before', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/auth/v1/logout',
        headers: { apikey: server.config.anonKey, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error_code: 'no_authorization' });
    });
  });
});

describe('the guard checks, without recursion', () => {
  it('measures depth outside strings only', () => {
    expect(nestsDeeperThan('{"a":"[[[[[[[[[["}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('['.repeat(1_000_000), JSON_MAX_DEPTH)).toBe(true);
  });

  it('finds NUL in keys and values at any depth, and a million-deep value does not overflow', () => {
    expect(containsNul({ a: [1, { b: 'x' }] })).toBe(false);
    expect(containsNul({ a: [1, { b: `x${NUL}` }] })).toBe(true);
    expect(containsNul([{ [`k${NUL}`]: 1 }])).toBe(true);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
