import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { isNarrowedBy, listQueryString } from '@/lib/list-query-params';
import type { RequestQueueQuery, RequestsQuery } from '@/shared/schemas/requests';
import { REQUESTS_QUERY_DEFAULTS } from '@/shared/schemas/requests-values';

const requestsSchemas = () => import('@/shared/schemas/requests');
const loadQueueQuerySchema = lazySchema(requestsSchemas, 'requestQueueQuerySchema');

/** The queue's state in the address bar (`/request-management?status=all&search=cedar&page=2`). */
const KEYS = ['search', 'type', 'status', 'sort', 'order', 'page', 'pageSize'] as const;
/** What narrows the queue beyond its default (open requests). */
const FILTER_KEYS = ['search', 'type'] as const;

/** The queue before its schema is in (and when the address says nothing): open requests, newest first. */
export const DEFAULT_QUEUE_QUERY: RequestQueueQuery = { ...REQUESTS_QUERY_DEFAULTS, status: 'open' };

/** The Admin's request queue's state in the address bar. */
export const useRequestQueueInAddress = () => useListInAddress(loadQueueQuerySchema, KEYS, DEFAULT_QUEUE_QUERY);

/** The API's query of the queue: "open" is every open status (`open=true`), "all" no status. */
export function requestsQueryOfQueue({ status, ...rest }: RequestQueueQuery): RequestsQuery {
  if (status === 'open') return { ...rest, open: true };
  if (status === 'all') return rest;
  return { ...rest, status };
}

const API_KEYS = ['type', 'status', 'open', 'search', 'sort', 'order', 'page', 'pageSize'] as const;

/** GET /api/requests's query string. */
export const requestsSearch = (query: Partial<RequestsQuery>): string => listQueryString(query, API_KEYS);

/** Whether the queue shows fewer than its status's requests (then no rows means "none match"). */
export const isNarrowed = (query: RequestQueueQuery): boolean => isNarrowedBy(query, FILTER_KEYS);
