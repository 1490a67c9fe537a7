import { RECOVERY_TOKEN_TTL_MS } from '../constants';
import type { AuthApp, AuthDeps } from '../context';
import { recoveryEmail } from '../emails';
import { authErrors } from '../errors';
import { createOneTimeToken } from '../one-time-tokens-repo';
import { rateLimitFor } from '../rate-limits';
import { safeRedirect, verifyLink } from '../redirects';
import { enqueueMail } from '../../services/outbox';
import { emptyObjectSchema, recoverBodySchema, redirectQuerySchema } from '../schemas';
import { findUserByEmail, isValidEmail, normalizeEmail } from '../users-repo';

/**
 * POST /recover: always `{}`, whether or not the address has an account (no enumeration). For an
 * account, a one-time recovery link is e-mailed through the outbox; a send that keeps failing is
 * logged (and recorded failed in email_log) but never reported, since that would reveal the account.
 */
export function recoverRoutes(app: AuthApp, deps: AuthDeps) {
  const { config, db } = deps;

  app.post(
    '/recover',
    {
      schema: { querystring: redirectQuerySchema, body: recoverBodySchema, response: { 200: emptyObjectSchema } },
      config: { rateLimit: rateLimitFor('recover', config.RATE_LIMIT) },
    },
    async (request) => {
      if (!request.body.email) throw authErrors.validation('Password recovery requires an email');
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw authErrors.invalidEmail();
      const redirectTo = safeRedirect(request.query.redirect_to, config.publicUrl);

      const user = await findUserByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await createOneTimeToken(tx, { userId: user.id, kind: 'recovery', redirectTo, ttlMs: RECOVERY_TOKEN_TTL_MS });
          await enqueueMail(tx, {
            ...recoveryEmail({
              to: user.email,
              link: verifyLink(config.authUrl, token, 'recovery', redirectTo),
              providerName: config.PROVIDER_NAME,
            }),
            entityType: 'auth_user',
            entityId: user.id,
          });
        });
      }
      return {};
    },
  );
}
