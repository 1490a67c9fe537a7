import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { BillingStageListItem, BillingStagesListResponse, BillingStagesQuery } from '@/shared/schemas/invoices';
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

/**
 * Every stage of the list (its filters, search and order; up to BILLING_STAGES_EXPORT_MAX), page
 * by page: the CSV export. `truncated` when there were more.
 */
export async function fetchAllBillingStages(query: BillingStagesQuery): Promise<{ rows: BillingStageListItem[]; truncated: boolean }> {
  const rows: BillingStageListItem[] = [];
  for (let page = 1; rows.length < BILLING_STAGES_EXPORT_MAX; page++) {
    const { data, total } = await fetchBillingStages({ ...query, page, pageSize: BILLING_STAGES_PAGE_SIZE_MAX });
    rows.push(...data);
    if (data.length < BILLING_STAGES_PAGE_SIZE_MAX || rows.length >= total) return { rows, truncated: false };
  }
  return { rows: rows.slice(0, BILLING_STAGES_EXPORT_MAX), truncated: true };
}
