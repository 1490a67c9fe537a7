import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table shares; the schema modules (schema.ts, schema-*.ts) build on them. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money as integer cents (bigint read as a JS number: safe up to 2^53 cents). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
