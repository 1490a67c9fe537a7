import { rotateSessionToken, startPasswordSession } from '../auth-service';
import { clientInfo, type AuthApp, type AuthDeps } from '../context';
import { authErrors } from '../errors';
import { verifyPassword } from '../passwords';
import { rateLimitFor } from '../rate-limits';
import { limitAccountSignIn } from '../sign-in-limits';
import { sessionSchema, tokenBodySchema, tokenQuerySchema } from '../schemas';
import { isSuspended } from '../suspension';
import { buildSessionResponse } from '../tokens';
import { findUserByEmail, findUserById } from '../users-repo';

/** POST /token?grant_type=password|refresh_token: sign-in and refresh-token rotation. */
export function tokenRoutes(app: AuthApp, deps: AuthDeps) {
  const { db } = deps;

  async function passwordGrant(request: Parameters<typeof clientInfo>[0], email?: string, password?: string) {
    if (!email || !password) throw authErrors.invalidCredentials();
    const user = await findUserByEmail(db, email);
    // verifyPassword hashes even without a user: unknown e-mail and wrong password look alike.
    const matches = await verifyPassword(user?.encryptedPassword, password);
    if (!user || !matches) throw authErrors.invalidCredentials();
    if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
    if (await isSuspended(db, user.id)) throw authErrors.userBanned();
    const now = new Date();
    const { signedIn, session } = await startPasswordSession(db, user.id, clientInfo(request), now);
    return buildSessionResponse(deps.tokens, signedIn, session, {
      method: 'password',
      timestamp: Math.floor(now.getTime() / 1000),
    });
  }

  async function refreshGrant(refreshToken?: string) {
    if (!refreshToken) throw authErrors.validation('refresh_token required');
    const result = await rotateSessionToken(db, refreshToken, deps.reuseIntervalMs);
    // Thrown after the rotation's transaction so a detected reuse still commits the session's revocation.
    if (result.kind === 'not_found') throw authErrors.refreshTokenNotFound();
    if (result.kind === 'session_revoked') throw authErrors.sessionNotFound();
    if (result.kind === 'reused') throw authErrors.refreshTokenAlreadyUsed();
    const user = await findUserById(db, result.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    return buildSessionResponse(deps.tokens, user, result, {
      // The original sign-in method is not stored with the session.
      method: 'token_refresh',
      timestamp: Math.floor(result.sessionCreatedAt.getTime() / 1000),
    });
  }

  app.post(
    '/token',
    {
      schema: { querystring: tokenQuerySchema, body: tokenBodySchema, response: { 200: sessionSchema } },
      config: { rateLimit: rateLimitFor('signIn', deps.config.RATE_LIMIT) },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      switch (request.query.grant_type) {
        case 'password':
          return limitAccountSignIn(deps, reply, body.email, () => passwordGrant(request, body.email, body.password));
        case 'refresh_token':
          return refreshGrant(body.refresh_token);
        default:
          throw authErrors.validation('unsupported_grant_type');
      }
    },
  );
}
