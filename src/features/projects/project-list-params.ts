import { lazySchema } from '@/lib/lazy-schema';
import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { PROJECTS_QUERY_KEYS } from '@/lib/api/projects/projects';
import { isNarrowedBy, listQueryFromSearchParams, searchParamsFromListQuery } from '@/lib/list-query-params';
import type { ProjectsQuery, projectsQuerySchema } from '@/shared/schemas/projects';
import { PROJECTS_QUERY_DEFAULTS } from '@/shared/schemas/projects-values';

const projectsSchemas = () => import('@/shared/schemas/projects');

/** The list's state keys in the address bar (`/projects?search=…&sort=name&order=asc&page=2`): the API's. */
const KEYS = PROJECTS_QUERY_KEYS;
/** What a person narrows the list by. */
const FILTER_KEYS = ['search', 'status', 'review_status', 'region', 'sector', 'inspector'] as const;

/** The schema of the list's query, which reads the address: loaded after the page shows. */
export type ProjectsQuerySchema = typeof projectsQuerySchema;
const loadProjectsQuerySchema = lazySchema(projectsSchemas, 'projectsQuerySchema');

/** The list's query from the address; a value the schema refuses falls back to its default. */
export const queryFromSearchParams = (params: URLSearchParams, schema: ProjectsQuerySchema): ProjectsQuery => listQueryFromSearchParams(params, schema, KEYS);

/** The query as URL search params, defaults left out. */
export const searchParamsFromQuery = (query: ProjectsQuery, schema: ProjectsQuerySchema): URLSearchParams => searchParamsFromListQuery(query, schema, KEYS);

/** The list's query before its schema is in: the newest projects, first page. */
const DEFAULT_PROJECTS_QUERY: ProjectsQuery = { ...PROJECTS_QUERY_DEFAULTS };

/** The projects list's state in the address bar. */
export const useProjectsListInAddress = () => useListInAddress(loadProjectsQuerySchema, KEYS, DEFAULT_PROJECTS_QUERY);

/** Whether a filter or search narrows the list. */
export const isNarrowed = (query: ProjectsQuery): boolean => isNarrowedBy(query, FILTER_KEYS);
