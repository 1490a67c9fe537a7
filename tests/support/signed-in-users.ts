import type { Role } from '../../src/shared/auth/roles';
import { createSession } from '../../src/server/auth/sessions-repo';
import { signAccessToken } from '../../src/server/auth/tokens';
import { insertUser } from '../../src/server/auth/users-repo';
import { companies, profiles } from '../../src/server/db/schema';
import type { TestServer } from './server';
import { uniqueEmail } from './supabase';

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  /** `authorization: Bearer <token>`, for `app.inject`. */
  headers: { authorization: string };
}

/**
 * A user of the embedded auth with a live session and a real access token, and (unless `role` is
 * null) a portal profile with that role. Faster than signing up through supabase-js (no password
 * hashing, no listening server), and the token goes through the same verification as any other.
 */
export async function signedInUser(
  server: TestServer,
  role: Role | null,
  profile: { firstName?: string; lastName?: string; phone?: string | null; companyId?: string | null } = {},
): Promise<SignedInUser> {
  const db = server.database.db;
  const email = uniqueEmail((role ?? 'nobody').toLowerCase());
  const user = await insertUser(db, { email, encryptedPassword: 'not-used', userMetadata: {}, confirmed: true });
  const session = await createSession(db, user.id, {});
  const { token } = await signAccessToken(
    { keys: server.app.signingKeys, issuer: server.config.authUrl, expiresIn: 3600 },
    user,
    session.sessionId,
    { method: 'password', timestamp: Math.floor(Date.now() / 1000) },
  );
  if (role) {
    await db.insert(profiles).values({
      id: user.id,
      email,
      role,
      firstName: profile.firstName ?? 'Test',
      lastName: profile.lastName ?? role,
      phone: profile.phone ?? null,
      companyId: profile.companyId ?? null,
    });
  }
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** A client company (e.g. for a Client's `companyId`); answers its id. */
export async function createCompany(server: TestServer, name = `Company ${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
  const [row] = await server.database.db
    .insert(companies)
    .values({ name, type: 'owner', city: 'Vancouver', region: 'BC' })
    .returning({ id: companies.id });
  return row!.id;
}
