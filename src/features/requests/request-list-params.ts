import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { isNarrowedBy } from '@/lib/list-query-params';
import type { RequestListQuery } from '@/shared/schemas/requests';
import { REQUESTS_QUERY_DEFAULTS, type RequestType } from '@/shared/schemas/requests-values';

const requestsSchemas = () => import('@/shared/schemas/requests');
const loadListQuerySchema = lazySchema(requestsSchemas, 'requestListQuerySchema');
const loadQueueQuerySchema = lazySchema(requestsSchemas, 'requestQueueQuerySchema');

/** A request list's state in the address bar (`/request-management?status=all&search=cedar&page=2`). */
const KEYS = ['search', 'type', 'status', 'sort', 'order', 'page', 'pageSize'] as const;
/** What narrows a list beyond its status choice. */
const FILTER_KEYS = ['search', 'type'] as const;

/** A request list before its schema is in (and when the address says nothing): all requests, newest first. */
export const DEFAULT_REQUEST_LIST_QUERY: RequestListQuery = { ...REQUESTS_QUERY_DEFAULTS, status: 'all' };
/** The Admin's queue likewise, on the open requests. */
export const DEFAULT_QUEUE_QUERY: RequestListQuery = { ...REQUESTS_QUERY_DEFAULTS, status: 'open' };

/** The Admin's request queue's state in the address bar. */
export const useRequestQueueInAddress = () => useListInAddress(loadQueueQuerySchema, KEYS, DEFAULT_QUEUE_QUERY);

/** A request list's state in the address bar; `type` fixes the kind (the RFI, specification and consultation lists). */
export function useRequestListInAddress(type?: RequestType) {
  return useListInAddress(loadListQuerySchema, KEYS, DEFAULT_REQUEST_LIST_QUERY, type ? { type } : undefined);
}

/** Whether a list shows fewer than its status's requests (then no rows means "none match"). `fixedType`: the list's own kind, not a filter. */
export const isNarrowed = (query: RequestListQuery, fixedType = false): boolean => isNarrowedBy(query, fixedType ? ['search'] : FILTER_KEYS);
