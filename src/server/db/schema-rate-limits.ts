import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Per-address request counters shared by every process on one PostgreSQL (the rate-limit store
 * of src/server/plugins/rate-limits.ts; PGlite keeps them in memory). One row per route and
 * address: `count` requests in the window that ends at `window_ends_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Password sign-ins per account (normalized e-mail, known or not, so the answer never tells which
 * exist), across all addresses: the back-off state of src/server/auth/sign-in-limits.ts. An
 * attempt counts as a failure when it starts and a success clears it, so parallel guesses cannot
 * all pass before the first failure is recorded.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    /** Failed (or still running) attempts since `window_started_at`. */
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Sign-in for the account is refused until then. */
    backoffUntil: timestamp('backoff_until', { withTimezone: true }),
    /** Back-offs in a row: the next one lasts twice as long, up to the cap. */
    backoffs: integer('backoffs').notNull().default(0),
    /** When the owner was last e-mailed about the failures (at most once an hour). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Rows untouched for a day are deleted (src/server/plugins/rate-limits.ts). */
    updatedAt: updatedAt(),
  },
  (table) => [index('sign_in_failures_updated_at_idx').on(table.updatedAt)],
);
