import { sql, type AnyColumn } from 'drizzle-orm';

/** Escape `%`, `_` and `\` so user text matches literally inside an ILIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for a contains-search, or null when there is nothing to search for. */
export const containsPattern = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : null);

/** "First Last", or the e-mail when the profile has no name. */
export const personName = (table: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), ''), ${table.email})`;

/** personName of a left-joined profile: null when there is no such person. */
export const optionalPersonName = (table: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<string | null>`case when ${table.id} is null then null else ${personName(table)} end`;

/** The same rule for a loaded row. */
export const fullNameOf = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
