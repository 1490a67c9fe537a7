import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { fetchAllPages } from '@/components/data-table/export-all-button';
import type { BillingStagesListResponse, BillingStagesQuery } from '@/shared/schemas/invoices';
import { BILLING_STAGES_EXPORT_MAX, BILLING_STAGES_PAGE_SIZE_MAX } from '@/shared/schemas/invoices-values';
import { billingStagesSearch } from '../billing-stage-list-params';
import { BILLING_STAGES_ENDPOINT, invoicingKeys } from './keys';

const invoicesSchemas = () => import('@/shared/schemas/invoices');
const listSchema = lazySchema(invoicesSchemas, 'billingStagesListResponseSchema');

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
