import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';

export type SignInFailures = typeof signInFailures.$inferSelect;
export type SignInFailuresChange = Partial<Omit<SignInFailures, 'email'>>;

/** The account's row, created if missing and locked until the transaction ends (replicas queue on it). */
export async function lockSignInFailures(tx: Db, email: string, now: Date): Promise<SignInFailures> {
  await tx.insert(signInFailures).values({ email, windowStartedAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update');
  return row!;
}

export async function updateSignInFailures(tx: Db, email: string, change: SignInFailuresChange): Promise<void> {
  await tx.update(signInFailures).set(change).where(eq(signInFailures.email, email));
}

/** A successful sign-in: the account's failures and back-off are gone; when the owner was told stays. */
export async function clearSignInFailures(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: 0, backoffs: 0, backoffUntil: null, windowStartedAt: now, updatedAt: now })
    .where(and(eq(signInFailures.email, email), gt(signInFailures.failures, 0)));
}

/** Delete the rows untouched since `before`; returns how many. */
export async function deleteStaleSignInFailures(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(signInFailures).where(lt(signInFailures.updatedAt, before)).returning({ email: signInFailures.email });
  return deleted.length;
}
