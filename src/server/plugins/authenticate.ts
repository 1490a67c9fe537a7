import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { can, type Permission } from '../../shared/auth/permissions';
import { ACCOUNT_SUSPENDED_MESSAGE, USER_BANNED_CODE } from '../../shared/auth/suspension';
import { isSuspended } from '../auth/suspension';
import { authSessions, profiles } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../errors';

export type Profile = typeof profiles.$inferSelect;

/** Marks requireUser and requirePermission's guards, which every route runs before reading its input. */
const ACCESS_GUARD = Symbol('accessGuard');

const isAccessGuard = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as { [ACCESS_GUARD]?: boolean })[ACCESS_GUARD] === true;

/** The 403 of a suspended account, with GoTrue's banned-user code: the app signs the user out on it. */
const suspended = () => new HttpError(403, USER_BANNED_CODE, ACCOUNT_SUSPENDED_MESSAGE);

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}

export interface AuthContext {
  userId: string;
  email: string;
  claims: AccessTokenClaims;
  /** The portal profile; null until the first /api/auth/sync. */
  profile: Profile | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Verify a bearer access token and load the profile; null when the token is missing or bad. */
    authenticate(request: FastifyRequest): Promise<AuthContext | null>;
    /** Route guard (given as preHandler, run on request): a valid access token is required (401), no role check. */
    requireUser: preHandlerAsyncHookHandler;
    /** Route guard factory from the shared permission table: 401 without a token, 403 for a wrong role. */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
}

/**
 * Authentication (who is calling) and authorization (may they) for /api. Tokens are verified
 * against the embedded auth's key set, or a hosted Supabase project's JWKS, so both modes share
 * this code. The role comes from the profiles table only, never from the token or the body.
 */
export const authenticate = fp(async (app: FastifyInstance) => {
  const keySet =
    app.config.authMode === 'embedded'
      ? createLocalJWKSet(app.signingKeys.jwks)
      : createRemoteJWKSet(new URL(`${app.config.authUrl}/.well-known/jwks.json`));
  const issuer = app.config.authUrl;

  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthContext | null> => {
    if (request.auth) return request.auth;
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(.+)$/i);
    if (!match) return null;
    let claims: AccessTokenClaims;
    try {
      const verified = await jwtVerify<AccessTokenClaims>(match[1]!, keySet, {
        audience: 'authenticated',
        issuer,
      });
      claims = verified.payload;
    } catch {
      return null;
    }
    if (!claims.sub) return null;
    const profile = app.config.authMode === 'embedded' ? await embeddedSessionProfile(claims) : await profileOf(claims.sub);
    if (profile === undefined) return null;
    request.auth = { userId: claims.sub, email: claims.email ?? profile?.email ?? '', claims, profile };
    return request.auth;
  });

  const profileOf = async (userId: string): Promise<Profile | null> =>
    (await app.db.select().from(profiles).where(eq(profiles.id, userId)))[0] ?? null;

  /**
   * The caller's profile (null before the first sync) when the token's session is still open, in one
   * statement (every request runs it); undefined when it is not. Every embedded token names its
   * session, and a signed-out (revoked) one stops working at once.
   */
  async function embeddedSessionProfile(claims: AccessTokenClaims): Promise<Profile | null | undefined> {
    if (!claims.session_id) return undefined;
    const [open] = await app.db
      .select({ sessionId: authSessions.id, profile: profiles })
      .from(authSessions)
      .leftJoin(profiles, eq(profiles.id, claims.sub))
      .where(and(eq(authSessions.id, claims.session_id), isNull(authSessions.revokedAt)));
    if (open) return open.profile;
    // Suspending revokes every session: name the reason, so the app signs the user out saying why.
    if (await isSuspended(app.db, claims.sub)) throw suspended();
    return undefined;
  }

  /**
   * Every /api route runs one of the two guards below, so a suspended profile is refused on
   * every request, at once: the status is read from the database with each request, never taken
   * from the token (and suspending also revokes the embedded auth's sessions).
   */
  async function activeCaller(request: FastifyRequest): Promise<AuthContext> {
    const auth = await app.authenticate(request);
    if (!auth) throw unauthorized();
    if (auth.profile?.status === 'suspended') throw suspended();
    return auth;
  }

  app.decorate(
    'requireUser',
    Object.assign(
      async (request: FastifyRequest) => {
        await activeCaller(request);
      },
      { [ACCESS_GUARD]: true },
    ),
  );

  app.decorate('requirePermission', (permission: Permission) =>
    // Tagged with its permission so the authorization matrix test can read each route's rule.
    Object.assign(
      async (request: FastifyRequest) => {
        const { profile } = await activeCaller(request);
        if (!profile) throw forbidden('Your account is not set up yet. Sign in again.');
        if (!can(profile.role, permission)) throw forbidden();
      },
      { permission, [ACCESS_GUARD]: true },
    ),
  );

  /**
   * Routes name their guard as a preHandler, which Fastify runs after parsing and validating the
   * input. Every guard moves to onRequest instead: a caller without access gets its 401/403 whatever
   * it sent (never a 400 that tells it about the route's input), and the server reads no body
   * (up to an upload's size) for them. The route's other preHandlers keep their place.
   */
  app.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const guards = preHandlers.filter(isAccessGuard) as unknown as onRequestHookHandler[];
    if (guards.length === 0) return;
    route.preHandler = preHandlers.filter((handler) => !isAccessGuard(handler));
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), ...guards];
  });
});
