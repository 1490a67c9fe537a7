import type { RequestListQuery } from '@/shared/schemas/requests';

/** The requests API (docs/features.md, Requests and projects). */
export const REQUESTS_ENDPOINT = '/api/requests';

/** Every query key of the requests feature; invalidate through these, never inline a key. */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  /** Every page of the signed-in user's request lists. */
  mines: () => [...requestKeys.lists(), 'mine'] as const,
  /** A page of the signed-in user's requests (a Client's company's; an Admin's: everyone's). */
  mine: (query: RequestListQuery) => [...requestKeys.mines(), query] as const,
  /** The signed-in user's newest open requests and their count (the client home). */
  mineOpen: () => [...requestKeys.lists(), 'mine-open'] as const,
  /** A page of the Admin's triage queue (its filters, search, order and page). */
  queue: (query: RequestListQuery) => [...requestKeys.lists(), 'queue', query] as const,
  details: () => [...requestKeys.all, 'detail'] as const,
  detail: (id: string) => [...requestKeys.details(), id] as const,
  inspectors: () => [...requestKeys.all, 'inspectors'] as const,
};
