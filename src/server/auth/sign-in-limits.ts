import type { FastifyReply } from 'fastify';
import { SIGN_IN_FAILURES } from '../../shared/constants';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { enqueueMail } from '../services/outbox';
import { signInFailuresEmail } from './emails';
import { authErrors, GoTrueError } from './errors';
import {
  clearSignInFailures,
  lockSignInFailures,
  updateSignInFailures,
  type SignInFailures,
  type SignInFailuresChange,
} from './sign-in-failures-repo';
import { findUserByEmail, isValidEmail, normalizeEmail } from './users-repo';

/** How long the back-off after `backoffs` earlier ones lasts: 1, 2, 4, 8, then 15 minutes. */
export function backoffMs(backoffs: number): number {
  return Math.min(SIGN_IN_FAILURES.firstBackoffMs * 2 ** backoffs, SIGN_IN_FAILURES.maxBackoffMs);
}

export type AttemptDecision =
  | { allowed: false; retryAfterMs: number }
  | { allowed: true; change: SignInFailuresChange; inBackoff: boolean };

/**
 * One password attempt for an account, counted as a failure until it succeeds (docs/production.md,
 * "Proxy and rate limits"): refused during a back-off; the `max`-th failure in the window, and each
 * failure after a back-off, starts the next back-off.
 */
export function decideAttempt(row: SignInFailures, now: Date): AttemptDecision {
  const at = now.getTime();
  if (row.backoffUntil && row.backoffUntil.getTime() > at) return { allowed: false, retryAfterMs: row.backoffUntil.getTime() - at };
  const quietSince = row.backoffs > 0 ? row.backoffUntil!.getTime() : row.windowStartedAt.getTime();
  const fresh = quietSince + SIGN_IN_FAILURES.windowMs <= at;
  const backoffs = fresh ? 0 : row.backoffs;
  const failures = (fresh ? 0 : row.failures) + 1;
  const change: SignInFailuresChange = { failures, backoffs, updatedAt: now, ...(fresh ? { windowStartedAt: now, backoffUntil: null } : {}) };
  if (failures >= SIGN_IN_FAILURES.max) {
    change.backoffUntil = new Date(at + backoffMs(backoffs));
    change.backoffs = backoffs + 1;
  }
  return { allowed: true, change, inBackoff: (change.backoffs ?? 0) > 0 };
}

const isWrongPassword = (error: unknown) => error instanceof GoTrueError && error.errorCode === 'invalid_credentials';

/** E-mail the account's owner (if the account exists) unless they were told within the hour. */
async function warnOwner(db: Database, config: AppConfig, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const row = await lockSignInFailures(tx, email, now);
    if (row.notifiedAt && row.notifiedAt.getTime() + SIGN_IN_FAILURES.ownerNoticeEveryMs > now.getTime()) return;
    await updateSignInFailures(tx, email, { notifiedAt: now });
    await enqueueMail(tx, {
      ...signInFailuresEmail({ to: user.email, link: config.publicUrl, providerName: config.PROVIDER_NAME, failures: row.failures }),
      entityType: 'auth_user',
      entityId: user.id,
    });
  });
}

/**
 * Run a password sign-in under the per-account limit (RATE_LIMIT=false turns it off). Every e-mail
 * counts, known or not, so the answers never tell which accounts exist; only an owner is e-mailed.
 * During a back-off the answer is GoTrue's over_request_rate_limit with Retry-After.
 */
export async function limitAccountSignIn<T>(
  deps: { db: Database; config: AppConfig },
  reply: FastifyReply,
  rawEmail: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const email = normalizeEmail(rawEmail ?? '');
  // No account has an address that is not one (sign-up checks it): nothing to count or store.
  if (!deps.config.RATE_LIMIT || !isValidEmail(email) || email.includes('\u0000')) return attempt();
  const { db, config } = deps;
  const now = new Date();
  const decision = await db.transaction(async (tx) => {
    const choice = decideAttempt(await lockSignInFailures(tx, email, now), now);
    if (choice.allowed) await updateSignInFailures(tx, email, choice.change);
    return choice;
  });
  if (!decision.allowed) {
    reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
    throw authErrors.rateLimited();
  }
  try {
    const result = await attempt();
    await clearSignInFailures(db, email, new Date());
    return result;
  } catch (error) {
    if (!isWrongPassword(error)) await clearSignInFailures(db, email, new Date());
    else if (decision.inBackoff) await warnOwner(db, config, email, new Date());
    throw error;
  }
}
