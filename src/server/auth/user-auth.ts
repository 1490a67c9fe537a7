import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../db/client';
import { authErrors } from './errors';
import type { SigningKeys } from './keys';
import { findActiveSession } from './sessions-repo';
import { findUserById, type AuthUserRow } from './users-repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthenticatedUser {
  user: AuthUserRow;
  sessionId: string;
}

/**
 * Resolve the user behind the bearer access token of GET/PUT /user and /logout, answering like
 * GoTrue: no token 401 no_authorization; a bad, foreign or expired one 403 bad_jwt; a signed-out
 * session 403 session_not_found (auth-js then drops its stored session).
 */
export function createUserAuthenticator(options: { db: Database; keys: SigningKeys; issuer: string }) {
  const keySet = createLocalJWKSet(options.keys.jwks);

  return async function authenticateUser(request: FastifyRequest): Promise<AuthenticatedUser> {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) throw authErrors.noAuthorization();
    let claims: JWTPayload & { session_id?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(match[1]!, keySet, {
        audience: 'authenticated',
        issuer: options.issuer,
        algorithms: [options.keys.alg],
      }));
    } catch (error) {
      const reason =
        error instanceof joseErrors.JWTExpired ? 'token has invalid claims: token is expired' : 'token is invalid';
      throw authErrors.badJwt(reason);
    }
    if (!claims.sub || !UUID.test(claims.sub)) throw authErrors.badJwt('invalid claim: sub claim must be a UUID');
    if (typeof claims.session_id !== 'string' || !UUID.test(claims.session_id)) throw authErrors.sessionNotFound();
    const session = await findActiveSession(options.db, claims.session_id, claims.sub);
    if (!session) throw authErrors.sessionNotFound();
    const user = await findUserById(options.db, claims.sub);
    if (!user) throw authErrors.userNotFound();
    return { user, sessionId: session.id };
  };
}

export type UserAuthenticator = ReturnType<typeof createUserAuthenticator>;
