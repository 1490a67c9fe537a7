import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKeys } from './keys';
import type { SessionResponse } from './schemas';
import { toGoTrueUser, type AuthUserRow } from './users-repo';

/** A random bearer secret (refresh tokens, e-mail link tokens); only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How the session was started, for the `amr` claim. */
export type AuthMethod = 'password' | 'email/signup' | 'recovery' | 'token_refresh';

export interface AccessTokenSettings {
  keys: SigningKeys;
  /** The `iss` claim: the auth service's base URL. */
  issuer: string;
  /** Lifetime in seconds (JWT_EXPIRY). */
  expiresIn: number;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: number;
}

/**
 * Sign an access token with the claims Supabase puts in its tokens; /api verifies it against the
 * same key set (plugins/authenticate.ts), and `session_id` lets sign-out revoke it at once.
 */
export async function signAccessToken(
  settings: AccessTokenSettings,
  user: AuthUserRow,
  sessionId: string,
  amr: { method: AuthMethod; timestamp: number },
): Promise<SignedAccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.expiresIn;
  const gotrueUser = toGoTrueUser(user);
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: gotrueUser.app_metadata,
    user_metadata: gotrueUser.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [amr],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: settings.keys.alg, kid: settings.keys.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(settings.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(settings.keys.privateKey);
  return { token, expiresAt: exp };
}

export type { SessionResponse };

/** The session object supabase-js stores (auth-protocol.md). */
export async function buildSessionResponse(
  settings: AccessTokenSettings,
  user: AuthUserRow,
  session: { sessionId: string; refreshToken: string },
  amr: { method: AuthMethod; timestamp: number },
): Promise<SessionResponse> {
  const access = await signAccessToken(settings, user, session.sessionId, amr);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: settings.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: session.refreshToken,
    user: toGoTrueUser(user),
  };
}
