import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ActivityKind } from '@/shared/schemas/project-activity-values';
import { PROJECTS_ENDPOINT, projectKeys } from './keys';

function activityUrl(code: string, kind: ActivityKind | undefined, cursor: string | undefined): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return `${PROJECTS_ENDPOINT}/${encodeURIComponent(code)}/activity${search ? `?${search}` : ''}`;
}

/**
 * The project's Activity tab (staff only): pages of 50 entries, newest first, each next page from
 * the server's cursor ("Load more"). Persisted like the project page, and its first page is part
 * of a project kept offline (src/app/offline-project-download.ts, docs/offline.md).
 */
export const projectActivityQueryOptions = (code: string, kind: ActivityKind | undefined) =>
  infiniteQueryOptions({
    queryKey: projectKeys.activity(code, kind),
    queryFn: ({ pageParam, signal }) => apiClient.get(activityUrl(code, kind, pageParam), { signal, schema: answerSchema('project-activity', 'projectActivityResponseSchema') }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    meta: { persist: true, errorMessage: 'Could not load the activity' },
  });

export function useProjectActivity(code: string, kind: ActivityKind | undefined) {
  return useInfiniteQuery(projectActivityQueryOptions(code, kind));
}
