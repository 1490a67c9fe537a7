import { createHash } from 'node:crypto';
import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRefreshTokens, authSessions, authUsers } from '../../../src/server/db/schema';
import { startTestServer, type TestServer } from '../../support/server';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

const PASSWORD = 'first-secret-1';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The embedded auth in auto-confirm mode (the demo default), driven by the real supabase-js client:
 * sign-up, sign-in, refresh-token rotation and reuse, the user endpoints, sign-out and the guards.
 */
describe('embedded auth: sessions (auto-confirm)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server.close());

  async function signUp(email = uniqueEmail(), data: Record<string, unknown> = { first_name: 'Ada' }) {
    const client = supabaseFor(server);
    const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
    expect(error).toBeNull();
    return { client, email, ...result };
  }

  /** POST /api/auth/sync with a bearer token: 200 while the session lives, 401 once revoked. */
  async function apiStatus(accessToken: string, userId: string) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sync',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { user: { id: userId } },
    });
    return res.statusCode;
  }

  describe('sign-up', () => {
    it('returns a session for a confirmed user, whose access token the API accepts', async () => {
      const { email, session, user } = await signUp(undefined, { first_name: 'Ada', user_type: 'client' });
      expect(session).not.toBeNull();
      expect(user).toMatchObject({
        email,
        aud: 'authenticated',
        role: 'authenticated',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { first_name: 'Ada', user_type: 'client' },
        is_anonymous: false,
      });
      expect(user!.email_confirmed_at).toBeTruthy();
      expect(user!.identities).toHaveLength(1);
      expect(session!.token_type).toBe('bearer');
      expect(session!.expires_in).toBe(server.config.JWT_EXPIRY);

      const claims = decodeJwt(session!.access_token);
      expect(claims).toMatchObject({
        sub: user!.id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        iss: server.config.authUrl,
        aal: 'aal1',
        is_anonymous: false,
        user_metadata: { first_name: 'Ada' },
      });
      expect(claims.exp! - claims.iat!).toBe(server.config.JWT_EXPIRY);
      expect(session!.expires_at).toBe(claims.exp);
      expect(await apiStatus(session!.access_token, user!.id)).toBe(200);

      const [row] = await server.app.db.select().from(authUsers).where(eq(authUsers.id, user!.id));
      expect(row!.encryptedPassword).toMatch(/^\$argon2id\$/);
    });

    it('refuses a second sign-up for the same address (user_already_exists)', async () => {
      const { email } = await signUp();
      const { data, error } = await supabaseFor(server).auth.signUp({ email: email.toUpperCase(), password: 'other-pass' });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
      expect(data.session).toBeNull();
    });

    it('refuses a short password with AuthWeakPasswordError and its reasons', async () => {
      const { error } = await supabaseFor(server).auth.signUp({ email: uniqueEmail(), password: '12345' });
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    });

    it('refuses a malformed e-mail address (validation_failed)', async () => {
      const { error } = await supabaseFor(server).auth.signUp({ email: 'not-an-address', password: PASSWORD });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password and records last_sign_in_at', async () => {
      const { email, user } = await signUp();
      const client = supabaseFor(server);
      const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.user!.id).toBe(user!.id);
      expect(data.session!.refresh_token).toBeTruthy();
      const claims = decodeJwt(data.session!.access_token) as { amr: { method: string }[]; session_id: string };
      expect(claims.amr[0]!.method).toBe('password');
      const [session] = await server.app.db.select().from(authSessions).where(eq(authSessions.id, claims.session_id));
      expect(session).toMatchObject({ userId: user!.id, revokedAt: null });
      expect(data.user!.last_sign_in_at).toBeTruthy();
    });

    it('answers invalid_credentials alike for a wrong password and an unknown address', async () => {
      const { email } = await signUp();
      const wrong = await supabaseFor(server).auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(wrong.error).toBeInstanceOf(AuthApiError);
      expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      const unknown = await supabaseFor(server).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
      expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    });
  });

  /** Move a token's rotation 11 s into the past instead of sleeping through the 10 s grace window. */
  async function rotatedBeforeGraceWindow(refreshToken: string) {
    await server.app.db
      .update(authRefreshTokens)
      .set({ revokedAt: new Date(Date.now() - 11_000) })
      .where(eq(authRefreshTokens.tokenHash, sha256(refreshToken)));
  }

  describe('refresh tokens', () => {
    it('rotates: a refresh gives a new refresh token in the same session', async () => {
      const { client, session } = await signUp();
      const { data, error } = await client.auth.refreshSession();
      expect(error).toBeNull();
      expect(data.session!.refresh_token).not.toBe(session!.refresh_token);
      const before = decodeJwt(session!.access_token).session_id;
      expect(decodeJwt(data.session!.access_token).session_id).toBe(before);
      const rows = await server.app.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, sha256(session!.refresh_token)));
      expect(rows[0]).toMatchObject({ revoked: true });
    });

    it('answers a token presented again within the grace window with a working session', async () => {
      const { client, session } = await signUp();
      const first = await client.auth.refreshSession();
      expect(first.error).toBeNull();
      // A second tab presents the old token a moment later.
      const again = await supabaseFor(server).auth.refreshSession({ refresh_token: session!.refresh_token });
      expect(again.error).toBeNull();
      expect(decodeJwt(again.data.session!.access_token).session_id).toBe(decodeJwt(session!.access_token).session_id);
      // Both the first tab's and the second tab's tokens still work.
      expect((await supabaseFor(server).auth.refreshSession({ refresh_token: first.data.session!.refresh_token })).error).toBeNull();
      expect((await supabaseFor(server).auth.refreshSession({ refresh_token: again.data.session!.refresh_token })).error).toBeNull();
    });

    it('treats reuse after the grace window as theft: refresh_token_already_used and the session dies', async () => {
      const { client, session, user } = await signUp();
      const rotated = await client.auth.refreshSession();
      expect(rotated.error).toBeNull();
      await rotatedBeforeGraceWindow(session!.refresh_token);

      const reused = await supabaseFor(server).auth.refreshSession({ refresh_token: session!.refresh_token });
      expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

      // The whole session is revoked: the legitimate child token and access token stop working.
      const child = await supabaseFor(server).auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
      expect(child.error).not.toBeNull();
      expect(isAuthSessionMissingError(child.error)).toBe(true);
      expect(await apiStatus(rotated.data.session!.access_token, user!.id)).toBe(401);
    });

    it('revokes the whole family of a reused token (every later rotation), and only that session', async () => {
      const { client, email, session } = await signUp();
      const other = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
      expect(other.error).toBeNull();
      // Two rotations: the first token's grandchild is the live one.
      expect((await client.auth.refreshSession()).error).toBeNull();
      const latest = await client.auth.refreshSession();
      expect(latest.error).toBeNull();
      await rotatedBeforeGraceWindow(session!.refresh_token);

      const reused = await supabaseFor(server).auth.refreshSession({ refresh_token: session!.refresh_token });
      expect(reused.error).toMatchObject({ code: 'refresh_token_already_used' });
      const grandchild = await supabaseFor(server).auth.refreshSession({ refresh_token: latest.data.session!.refresh_token });
      expect(isAuthSessionMissingError(grandchild.error)).toBe(true);
      const sessionId = decodeJwt(session!.access_token).session_id as string;
      const family = await server.app.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.sessionId, sessionId));
      expect(family.length).toBe(3);
      expect(family.every((token) => token.revoked)).toBe(true);
      // The same user's other session (another device) is not part of the family and keeps working.
      expect((await supabaseFor(server).auth.refreshSession({ refresh_token: other.data.session!.refresh_token })).error).toBeNull();
    });

    it('answers an unknown refresh token with refresh_token_not_found', async () => {
      const { error } = await supabaseFor(server).auth.refreshSession({ refresh_token: 'no-such-token' });
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });
  });

  describe('the user endpoints', () => {
    it('getUser returns the user of the session; a foreign token is refused', async () => {
      const { client, user } = await signUp();
      const { data, error } = await client.auth.getUser();
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: user!.id, email: user!.email });

      const bad = await supabaseFor(server).auth.getUser('not.a.jwt');
      expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    });

    it('updateUser merges metadata and changes the password; the new one signs in, the old one not', async () => {
      const { client, email } = await signUp(undefined, { first_name: 'Ada', last_name: 'Lovelace' });
      const meta = await client.auth.updateUser({ data: { last_name: 'King', phone_ext: '12' } });
      expect(meta.error).toBeNull();
      expect(meta.data.user!.user_metadata).toEqual({ first_name: 'Ada', last_name: 'King', phone_ext: '12' });

      const weak = await client.auth.updateUser({ password: '123' });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);

      const changed = await client.auth.updateUser({ password: 'second-secret-2' });
      expect(changed.error).toBeNull();
      const oldOne = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
      expect(oldOne.error).toMatchObject({ code: 'invalid_credentials' });
      const newOne = await supabaseFor(server).auth.signInWithPassword({ email, password: 'second-secret-2' });
      expect(newOne.error).toBeNull();
    });
  });

  describe('sign-out', () => {
    it('global sign-out revokes the other session too: its refresh fails and the API refuses its token', async () => {
      const { client, email, user } = await signUp();
      const other = supabaseFor(server);
      const otherSignIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
      expect(otherSignIn.error).toBeNull();
      const otherSession = otherSignIn.data.session!;
      expect(await apiStatus(otherSession.access_token, user!.id)).toBe(200);

      const { error } = await client.auth.signOut({ scope: 'global' });
      expect(error).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();

      expect(await apiStatus(otherSession.access_token, user!.id)).toBe(401);
      const refresh = await supabaseFor(server).auth.refreshSession({ refresh_token: otherSession.refresh_token });
      expect(refresh.error).not.toBeNull();
      const sessions = await server.app.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
      expect(sessions.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('local sign-out revokes only this session', async () => {
      const { client, email, session, user } = await signUp();
      const other = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
      expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect(await apiStatus(session!.access_token, user!.id)).toBe(401);
      expect(await apiStatus(other.data.session!.access_token, user!.id)).toBe(200);
      // getUser with the signed-out token: session_not_found, which auth-js reads as "session missing".
      const gone = await supabaseFor(server).auth.getUser(session!.access_token);
      expect(isAuthSessionMissingError(gone.error)).toBe(true);
    });
  });

  describe('keys, metadata and guards', () => {
    it('serves the signing key at the JWKS endpoint; getClaims verifies a token with it', async () => {
      const { client, session } = await signUp();
      const { kid, alg } = decodeProtectedHeader(session!.access_token);
      expect(alg).toBe('ES256');
      const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: server.config.anonKey } });
      expect(res.status).toBe(200);
      const jwks = (await res.json()) as { keys: { kid: string; d?: string }[] };
      expect(jwks.keys.map((key) => key.kid)).toContain(kid);
      expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);

      const { data, error } = await client.auth.getClaims();
      expect(error).toBeNull();
      expect(data!.claims.sub).toBe(session!.user.id);
    });

    it('answers health and settings like Supabase', async () => {
      const headers = { apikey: server.config.anonKey };
      const health = await fetch(`${server.url}/auth/v1/health`, { headers });
      expect(await health.json()).toMatchObject({ name: 'GoTrue' });
      const settings = await fetch(`${server.url}/auth/v1/settings`, { headers });
      expect(await settings.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true });
    });

    it('requires the API key (401 no_api_key), in GoTrue error shape', async () => {
      const res = await fetch(`${server.url}/auth/v1/settings`);
      expect(res.status).toBe(401);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toEqual({ code: 401, error_code: 'no_api_key', msg: 'No API key found in request' });

      const wrong = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: 'wrong-key' } });
      expect(wrong.status).toBe(401);

      const bearer = await fetch(`${server.url}/auth/v1/settings`, { headers: { authorization: `Bearer ${server.config.anonKey}` } });
      expect(bearer.status).toBe(200);
    });

    it('answers malformed JSON with validation_failed 400', async () => {
      const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.config.anonKey, 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    });

    it('allows the portal origin cross-origin and no other', async () => {
      const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: server.config.publicUrl,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(server.config.publicUrl);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');

      const foreign = await fetch(`${server.url}/auth/v1/health`, {
        headers: { origin: 'https://evil.example', apikey: server.config.anonKey },
      });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
