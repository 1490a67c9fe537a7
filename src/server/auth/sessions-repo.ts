import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { authRefreshTokens, authSessions } from '../db/schema';
import { hashToken, newOpaqueToken } from './tokens';
import type { Executor } from './users-repo';

export type AuthSessionRow = typeof authSessions.$inferSelect;

export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

async function insertRefreshToken(db: Executor, sessionId: string, userId: string, parentHash: string | null) {
  const refreshToken = newOpaqueToken();
  await db.insert(authRefreshTokens).values({ sessionId, userId, tokenHash: hashToken(refreshToken), parentHash });
  return refreshToken;
}

/** Start a session with its first refresh token (call inside the caller's transaction). */
export async function createSession(db: Executor, userId: string, client: ClientInfo): Promise<IssuedSession> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, ip: client.ip ?? null, userAgent: client.userAgent?.slice(0, 512) ?? null })
    .returning({ id: authSessions.id });
  const refreshToken = await insertRefreshToken(db, session!.id, userId, null);
  return { sessionId: session!.id, refreshToken };
}

/** The session if it exists, belongs to the user and is not revoked. */
export async function findActiveSession(db: Executor, sessionId: string, userId: string) {
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  return session;
}

export type RotationResult =
  | { kind: 'rotated'; userId: string; sessionId: string; sessionCreatedAt: Date; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'session_revoked' }
  | { kind: 'reused' };

/**
 * Refresh-token rotation (run in a transaction). The presented token is revoked and a child in the
 * same session is issued. A revoked token presented again is either a benign race (two tabs, a lost
 * response: it is the parent of the session's active token and was rotated within the reuse
 * interval) or a stolen token being replayed, in which case the whole session is revoked.
 *
 * Tokens are stored hashed, so in the benign case the active child cannot be handed out again as
 * GoTrue does; a second child of the presented token is issued instead (both stay valid).
 */
export async function rotateRefreshToken(
  db: Executor,
  presented: string,
  options: { reuseIntervalMs: number; now?: Date },
): Promise<RotationResult> {
  const now = options.now ?? new Date();
  const tokenHash = hashToken(presented);
  const [row] = await db
    .select({ token: authRefreshTokens, session: authSessions })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .for('update');
  if (!row) return { kind: 'not_found' };
  const { token, session } = row;
  if (session.revokedAt) return { kind: 'session_revoked' };

  const rotated = async () => ({
    kind: 'rotated' as const,
    userId: token.userId,
    sessionId: session.id,
    sessionCreatedAt: session.createdAt,
    refreshToken: await insertRefreshToken(db, session.id, token.userId, tokenHash),
  });

  if (token.revoked) {
    const revokedAt = token.revokedAt?.getTime() ?? 0;
    const [activeChild] = await db
      .select({ id: authRefreshTokens.id })
      .from(authRefreshTokens)
      .where(and(eq(authRefreshTokens.parentHash, tokenHash), eq(authRefreshTokens.revoked, false)));
    if (activeChild && now.getTime() - revokedAt <= options.reuseIntervalMs) return rotated();
    await revokeSessionsById(db, [session.id], now);
    return { kind: 'reused' };
  }

  await db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(eq(authRefreshTokens.id, token.id));
  await db.update(authSessions).set({ refreshedAt: now, updatedAt: now }).where(eq(authSessions.id, session.id));
  return rotated();
}

async function revokeSessionsById(db: Executor, sessionIds: string[], now: Date) {
  if (sessionIds.length === 0) return;
  await db
    .update(authSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt)));
  await db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(inArray(authRefreshTokens.sessionId, sessionIds), eq(authRefreshTokens.revoked, false)));
}

export type SignOutScope = 'local' | 'global' | 'others';

/**
 * Revoke sessions for sign-out: `local` the current one, `global` all of the user's, `others` all
 * but the current one. Revoked sessions keep their rows (revoked_at set) so /api rejects their
 * access tokens and their refresh tokens stop working.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  currentSessionId: string,
  scope: SignOutScope,
): Promise<void> {
  const filter =
    scope === 'local'
      ? and(eq(authSessions.userId, userId), eq(authSessions.id, currentSessionId))
      : scope === 'others'
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, currentSessionId))
        : eq(authSessions.userId, userId);
  await revokeSessionsWhere(db, filter);
}

async function revokeSessionsWhere(db: Executor, filter: SQL | undefined) {
  const sessions = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(filter, isNull(authSessions.revokedAt)));
  await revokeSessionsById(
    db,
    sessions.map((session) => session.id),
    new Date(),
  );
}

/** Revoke every session of the user (suspension): access tokens fail at once, refresh tokens stop working. */
export async function revokeAllUserSessions(db: Executor, userId: string): Promise<void> {
  await revokeSessionsWhere(db, eq(authSessions.userId, userId));
}
