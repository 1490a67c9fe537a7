import type { RequestStatus, RequestType } from '@/shared/schemas/requests';

/** The requests API (product API, issue 7). */
export const REQUESTS_ENDPOINT = '/api/requests';

/** Server-side filters of a request list (GET /api/requests). */
export interface RequestListFilters {
  type?: RequestType;
  status?: RequestStatus;
  /** Every open status (the triage queue's default), on the server: an old open request is never cut off by newer closed ones. */
  open?: boolean;
}

/** Every query key of the requests feature; invalidate through these, never inline a key. */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  /** The signed-in user's own requests (a Client's company's), all of them. */
  mine: () => [...requestKeys.lists(), 'mine'] as const,
  /** The Admin's triage queue with its server-side filters. */
  queue: (filters: RequestListFilters) => [...requestKeys.lists(), 'queue', filters] as const,
  details: () => [...requestKeys.all, 'detail'] as const,
  detail: (id: string) => [...requestKeys.details(), id] as const,
  inspectors: () => [...requestKeys.all, 'inspectors'] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  /** GET /api/projects/status/Pending: the Admin's pending-review count. */
  pending: () => [...projectKeys.all, 'status', 'Pending'] as const,
};
