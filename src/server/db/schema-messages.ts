import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_SIDES } from '../../shared/schemas/messages';
import { createdAt } from './columns';
import { companies, profiles, projects, requests } from './schema-core';

export const messageSideEnum = pgEnum('message_side', MESSAGE_SIDES);

/**
 * A conversation between the provider's office and one client company, optionally about one of
 * its projects or requests. `last_message_at` orders the mailboxes.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('message_threads_company_id_idx').on(table.companyId),
    index('message_threads_project_id_idx').on(table.projectId),
    index('message_threads_request_id_idx').on(table.requestId),
    index('message_threads_last_message_at_idx').on(table.lastMessageAt),
  ],
);

/** One message of a thread; `side` says whose unread count it adds to (the other side's). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    side: messageSideEnum('side').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_thread_id_created_at_idx').on(table.threadId, table.createdAt),
    index('messages_side_idx').on(table.side),
    index('messages_author_id_idx').on(table.authorId),
  ],
);

/** Who has read which message: unread counts are per user (each Admin, each client contact). */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] }), index('message_reads_user_id_idx').on(table.userId)],
);
