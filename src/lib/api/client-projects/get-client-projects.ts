import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { CLIENT_PROJECTS_ENDPOINT, clientProjectKeys } from './keys';

/** GET /api/my-projects: the projects of the client's company, kept on the device (docs/offline.md). */
export const clientProjectsQueryOptions = () =>
  queryOptions({
    queryKey: clientProjectKeys.list(),
    queryFn: ({ signal }) => apiClient.get(CLIENT_PROJECTS_ENDPOINT, { signal, schema: answerSchema('client-projects', 'clientProjectsResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load your projects' },
  });

/** GET /api/my-projects/:code: one project's page, kept on the device for reading offline. */
export const clientProjectQueryOptions = (code: string) =>
  queryOptions({
    queryKey: clientProjectKeys.detail(code),
    queryFn: ({ signal }) =>
      apiClient.get(`${CLIENT_PROJECTS_ENDPOINT}/${encodeURIComponent(code)}`, { signal, schema: answerSchema('client-projects', 'clientProjectResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the project' },
  });

/** The signed-in Client's projects; nothing is asked for anyone else. */
export function useClientProjects() {
  const { role } = useAuth();
  return useQuery({ ...clientProjectsQueryOptions(), enabled: can(role, 'clientProjects') });
}

export function useClientProject(code: string) {
  const { role } = useAuth();
  return useQuery({ ...clientProjectQueryOptions(code), enabled: can(role, 'clientProjects') && code !== '' });
}
