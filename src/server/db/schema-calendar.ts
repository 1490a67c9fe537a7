import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './schema-core';
import { inspections } from './schema-inspections';

/**
 * A user's private calendar feed: only the SHA-256 of its secret token is kept, so the database
 * alone cannot open a feed (docs/architecture.md, Calendar feeds). Resetting replaces the hash.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);

/**
 * A visit that left a feed: cancelled (every feed that showed it) or reassigned (the previous
 * inspector's feed). Written in the transaction of the change; the feeds show it as cancelled
 * for 30 days so subscribed calendars drop the event (docs/business-rules.md, Calendar feeds).
 */
export const calendarRemovals = pgTable(
  'calendar_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    /** The inspector whose feed had the visit. */
    inspectorId: uuid('inspector_id').references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['cancelled', 'reassigned'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_removals_inspector_idx').on(table.inspectorId, table.removedAt), index('calendar_removals_removed_at_idx').on(table.removedAt)],
);
