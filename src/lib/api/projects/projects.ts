import { hashKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicingKeys } from '@/lib/api/invoices/keys';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { CreateProjectInput, ProjectDetail, ProjectsQuery, ReviewStatus, UpdateProjectInput } from '@/shared/schemas/projects';
import { listQueryString } from '@/lib/list-query-params';
import { useApiMutation } from '../use-api-mutation';
import { PROJECTS_ENDPOINT, projectKeys } from './keys';

/** GET /api/projects's query keys (the list's address uses the same). */
export const PROJECTS_QUERY_KEYS = ['search', 'status', 'review_status', 'region', 'sector', 'inspector', 'sort', 'order', 'page', 'pageSize'] as const;
/** The CSV export's query: the list's, without paging. */
const EXPORT_KEYS = PROJECTS_QUERY_KEYS.filter((key) => key !== 'page' && key !== 'pageSize');

/** The API's query string; `paging: false` leaves out page and page size (the CSV export). */
export const projectsSearch = (query: ProjectsQuery, { paging = true } = {}): string => listQueryString(query, paging ? PROJECTS_QUERY_KEYS : EXPORT_KEYS);

const projectUrl = (code: string) => `${PROJECTS_ENDPOINT}/${encodeURIComponent(code)}`;

/**
 * One page of the projects table; the previous page stays on screen while the next loads.
 * `enabled` false holds the request (the query is not known yet).
 */
export function useProjects(query: ProjectsQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => apiClient.get(`${PROJECTS_ENDPOINT}?${projectsSearch(query)}`, { signal, schema: answerSchema('projects', 'projectsListResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the projects' },
  });
}

/** The project page's data, kept for offline reading on site. */
export const projectQueryOptions = (code: string) =>
  queryOptions({
    queryKey: projectKeys.detail(code),
    queryFn: ({ signal }) => apiClient.get(projectUrl(code), { signal, schema: answerSchema('projects', 'projectDetailSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the project' },
  });

export function useProject(code: string) {
  return useQuery(projectQueryOptions(code));
}

/** The CSV of the filtered list, as the server writes it (every page). */
export function fetchProjectsCsv(query: ProjectsQuery): Promise<Blob> {
  return apiClient.download(`${PROJECTS_ENDPOINT}/export.csv?${projectsSearch(query, { paging: false })}`);
}

/**
 * A project write: refreshes every projects query and puts the answer in the detail cache. The
 * invoicing queries refresh too: a project's billing stages follow its fee and dates.
 */
function useProjectWrite<TVariables>(send: (variables: TVariables) => Promise<ProjectDetail>) {
  return useApiMutation<ProjectDetail, TVariables>({
    mutationFn: send,
    onSuccess: (project, _variables, client) => client.setQueryData(projectKeys.detail(project.project_code), project),
    // Every other projects query: lists, pickers and the pending-review count (a new project is Pending).
    invalidates: (_variables, project) => {
      const written = hashKey(projectKeys.detail(project.project_code));
      return [{ queryKey: projectKeys.all, predicate: (query) => query.queryHash !== written }, invoicingKeys.all];
    },
  });
}

export function useCreateProject() {
  return useProjectWrite((body: CreateProjectInput) => apiClient.post(PROJECTS_ENDPOINT, body, { schema: answerSchema('projects', 'projectDetailSchema') }));
}

export function useUpdateProject(code: string) {
  return useProjectWrite((body: UpdateProjectInput) => apiClient.patch(projectUrl(code), body, { schema: answerSchema('projects', 'projectDetailSchema') }));
}

export function useSetReviewStatus(code: string) {
  return useProjectWrite((reviewStatus: ReviewStatus) =>
    apiClient.patch(`${projectUrl(code)}/review-status`, { review_status: reviewStatus }, { schema: answerSchema('projects', 'projectDetailSchema') }),
  );
}
