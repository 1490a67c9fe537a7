import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/client';
import { authSigningKeys } from '../db/schema';

export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  alg: typeof SIGNING_ALG;
  privateKey: CryptoKey;
  /** The public key set served at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

/**
 * Load the active ES256 signing key, generating and storing one on first start. Keys live in the
 * database so that every process (and every restart) signs and verifies with the same key.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await db.select().from(authSigningKeys).where(eq(authSigningKeys.active, true));
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    await db
      .insert(authSigningKeys)
      .values({ kid, alg: SIGNING_ALG, privateJwk, publicJwk })
      .onConflictDoNothing();
    rows = await db.select().from(authSigningKeys).where(eq(authSigningKeys.active, true));
  }
  // Newest active key signs; every active key verifies (room for rotation).
  const sorted = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const current = sorted[0]!;
  const privateKey = (await importJWK(current.privateJwk as JWK, SIGNING_ALG)) as CryptoKey;
  return {
    kid: current.kid,
    alg: SIGNING_ALG,
    privateKey,
    jwks: { keys: sorted.map((row) => row.publicJwk as JWK) },
  };
}
