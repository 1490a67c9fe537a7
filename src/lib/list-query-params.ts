/**
 * A server-paged list's state in the address bar (`?search=…&sort=name&order=asc&page=2`), read
 * and written through the API's own query schema, so the browser and the server agree on every
 * value. The schema is passed in (loaded after the page shows): this module does not load zod.
 */

/** The part of a zod object schema these helpers use. */
export interface ListQuerySchema<Query> {
  parse(input: unknown): Query;
  safeParse(input: unknown): { success: true; data: Query } | { success: false };
}

/**
 * The list's query from the URL's search params: each value the schema refuses (a hand-edited
 * URL) falls back to its default instead of breaking the page.
 */
export function listQueryFromSearchParams<Query extends object>(params: URLSearchParams, schema: ListQuerySchema<Query>, keys: readonly (keyof Query & string)[]): Query {
  const defaults = schema.parse({});
  const query: Query = { ...defaults };
  for (const key of keys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = schema.safeParse({ ...defaults, [key]: value });
    if (parsed.success) Object.assign(query, { [key]: parsed.data[key] });
  }
  return query;
}

/** The query as URL search params, defaults left out (a clean address for the default list). */
export function searchParamsFromListQuery<Query extends object>(query: Query, schema: ListQuerySchema<Query>, keys: readonly (keyof Query & string)[]): URLSearchParams {
  const defaults = schema.parse({});
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's query string of the list: every value that is set, defaults included. */
export function listQueryString<Query extends object>(query: Query, keys: readonly (keyof Query & string)[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Whether any of `keys` is set in the query: the list is narrowed, so no rows means "none match", not "none yet". */
export function isNarrowedBy<Query extends object>(query: Query, keys: readonly (keyof Query & string)[]): boolean {
  return keys.some((key) => query[key] !== undefined && query[key] !== '');
}
