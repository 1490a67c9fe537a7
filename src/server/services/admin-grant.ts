import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ADMIN_GRANT_TTL_SECONDS } from '../../shared/constants';

const AUDIENCE = 'paintqa:admin-grant';

function grantSecret(adminKey: string): Uint8Array {
  // Derived from the admin key, so rotating ADMIN_KEY also voids every outstanding grant.
  return createHash('sha256').update(`admin-grant:${adminKey}`).digest();
}

/** Compare a submitted key with the configured one in constant time. */
export function adminKeyMatches(submitted: string, configured: string): boolean {
  const a = createHash('sha256').update(submitted).digest();
  const b = createHash('sha256').update(configured).digest();
  return timingSafeEqual(a, b);
}

/** A short-lived signed token proving the administrator key was checked by the server. */
export async function issueAdminGrant(adminKey: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ADMIN_GRANT_TTL_SECONDS)
    .sign(grantSecret(adminKey));
}

/** The grant's id when it is genuine and unexpired, else null. Single use is enforced by the caller. */
export async function verifyAdminGrant(grant: unknown, adminKey: string): Promise<string | null> {
  if (typeof grant !== 'string' || grant.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(grant, grantSecret(adminKey), { audience: AUDIENCE, algorithms: ['HS256'] });
    return payload.jti ?? null;
  } catch {
    return null;
  }
}
