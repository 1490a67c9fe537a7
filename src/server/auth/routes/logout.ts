import type { AuthApp, AuthDeps } from '../context';
import { logoutQuerySchema } from '../schemas';
import { revokeUserSessions } from '../sessions-repo';

/**
 * POST /logout?scope=local|global|others with the user's access token: 204. Revoked sessions'
 * access tokens stop working on /api at once and their refresh tokens are dead.
 */
export function logoutRoutes(app: AuthApp, deps: AuthDeps) {
  app.post('/logout', { schema: { querystring: logoutQuerySchema } }, async (request, reply) => {
    const { user, sessionId } = await deps.authenticateUser(request);
    await deps.db.transaction((tx) => revokeUserSessions(tx, user.id, sessionId, request.query.scope));
    return reply.status(204).send();
  });
}
