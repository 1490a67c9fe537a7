import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
import { can } from '@/shared/auth/permissions';
// Types only: the navigation bar polls this on every page, and zod stays off the public pages.
import type { PendingProjectsResponse } from '@/shared/schemas/projects';
import { projectKeys } from './keys';

export const PENDING_PROJECTS_ENDPOINT = '/api/projects/status/Pending';

/** GET /api/projects/status/Pending (docs/features.md, Requests and projects): `data.length` is the pending count. */
export function fetchPendingProjects(signal?: AbortSignal): Promise<PendingProjectsResponse> {
  return apiClient.get<PendingProjectsResponse>(PENDING_PROJECTS_ENDPOINT, { signal });
}

/**
 * The Admin's projects pending review, polled every 60 s with the shared polling (paused offline,
 * while hidden and while signed out; failures only logged). Only Admins poll.
 */
export function usePendingProjects() {
  const { role } = useAuth();
  return usePolledQuery({
    queryKey: projectKeys.pending(),
    queryFn: ({ signal }) => fetchPendingProjects(signal),
    poll: 'pendingProjects',
    enabled: can(role, 'pendingProjectCount'),
  });
}
