import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A background job that must run on one replica at a time (docs/production.md, "Several
 * replicas"): a replica takes the row for a lease (`locked_until`), so another one skips the job
 * meanwhile; `last_finished_at` says when it is due again.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
