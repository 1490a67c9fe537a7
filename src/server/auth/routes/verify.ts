import { verifyLinkToken } from '../auth-service';
import { clientInfo, type AuthApp, type AuthDeps } from '../context';
import { linkErrorRedirect, safeRedirect, sessionRedirect } from '../redirects';
import { verifyQuerySchema } from '../schemas';
import { buildSessionResponse } from '../tokens';

const LINK_TYPES = { signup: 'email/signup', recovery: 'recovery' } as const;
type LinkType = keyof typeof LINK_TYPES;
const isLinkType = (value: unknown): value is LinkType => value === 'signup' || value === 'recovery';

/**
 * GET /verify: the link in the confirmation and recovery e-mails (opened by a browser, so no API
 * key). A valid link is used up, confirms the address, starts a session and redirects (303) to
 * redirect_to with the session in the hash (implicit flow, read by supabase-js
 * detectSessionInUrl); a bad, used or expired one redirects there with GoTrue's otp_expired error.
 */
export function verifyRoutes(app: AuthApp, deps: AuthDeps) {
  const { config, db } = deps;

  // logLevel: the link's one-time token is in the URL; keep it out of the request log.
  app.get('/verify', { schema: { querystring: verifyQuerySchema }, logLevel: 'warn' }, async (request, reply) => {
    const { token, type } = request.query;
    const fallback = safeRedirect(request.query.redirect_to, config.publicUrl);
    if (!token || !isLinkType(type)) return reply.redirect(linkErrorRedirect(fallback), 303);

    const verified = await verifyLinkToken(db, token, type, clientInfo(request));
    if (!verified) return reply.redirect(linkErrorRedirect(fallback), 303);

    const target = safeRedirect(request.query.redirect_to ?? verified.redirectTo, config.publicUrl);
    const session = await buildSessionResponse(deps.tokens, verified.user, verified.session, {
      method: LINK_TYPES[type],
      timestamp: Math.floor(verified.now.getTime() / 1000),
    });
    return reply.header('cache-control', 'no-store').redirect(sessionRedirect(target, session, type), 303);
  });
}
