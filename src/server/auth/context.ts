import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { ClientInfo } from './sessions-repo';
import type { AccessTokenSettings } from './tokens';
import type { UserAuthenticator } from './user-auth';

/** The /auth/v1 scope, typed for zod route schemas. */
export type AuthApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the route modules share, built once by the plugin. */
export interface AuthDeps {
  db: Database;
  config: AppConfig;
  tokens: AccessTokenSettings;
  /** Grace window for presenting a just-rotated refresh token again (ms). */
  reuseIntervalMs: number;
  authenticateUser: UserAuthenticator;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
