import { RECOVERY_TOKEN_TTL_MS } from '../constants';
import type { AuthApp, AuthDeps } from '../context';
import { recoveryEmail } from '../emails';
import { authErrors } from '../errors';
import { createOneTimeToken } from '../one-time-tokens-repo';
import { rateLimitFor } from '../rate-limits';
import { safeRedirect, verifyLink } from '../redirects';
import { emptyObjectSchema, recoverBodySchema, redirectQuerySchema } from '../schemas';
import { findUserByEmail, isValidEmail, normalizeEmail } from '../users-repo';

/**
 * POST /recover: always `{}`, whether or not the address has an account (no enumeration). For an
 * account, a one-time recovery link is e-mailed; a failed send is logged (and recorded failed in
 * email_log) but not reported, since reporting it would reveal the account.
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
        const token = await db.transaction((tx) =>
          createOneTimeToken(tx, { userId: user.id, kind: 'recovery', redirectTo, ttlMs: RECOVERY_TOKEN_TTL_MS }),
        );
        try {
          await deps.mailer.send({
            ...recoveryEmail({
              to: user.email,
              link: verifyLink(config.authUrl, token, 'recovery', redirectTo),
              providerName: config.PROVIDER_NAME,
            }),
            entityType: 'auth_user',
            entityId: user.id,
          });
        } catch (error) {
          request.log.error({ err: error }, 'auth: recovery e-mail could not be sent');
        }
      }
      return {};
    },
  );
}
