import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { SUBMITTALS_ENDPOINT, submittalKeys, type SubmittalListPage } from './keys';

/** GET /api/submittals's query string of a list page ("open": every undecided status; "all": no status). */
export function submittalsSearch({ projectId, projectCode, status, page, pageSize }: SubmittalListPage): string {
  const params = new URLSearchParams();
  if (projectId) params.set('projectId', projectId);
  if (projectCode) params.set('projectCode', projectCode);
  if (status === 'open') params.set('open', 'true');
  else if (status !== 'all') params.set('status', status);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** A page of submittals with their lines (a Client's company's only: the server enforces it), kept on the device. */
export const submittalsQueryOptions = (page: SubmittalListPage) =>
  queryOptions({
    queryKey: submittalKeys.list(page),
    queryFn: ({ signal }) => apiClient.get(`${SUBMITTALS_ENDPOINT}?${submittalsSearch(page)}`, { signal, schema: answerSchema('submittals', 'submittalsListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the submittals' },
  });

/** The page; the page before stays on screen while the next loads. */
export const useSubmittals = (page: SubmittalListPage) => useQuery({ ...submittalsQueryOptions(page), placeholderData: keepPreviousData });

/** The projects the caller may submit for (a Client: its company's open projects). */
export const submittalProjectsQueryOptions = () =>
  queryOptions({
    queryKey: submittalKeys.projects(),
    queryFn: ({ signal }) => apiClient.get(`${SUBMITTALS_ENDPOINT}/projects`, { signal, schema: answerSchema('submittals', 'submittalProjectsResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load your projects' },
  });

export const useSubmittalProjects = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...submittalProjectsQueryOptions(), enabled });
