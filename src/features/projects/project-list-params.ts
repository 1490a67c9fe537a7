import { lazySchema } from '@/lib/lazy-schema';
import type { ProjectsQuery, projectsQuerySchema } from '@/shared/schemas/projects';

const projectsSchemas = () => import('@/shared/schemas/projects');

/** The list's state keys in the address bar (`/projects?search=…&sort=name&order=asc&page=2`). */
const KEYS = ['search', 'status', 'review_status', 'region', 'sector', 'inspector', 'sort', 'order', 'page', 'pageSize'] as const;

/** The schema of the list's query, which reads the address: loaded after the page shows. */
export type ProjectsQuerySchema = typeof projectsQuerySchema;
export const loadProjectsQuerySchema = lazySchema(projectsSchemas, 'projectsQuerySchema');

/**
 * The list's query from the URL's search params: each value the schema refuses (a hand-edited
 * URL) falls back to its default instead of breaking the page.
 */
export function queryFromSearchParams(params: URLSearchParams, schema: ProjectsQuerySchema): ProjectsQuery {
  const defaults = schema.parse({});
  const query: ProjectsQuery = { ...defaults };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = schema.safeParse({ ...defaults, [key]: value });
    if (parsed.success) Object.assign(query, { [key]: parsed.data[key] });
  }
  return query;
}

/** The query as URL search params, defaults left out (a clean address for the default list). */
export function searchParamsFromQuery(query: ProjectsQuery, schema: ProjectsQuerySchema): URLSearchParams {
  const defaults = schema.parse({});
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's query string; `paging: false` leaves out page and page size (the CSV export). */
export function projectsSearch(query: ProjectsQuery, { paging = true } = {}): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (!paging && (key === 'page' || key === 'pageSize')) continue;
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
