import { sendRecoveryLink } from '../auth-service';
import type { AuthApp, AuthDeps } from '../context';
import { authErrors } from '../errors';
import { rateLimitFor } from '../rate-limits';
import { safeRedirect } from '../redirects';
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
      if (user) await sendRecoveryLink(db, config, user, redirectTo);
      return {};
    },
  );
}
