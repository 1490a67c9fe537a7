import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { enqueueMail } from '../services/outbox';
import { RECOVERY_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from './constants';
import { confirmationEmail, recoveryEmail } from './emails';
import { authErrors } from './errors';
import { consumeOneTimeToken, createOneTimeToken, expireOneTimeTokens, type OneTimeTokenKind } from './one-time-tokens-repo';
import { verifyLink } from './redirects';
import { deletePushSubscriptionsOfEndedSessions } from '../repositories/push';
import { createSession, revokeUserSessions, rotateRefreshToken, type ClientInfo, type SignOutScope } from './sessions-repo';
import { isSuspended } from './suspension';
import { findUserById, insertUser, isUniqueViolation, updateUser, type AuthUserChanges, type AuthUserRow } from './users-repo';

/**
 * The writes of the embedded auth (/auth/v1), each in its own transaction: the route modules in
 * auth/routes validate, call one of these and shape GoTrue's answer (docs/architecture.md, "Server:
 * routes, services, repositories").
 */

type LinkConfig = Pick<AppConfig, 'authUrl' | 'PROVIDER_NAME'>;

interface NewSignUp {
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
}

/** Two writes racing on one address (sign-ups, a change of e-mail): the loser gets `error`. */
function rethrowUnique(error: () => Error) {
  return (caught: unknown): never => {
    if (isUniqueViolation(caught)) throw error();
    throw caught;
  };
}

/** Auto-confirmed sign-up: the confirmed user and its first session. */
export async function signUpConfirmed(db: Database, input: NewSignUp, client: ClientInfo) {
  return db
    .transaction(async (tx) => {
      const created = await insertUser(tx, { ...input, confirmed: true });
      const session = await createSession(tx, created.id, client);
      const user = await updateUser(tx, created.id, { lastSignInAt: new Date() });
      return { user, session };
    })
    .catch(rethrowUnique(authErrors.userAlreadyExists));
}

/**
 * Sign-up waiting for confirmation: a new user, or an unconfirmed `existing` one taking the new
 * password and metadata, and a confirmation link e-mailed through the outbox.
 */
export async function signUpPending(
  db: Database,
  config: LinkConfig,
  input: NewSignUp & { existing: AuthUserRow | undefined; redirectTo: string },
): Promise<AuthUserRow> {
  const { existing, redirectTo, ...fields } = input;
  return db
    .transaction(async (tx) => {
      const pending = existing
        ? await updateUser(tx, existing.id, { encryptedPassword: fields.encryptedPassword, userMetadata: fields.userMetadata })
        : await insertUser(tx, { ...fields, confirmed: false });
      await enqueueLinkMail(tx, config, pending, 'signup', redirectTo);
      return pending;
    })
    .catch(rethrowUnique(authErrors.userAlreadyExists));
}

/** A one-time recovery link for `user`, e-mailed through the outbox. */
export async function sendRecoveryLink(db: Database, config: LinkConfig, user: AuthUserRow, redirectTo: string) {
  await db.transaction((tx) => enqueueLinkMail(tx, config, user, 'recovery', redirectTo));
}

async function enqueueLinkMail(
  tx: Database,
  config: LinkConfig,
  user: AuthUserRow,
  kind: 'signup' | 'recovery',
  redirectTo: string,
) {
  const ttlMs = kind === 'signup' ? SIGNUP_TOKEN_TTL_MS : RECOVERY_TOKEN_TTL_MS;
  const token = await createOneTimeToken(tx, { userId: user.id, kind, redirectTo, ttlMs });
  const compose = kind === 'signup' ? confirmationEmail : recoveryEmail;
  const mail = compose({
    to: user.email,
    link: verifyLink(config.authUrl, token, kind, redirectTo),
    providerName: config.PROVIDER_NAME,
  });
  await enqueueMail(tx, { ...mail, entityType: 'auth_user', entityId: user.id });
}

/** A password sign-in that passed its checks: a new session and the sign-in time. */
export async function startPasswordSession(db: Database, userId: string, client: ClientInfo, now: Date) {
  return db.transaction(async (tx) => ({
    session: await createSession(tx, userId, client),
    signedIn: await updateUser(tx, userId, { lastSignInAt: now }),
  }));
}

/**
 * Refresh-token rotation. A suspended user's token is not rotated (thrown inside, rolling back);
 * the other refusals are returned, so a detected reuse still commits the session's revocation.
 */
export async function rotateSessionToken(db: Database, refreshToken: string, reuseIntervalMs: number) {
  return db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, refreshToken, { reuseIntervalMs });
    if (rotated.kind === 'rotated' && (await isSuspended(tx, rotated.userId))) throw authErrors.userBanned();
    return rotated;
  });
}

/**
 * Following an e-mailed link: uses the token up, confirms the address (a recovery link proves it
 * too, as in GoTrue) and starts a session. Null for a bad, used or expired token or a suspended user.
 */
export async function verifyLinkToken(db: Database, token: string, kind: OneTimeTokenKind, client: ClientInfo) {
  return db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx, token, kind);
    if (!used) return null;
    const user = await findUserById(tx, used.userId);
    if (!user || (await isSuspended(tx, user.id))) return null;
    const now = new Date();
    const signedIn = await updateUser(tx, user.id, {
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      lastSignInAt: now,
    });
    const session = await createSession(tx, user.id, client);
    return { user: signedIn, session, redirectTo: used.redirectTo, now };
  });
}

/**
 * The user's own changes. A new password ends every other session and voids pending recovery
 * links (GoTrue does the same), so whoever knew the old password or link is signed out.
 */
export async function updateOwnAuthUser(db: Database, userId: string, sessionId: string, changes: AuthUserChanges) {
  return db
    .transaction(async (tx) => {
      const saved = await updateUser(tx, userId, changes);
      if (changes.encryptedPassword) {
        await revokeUserSessions(tx, userId, sessionId, 'others');
        await expireOneTimeTokens(tx, userId, 'recovery');
      }
      return saved;
    })
    .catch(rethrowUnique(authErrors.emailExists));
}

/** Signing out: `scope` says which of the user's sessions end. */
export async function signOut(db: Database, userId: string, sessionId: string, scope: SignOutScope) {
  await db.transaction(async (tx) => {
    await revokeUserSessions(tx, userId, sessionId, scope);
    // A device signed out of stops receiving pushes (docs/architecture.md, "Push notifications").
    await deletePushSubscriptionsOfEndedSessions(tx, userId);
  });
}
