import type { RateLimitOptions } from '@fastify/rate-limit';
import { RATE_LIMITS } from '../../shared/constants';
import { authErrors } from './errors';

type LimitedAction = 'signIn' | 'signUp' | 'recover';

/**
 * Route rate-limit config for sign-in, sign-up and recover (@fastify/rate-limit, registered by
 * src/server/plugins/rate-limits.ts), or false when RATE_LIMIT is off: per trusted address, counted
 * on request before the body is read; over the limit answers GoTrue's over_request_rate_limit.
 * Sign-in also has its per-account limit (sign-in-limits.ts).
 */
export function rateLimitFor(action: LimitedAction, enabled: boolean): RateLimitOptions | false {
  if (!enabled) return false;
  const base = {
    ...RATE_LIMITS[action],
    errorResponseBuilder: () => authErrors.rateLimited(),
  };
  if (action !== 'signIn') return base;
  // POST /token also serves refresh_token grants, which are not limited here.
  return { ...base, allowList: (request) => (request.query as { grant_type?: unknown }).grant_type !== 'password' };
}
