import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/**
 * Count one request under `key` in one atomic upsert (the row lock orders concurrent replicas): a
 * window still open gains one, an expired one starts again at 1 for `windowMs` from `now`.
 */
export async function incrementCounter(db: Db, key: string, now: Date, windowMs: number): Promise<{ count: number; windowEndsAt: Date }> {
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

/** Delete the counters whose window ended before `now`; returns how many. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}
