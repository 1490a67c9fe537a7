import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import type { Executor } from './users-repo';

/**
 * Whether an Admin has suspended the user's portal account. The embedded auth shares the portal's
 * database, so it reads the profile directly: a suspended user gets no new session (sign-in,
 * refresh, e-mail links), in addition to /api refusing their current tokens.
 */
export async function isSuspended(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId));
  return row?.status === 'suspended';
}
