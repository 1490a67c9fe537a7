import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authUsers } from '../db/schema';
import type { GoTrueUser } from './schemas';

export type { GoTrueUser };

export type AuthUserRow = typeof authUsers.$inferSelect;

/** A database handle or an open transaction (a transaction is a Database too). */
export type Executor = Database;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] } as const;

/** E-mail addresses are stored trimmed and lower-cased; the unique index is on lower(email). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately simple: one @, no spaces, a dot in the domain (what GoTrue's check amounts to).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

export async function findUserByEmail(db: Executor, email: string): Promise<AuthUserRow | undefined> {
  const [user] = await db
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${normalizeEmail(email)}`);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<AuthUserRow | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user;
}

export interface NewAuthUser {
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

export async function insertUser(db: Executor, input: NewAuthUser): Promise<AuthUserRow> {
  const now = new Date();
  const [user] = await db
    .insert(authUsers)
    .values({
      email: normalizeEmail(input.email),
      encryptedPassword: input.encryptedPassword,
      userMetadata: input.userMetadata,
      appMetadata: { ...EMAIL_APP_METADATA },
      emailConfirmedAt: input.confirmed ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return user!;
}

export type AuthUserChanges = Partial<
  Pick<AuthUserRow, 'email' | 'encryptedPassword' | 'emailConfirmedAt' | 'lastSignInAt' | 'userMetadata'>
>;

export async function updateUser(db: Executor, id: string, changes: AuthUserChanges): Promise<AuthUserRow> {
  const [user] = await db
    .update(authUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(authUsers.id, id))
    .returning();
  return user!;
}

/** Merge metadata like GoTrue does: keys given as null are removed, others replaced. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, PGlite maybe on cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The user object of the wire protocol (auth-protocol.md), as GoTrue answers it. */
export function toGoTrueUser(user: AuthUserRow): GoTrueUser {
  const confirmedAt = iso(user.emailConfirmedAt);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { ...EMAIL_APP_METADATA, ...user.appMetadata },
    user_metadata: user.userMetadata,
    identities: [
      {
        // No identities table: the one e-mail identity is derived from the user (GoTrue also
        // uses the user id as the e-mail identity's provider id).
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.emailConfirmedAt !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account while confirmation is
 * on: a look-alike user with no identities, so the answer does not reveal that the account exists
 * (GoTrue does the same; supabase-js documents "identities is empty" as the tell for the app).
 */
export function obfuscatedUser(email: string, userMetadata: Record<string, unknown>): GoTrueUser {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: normalizeEmail(email),
    phone: '',
    email_confirmed_at: null,
    confirmed_at: null,
    last_sign_in_at: null,
    app_metadata: { ...EMAIL_APP_METADATA },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
