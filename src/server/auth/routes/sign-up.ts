import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { signUpConfirmed, signUpPending } from '../auth-service';
import { clientInfo, type AuthApp, type AuthDeps } from '../context';
import { authErrors } from '../errors';
import { hashPassword } from '../passwords';
import { rateLimitFor } from '../rate-limits';
import { safeRedirect } from '../redirects';
import { redirectQuerySchema, sessionSchema, signUpBodySchema, userSchema } from '../schemas';
import { buildSessionResponse } from '../tokens';
import { findUserByEmail, isValidEmail, normalizeEmail, obfuscatedUser, toGoTrueUser } from '../users-repo';

/**
 * POST /signup. With AUTH_AUTOCONFIRM the user is confirmed at once and gets a session; otherwise
 * the answer is the bare user (supabase-js then reports `session: null`) and a confirmation link is
 * e-mailed.
 *
 * An address that is already registered: with autoconfirm, user_already_exists 422 (as GoTrue).
 * With confirmation on, GoTrue avoids revealing accounts: a confirmed one gets a look-alike user
 * with no identities and no e-mail is sent; an unconfirmed one gets a fresh confirmation e-mail and
 * takes the new password and metadata. The latest sign-up wins and only the latest link works, so
 * someone who pre-registers another person's address cannot keep a password on it once that
 * person signs up and confirms.
 */
export function signUpRoutes(app: AuthApp, deps: AuthDeps) {
  const { config, db } = deps;

  app.post(
    '/signup',
    {
      schema: {
        querystring: redirectQuerySchema,
        body: signUpBodySchema,
        response: { 200: z.union([sessionSchema, userSchema]) },
      },
      config: { rateLimit: rateLimitFor('signUp', config.RATE_LIMIT) },
    },
    async (request) => {
      const { password, data } = request.body;
      if (!request.body.email) throw authErrors.validation('To signup, please provide your email');
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw authErrors.invalidEmail();
      if (!password) throw authErrors.validation('Signup requires a valid password');
      if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword();
      const userMetadata = data ?? {};
      const redirectTo = safeRedirect(request.query.redirect_to, config.publicUrl);

      // Hash first on every path, so the answer time does not tell which path was taken.
      const encryptedPassword = await hashPassword(password);
      const existing = await findUserByEmail(db, email);
      if (existing && config.AUTH_AUTOCONFIRM) throw authErrors.userAlreadyExists();
      if (existing?.emailConfirmedAt) return obfuscatedUser(email, userMetadata);

      if (config.AUTH_AUTOCONFIRM) {
        const signUp = { email, encryptedPassword, userMetadata };
        const { user, session } = await signUpConfirmed(db, signUp, clientInfo(request));
        return buildSessionResponse(deps.tokens, user, session, {
          method: 'password',
          timestamp: Math.floor(Date.now() / 1000),
        });
      }

      const user = await signUpPending(db, config, { email, encryptedPassword, userMetadata, existing, redirectTo });
      return toGoTrueUser(user);
    },
  );
}
