import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { updateOwnAuthUser } from '../auth-service';
import type { AuthApp, AuthDeps } from '../context';
import { authErrors } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { updateUserBodySchema, userSchema } from '../schemas';
import {
  findUserByEmail,
  isValidEmail,
  mergeMetadata,
  normalizeEmail,
  toGoTrueUser,
  type AuthUserChanges,
} from '../users-repo';

/** GET /user and PUT /user, with the user's own access token. */
export function userRoutes(app: AuthApp, deps: AuthDeps) {
  const { db, config } = deps;

  app.get('/user', { schema: { response: { 200: userSchema } } }, async (request) => {
    const { user } = await deps.authenticateUser(request);
    return toGoTrueUser(user);
  });

  app.put('/user', { schema: { body: updateUserBodySchema, response: { 200: userSchema } } }, async (request) => {
    const { user, sessionId } = await deps.authenticateUser(request);
    const { password, data, email } = request.body ?? {};
    const changes: AuthUserChanges = {};

    if (password != null) {
      if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword();
      if (await verifyPassword(user.encryptedPassword, password)) throw authErrors.samePassword();
      changes.encryptedPassword = await hashPassword(password);
    }
    if (data) changes.userMetadata = mergeMetadata(user.userMetadata, data);
    if (email != null && normalizeEmail(email) !== user.email) {
      const newEmail = normalizeEmail(email);
      if (!isValidEmail(newEmail)) throw authErrors.invalidEmail();
      // A confirmed change of address (a link to the new address) is not offered by this service;
      // with auto-confirm the address changes at once, as GoTrue does.
      if (!config.AUTH_AUTOCONFIRM) {
        throw authErrors.validation('Changing the e-mail address is not available on this server');
      }
      if (await findUserByEmail(db, newEmail)) throw authErrors.emailExists();
      changes.email = newEmail;
    }

    const updated = await updateOwnAuthUser(db, user.id, sessionId, changes);
    return toGoTrueUser(updated);
  });
}
