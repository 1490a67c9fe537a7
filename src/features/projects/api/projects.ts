import { hashKey, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoicingKeys } from '@/features/invoicing/api/keys';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { CreateProjectInput, ProjectDetail, ProjectsQuery, ReviewStatus, UpdateProjectInput } from '@/shared/schemas/projects';
import { projectsSearch } from '../project-list-params';

const projectsSchemas = () => import('@/shared/schemas/projects');

/** The projects API (docs/features.md). */
export const PROJECTS_ENDPOINT = '/api/projects';

/** Every query key of the projects feature; the root is shared with the pending count, so a write refreshes it too. */
export const projectQueryKeys = {
  all: ['projects'] as const,
  lists: () => [...projectQueryKeys.all, 'list'] as const,
  list: (query: ProjectsQuery) => [...projectQueryKeys.lists(), query] as const,
  detail: (code: string) => [...projectQueryKeys.all, 'detail', code] as const,
};

const projectUrl = (code: string) => `${PROJECTS_ENDPOINT}/${encodeURIComponent(code)}`;

/**
 * One page of the projects table; the previous page stays on screen while the next loads.
 * `enabled` false holds the request (the query is not known yet).
 */
export function useProjects(query: ProjectsQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: projectQueryKeys.list(query),
    queryFn: ({ signal }) => apiClient.get(`${PROJECTS_ENDPOINT}?${projectsSearch(query)}`, { signal, schema: lazySchema(projectsSchemas, 'projectsListResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the projects' },
  });
}

/** The project page's data, kept for offline reading on site. */
export const projectQueryOptions = (code: string) =>
  queryOptions({
    queryKey: projectQueryKeys.detail(code),
    queryFn: ({ signal }) => apiClient.get(projectUrl(code), { signal, schema: lazySchema(projectsSchemas, 'projectDetailSchema') }),
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
  const client = useQueryClient();
  return useMutation<ProjectDetail, Error, TVariables>({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: async (project) => {
      client.setQueryData(projectQueryKeys.detail(project.project_code), project);
      // Every other projects query: lists, pickers and the pending-review count (a new project is Pending).
      const written = hashKey(projectQueryKeys.detail(project.project_code));
      await Promise.all([
        client.invalidateQueries({ queryKey: projectQueryKeys.all, predicate: (query) => query.queryHash !== written }),
        client.invalidateQueries({ queryKey: invoicingKeys.all }),
      ]);
    },
  });
}

export function useCreateProject() {
  return useProjectWrite((body: CreateProjectInput) => apiClient.post(PROJECTS_ENDPOINT, body, { schema: lazySchema(projectsSchemas, 'projectDetailSchema') }));
}

export function useUpdateProject(code: string) {
  return useProjectWrite((body: UpdateProjectInput) => apiClient.patch(projectUrl(code), body, { schema: lazySchema(projectsSchemas, 'projectDetailSchema') }));
}

export function useSetReviewStatus(code: string) {
  return useProjectWrite((reviewStatus: ReviewStatus) =>
    apiClient.patch(`${projectUrl(code)}/review-status`, { review_status: reviewStatus }, { schema: lazySchema(projectsSchemas, 'projectDetailSchema') }),
  );
}
