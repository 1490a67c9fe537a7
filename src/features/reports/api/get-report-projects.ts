import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { PROJECTS_PAGE_SIZE_MAX } from '@/shared/schemas/projects-values';
import { reportKeys } from './keys';

const projectsSchemas = () => import('@/shared/schemas/projects');

/** The projects to choose from on the reports screen (the latest page of the projects list). */
export function useReportProjects() {
  return useQuery({
    queryKey: [...reportKeys.all, 'projects'] as const,
    queryFn: ({ signal }) => apiClient.get(`/api/projects?pageSize=${PROJECTS_PAGE_SIZE_MAX}&sort=name&order=asc`, { signal, schema: lazySchema(projectsSchemas, 'projectsListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the projects' },
  });
}
