import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Hash a password with argon2id (the library's default algorithm, with its default costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Check a password against a stored hash. With no hash (unknown e-mail) it still verifies against
 * a throw-away hash, so an unknown address takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash || (await dummyHash);
  try {
    const matches = await verify(target, password);
    return Boolean(storedHash) && matches;
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
