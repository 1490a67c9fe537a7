import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { fetchAllPages } from '@/lib/api/fetch-all-pages';
import type { BillingStagesListResponse, BillingStagesQuery } from '@/shared/schemas/invoices';
import { BILLING_STAGES_EXPORT_MAX, BILLING_STAGES_PAGE_SIZE_MAX } from '@/shared/schemas/invoices-values';
import { listQueryString } from '@/lib/list-query-params';
import { BILLING_STAGES_ENDPOINT, invoicingKeys } from './keys';

const listSchema = answerSchema('invoices', 'billingStagesListResponseSchema');

/** A billing stage list's keys in the address bar (`/invoicing?status=ready&company=…&sort=amount&page=2`). */
export const BILLING_STAGES_ADDRESS_KEYS = ['search', 'status', 'company', 'project', 'from', 'to', 'sort', 'order', 'page', 'pageSize'] as const;
/** The API's query: the address's keys and `pending` (/invoicing/pending sets it). */
const API_KEYS = [...BILLING_STAGES_ADDRESS_KEYS, 'pending'] as const;

/** GET /api/billing-stages's query string. */
export const billingStagesSearch = (query: BillingStagesQuery): string => listQueryString(query, API_KEYS);

function fetchBillingStages(query: BillingStagesQuery, signal?: AbortSignal): Promise<BillingStagesListResponse> {
  return apiClient.get(`${BILLING_STAGES_ENDPOINT}?${billingStagesSearch(query)}`, { signal, schema: listSchema });
}

const billingStagesQueryOptions = (query: BillingStagesQuery) =>
  queryOptions({
    queryKey: invoicingKeys.stages(query),
    queryFn: ({ signal }) => fetchBillingStages(query, signal),
    meta: { errorMessage: 'Could not load the billing stages' },
  });

/**
 * One page of billing stages across projects (staff), as the server filtered, searched and sorted
 * them; the page before stays on screen while the next loads. `enabled` waits for the query.
 */
export const useBillingStages = (query: BillingStagesQuery, enabled = true) =>
  useQuery({ ...billingStagesQueryOptions(query), enabled, placeholderData: keepPreviousData });

/** Every stage of the list (its filters, search and order; up to BILLING_STAGES_EXPORT_MAX): the CSV export. */
export const fetchAllBillingStages = (query: BillingStagesQuery) =>
  fetchAllPages((page, pageSize) => fetchBillingStages({ ...query, page, pageSize }), BILLING_STAGES_PAGE_SIZE_MAX, BILLING_STAGES_EXPORT_MAX);
