import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../src/server/db/schema';
import { startTestServer, type TestServer } from '../../support/server';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

const ADMIN_KEY = 'test-admin-key-123';

describe('portal auth API (/api/auth)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true, env: { ADMIN_KEY } });
  });
  afterAll(() => server.close());

  async function signUp(data: Record<string, unknown> = {}) {
    const client = supabaseFor(server);
    const email = uniqueEmail();
    const { data: result, error } = await client.auth.signUp({
      email,
      password: 'secret-pass-1',
      options: { data: { first_name: 'Dana', last_name: 'Scully', user_type: 'client', ...data } },
    });
    expect(error).toBeNull();
    expect(result.session).not.toBeNull();
    return { client, email, session: result.session!, user: result.user! };
  }

  function sync(token: string | null, user: Record<string, unknown>) {
    return server.app.inject({
      method: 'POST',
      url: '/api/auth/sync',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { user },
    });
  }

  describe('POST /api/auth/sync', () => {
    it('answers 401 without a token', async () => {
      const res = await sync(null, { id: '00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Authentication required', code: 'unauthorized' });
    });

    it('answers 401 for a malformed token and for a token signed with a foreign key', async () => {
      expect((await sync('not-a-jwt', { id: 'x' })).statusCode).toBe(401);
      const { privateKey } = await generateKeyPair('ES256');
      const forged = await new SignJWT({ email: 'evil@example.com', session_id: crypto.randomUUID() })
        .setProtectedHeader({ alg: 'ES256', kid: server.app.signingKeys.kid })
        .setSubject(crypto.randomUUID())
        .setAudience('authenticated')
        .setIssuer(server.config.authUrl)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      expect((await sync(forged, { id: 'x' })).statusCode).toBe(401);
    });

    it('creates a Client profile from the verified token on first sync, and is idempotent', async () => {
      const { session, user, email } = await signUp();
      const first = await sync(session.access_token, { ...user, access_token: session.access_token });
      expect(first.statusCode).toBe(200);
      expect(first.json().user).toMatchObject({
        id: user.id,
        email,
        first_name: 'Dana',
        last_name: 'Scully',
        user_role: 'Client',
        company_id: null,
        status: 'active',
      });
      const again = await sync(session.access_token, { id: user.id });
      expect(again.json().user).toEqual(first.json().user);
    });

    it('never takes the role from the request body', async () => {
      const { session, user } = await signUp();
      const res = await sync(session.access_token, { id: user.id, user_role: 'Admin', role: 'Admin' });
      expect(res.json().user.user_role).toBe('Client');
    });

    it('answers 403 when the body names another user, and 400 for a body without a user', async () => {
      const { session } = await signUp();
      expect((await sync(session.access_token, { id: crypto.randomUUID() })).statusCode).toBe(403);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sync',
        headers: { authorization: `Bearer ${session.access_token}` },
        payload: { nope: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('answers 403 for a suspended account', async () => {
      const { session, user } = await signUp();
      await sync(session.access_token, { id: user.id });
      await server.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, user.id));
      expect((await sync(session.access_token, { id: user.id })).statusCode).toBe(403);
    });

    it('stops accepting an access token once its session is signed out', async () => {
      const { client, session, user } = await signUp();
      expect((await sync(session.access_token, { id: user.id })).statusCode).toBe(200);
      await client.auth.signOut();
      expect((await sync(session.access_token, { id: user.id })).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/validate-admin-key and the admin grant', () => {
    function validate(payload: unknown) {
      return server.app.inject({ method: 'POST', url: '/api/auth/validate-admin-key', payload: payload as object });
    }

    it('rejects a wrong key with "Invalid administrator key" and an empty key as bad input', async () => {
      const wrong = await validate({ adminKey: 'guess' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: 'Invalid administrator key' });
      const empty = await validate({ adminKey: '' });
      expect(empty.statusCode).toBe(400);
      expect((await validate({})).statusCode).toBe(400);
    });

    it('makes an Admin only with a valid, unused grant', async () => {
      const ok = await validate({ adminKey: ADMIN_KEY });
      expect(ok.statusCode).toBe(200);
      const { valid, grant } = ok.json();
      expect(valid).toBe(true);

      const admin = await signUp({ user_type: 'admin', admin_grant: grant });
      expect((await sync(admin.session.access_token, { id: admin.user.id })).json().user.user_role).toBe('Admin');

      // The same grant a second time: already redeemed.
      const reuse = await signUp({ user_type: 'admin', admin_grant: grant });
      expect((await sync(reuse.session.access_token, { id: reuse.user.id })).json().user.user_role).toBe('Client');

      // Claiming admin without any grant, or with a forged one.
      const noGrant = await signUp({ user_type: 'admin' });
      expect((await sync(noGrant.session.access_token, { id: noGrant.user.id })).json().user.user_role).toBe('Client');
      const forged = await signUp({ user_type: 'admin', admin_grant: `${grant.slice(0, -3)}abc` });
      expect((await sync(forged.session.access_token, { id: forged.user.id })).json().user.user_role).toBe('Client');
    });
  });
});

describe('rate limit on the administrator key check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_KEY, RATE_LIMIT: 'true' } });
  });
  afterAll(() => server.close());

  it('answers 429 after 5 attempts a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/validate-admin-key', payload: { adminKey: 'guess' } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
