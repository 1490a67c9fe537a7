import { and, eq, gt, isNull } from 'drizzle-orm';
import { authOneTimeTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from './tokens';
import type { Executor } from './users-repo';

export type OneTimeTokenKind = (typeof authOneTimeTokens.$inferSelect)['kind'];

/**
 * Create the token of an e-mail link. Earlier unused links of the same kind for the user stop
 * working (only the newest e-mail's link is valid).
 */
export async function createOneTimeToken(
  db: Executor,
  input: { userId: string; kind: OneTimeTokenKind; redirectTo: string; ttlMs: number },
): Promise<string> {
  const now = new Date();
  await expireOneTimeTokens(db, input.userId, input.kind, now);
  const token = newOpaqueToken();
  await db.insert(authOneTimeTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    redirectTo: input.redirectTo,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return token;
}

/** Make every unused token of this kind for the user unusable (e.g. after a password change). */
export async function expireOneTimeTokens(db: Executor, userId: string, kind: OneTimeTokenKind, now = new Date()) {
  await db
    .update(authOneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(authOneTimeTokens.userId, userId),
        eq(authOneTimeTokens.kind, kind),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, now),
      ),
    );
}

/**
 * Use a link token once: marks it used and returns it, or undefined when it is unknown, of another
 * kind, expired or already used. The conditional update makes a double click use it only once.
 */
export async function consumeOneTimeToken(db: Executor, token: string, kind: OneTimeTokenKind) {
  const now = new Date();
  const [row] = await db
    .update(authOneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authOneTimeTokens.tokenHash, hashToken(token)),
        eq(authOneTimeTokens.kind, kind),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
