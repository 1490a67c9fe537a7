import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { SUBMITTALS_ENDPOINT, submittalKeys, type SubmittalListFilters } from './keys';

const submittalsSchemas = () => import('@/shared/schemas/submittals');

/** Submittals with their lines (a Client's company's only: the server enforces it), kept on the device. */
export const submittalsQueryOptions = (filters: SubmittalListFilters = {}) =>
  queryOptions({
    queryKey: submittalKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.projectId) params.set('projectId', filters.projectId);
      if (filters.projectCode) params.set('projectCode', filters.projectCode);
      const search = params.size ? `?${params}` : '';
      return apiClient.get(`${SUBMITTALS_ENDPOINT}${search}`, { signal, schema: lazySchema(submittalsSchemas, 'submittalsListResponseSchema') });
    },
    meta: { persist: true, errorMessage: 'Could not load the submittals' },
  });

export const useSubmittals = (filters: SubmittalListFilters = {}) => useQuery(submittalsQueryOptions(filters));

/** The projects the caller may submit for (a Client: its company's open projects). */
export const submittalProjectsQueryOptions = () =>
  queryOptions({
    queryKey: submittalKeys.projects(),
    queryFn: ({ signal }) => apiClient.get(`${SUBMITTALS_ENDPOINT}/projects`, { signal, schema: lazySchema(submittalsSchemas, 'submittalProjectsResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load your projects' },
  });

export const useSubmittalProjects = () => useQuery(submittalProjectsQueryOptions());
