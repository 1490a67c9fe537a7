import { signOut } from '../auth-service';
import type { AuthApp, AuthDeps } from '../context';
import { logoutQuerySchema } from '../schemas';

/**
 * POST /logout?scope=local|global|others with the user's access token: 204. Revoked sessions'
 * access tokens stop working on /api at once and their refresh tokens are dead.
 */
export function logoutRoutes(app: AuthApp, deps: AuthDeps) {
  app.post('/logout', { schema: { querystring: logoutQuerySchema } }, async (request, reply) => {
    const { user, sessionId } = await deps.authenticateUser(request);
    await signOut(deps.db, user.id, sessionId, request.query.scope);
    return reply.status(204).send();
  });
}
