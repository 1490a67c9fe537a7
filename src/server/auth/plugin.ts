import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedJsonParser, JSON_BODY_LIMIT } from '../plugins/input-guard';
import { createApiKeyGuard } from './api-key';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS } from './constants';
import type { AuthDeps } from './context';
import { createCors } from './cors';
import { installGoTrueErrorHandlers } from './errors';
import { logoutRoutes } from './routes/logout';
import { metaRoutes } from './routes/meta';
import { recoverRoutes } from './routes/recover';
import { signUpRoutes } from './routes/sign-up';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';
import { createUserAuthenticator } from './user-auth';

export interface EmbeddedAuthOptions {
  /** Refresh-token reuse grace window in ms (default REFRESH_TOKEN_REUSE_INTERVAL_MS, 10 s). */
  refreshTokenReuseIntervalMs?: number;
}

/**
 * The embedded Supabase-Auth-compatible service, mounted under /auth/v1 (see
 * docs/decisions/0001-embedded-supabase-compatible-auth.md). A plain (encapsulated) plugin: its error handler, JSON parser
 * and hooks apply to /auth/v1 only, so /api keeps its own error shape.
 */
export async function embeddedAuth(instance: FastifyInstance, options: EmbeddedAuthOptions = {}): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const issuer = config.authUrl;
  const deps: AuthDeps = {
    db,
    config,
    tokens: { keys: app.signingKeys, issuer, expiresIn: config.JWT_EXPIRY },
    reuseIntervalMs: options.refreshTokenReuseIntervalMs ?? REFRESH_TOKEN_REUSE_INTERVAL_MS,
    authenticateUser: createUserAuthenticator({ db, keys: app.signingKeys, issuer }),
  };

  installGoTrueErrorHandlers(app);

  // supabase-js sends `Content-Type: application/json` with no body on POST /logout; GoTrue reads
  // that as an empty body, Fastify's default parser as an error. Otherwise the guarded parser of
  // /api: the same depth, size and NUL rules (docs/architecture.md, Where input is guarded).
  const parseJson = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  const cors = createCors(config.publicUrl);
  app.addHook('onRequest', cors.onRequest);
  app.addHook(
    'onRequest',
    createApiKeyGuard({ anonKey: config.anonKey, openPaths: new Set([`${app.prefix}/verify`]) }),
  );
  app.options('/*', cors.preflight);

  metaRoutes(app, deps);
  signUpRoutes(app, deps);
  tokenRoutes(app, deps);
  userRoutes(app, deps);
  recoverRoutes(app, deps);
  verifyRoutes(app, deps);
  logoutRoutes(app, deps);
}
