import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../../shared/constants';
import { authErrors } from './errors';
import { normalizeEmail } from './users-repo';

type LimitedAction = 'signIn' | 'signUp' | 'recover';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

/**
 * Route rate-limit config for sign-in, sign-up and recover (@fastify/rate-limit, registered with
 * global:false in app.ts), or false when RATE_LIMIT is off. Keys that include the e-mail run in
 * preHandler, after the body is parsed; over the limit answers GoTrue's over_request_rate_limit.
 */
export function rateLimitFor(action: LimitedAction, enabled: boolean): RateLimitOptions | false {
  if (!enabled) return false;
  const base = {
    ...RATE_LIMITS[action],
    hook: 'preHandler' as const,
    errorResponseBuilder: () => authErrors.rateLimited(),
  };
  switch (action) {
    case 'signUp':
      return { ...base, keyGenerator: (request) => `signup|${request.ip}` };
    case 'recover':
      return { ...base, keyGenerator: (request) => `recover|${request.ip}|${emailOf(request)}` };
    case 'signIn':
      return {
        ...base,
        keyGenerator: (request) => `signin|${request.ip}|${emailOf(request)}`,
        // POST /token also serves refresh_token grants, which are not limited here.
        allowList: (request) => (request.query as { grant_type?: unknown }).grant_type !== 'password',
      };
  }
}
