import { lazySchema } from '@/lib/lazy-schema';
import { listQueryFromSearchParams, listQueryString, searchParamsFromListQuery } from '@/lib/list-query-params';
import type { ProjectsQuery, projectsQuerySchema } from '@/shared/schemas/projects';

const projectsSchemas = () => import('@/shared/schemas/projects');

/** The list's state keys in the address bar (`/projects?search=…&sort=name&order=asc&page=2`). */
const KEYS = ['search', 'status', 'review_status', 'region', 'sector', 'inspector', 'sort', 'order', 'page', 'pageSize'] as const;
const FILTER_KEYS = KEYS.filter((key) => key !== 'page' && key !== 'pageSize');

/** The schema of the list's query, which reads the address: loaded after the page shows. */
export type ProjectsQuerySchema = typeof projectsQuerySchema;
export const loadProjectsQuerySchema = lazySchema(projectsSchemas, 'projectsQuerySchema');

/** The list's query from the address; a value the schema refuses falls back to its default. */
export const queryFromSearchParams = (params: URLSearchParams, schema: ProjectsQuerySchema): ProjectsQuery => listQueryFromSearchParams(params, schema, KEYS);

/** The query as URL search params, defaults left out. */
export const searchParamsFromQuery = (query: ProjectsQuery, schema: ProjectsQuerySchema): URLSearchParams => searchParamsFromListQuery(query, schema, KEYS);

/** The API's query string; `paging: false` leaves out page and page size (the CSV export). */
export const projectsSearch = (query: ProjectsQuery, { paging = true } = {}): string => listQueryString(query, paging ? KEYS : FILTER_KEYS);
