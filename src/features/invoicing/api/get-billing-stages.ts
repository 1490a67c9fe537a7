import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { BILLING_STAGES_PAGE_SIZE_MAX, type BillingStagesFilters } from '@/shared/schemas/invoices-values';
import { BILLING_STAGES_ENDPOINT, invoicingKeys } from './keys';

const invoicesSchemas = () => import('@/shared/schemas/invoices');

/** The query string of GET /api/billing-stages (filters left out when not set; the largest page). */
export function billingStagesSearch(filters: BillingStagesFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('pageSize', String(BILLING_STAGES_PAGE_SIZE_MAX));
  return params.toString();
}

export const billingStagesQueryOptions = (filters: BillingStagesFilters) =>
  queryOptions({
    queryKey: invoicingKeys.stages(filters),
    queryFn: ({ signal }) => apiClient.get(`${BILLING_STAGES_ENDPOINT}?${billingStagesSearch(filters)}`, { signal, schema: lazySchema(invoicesSchemas, 'billingStagesListResponseSchema') }),
    meta: { errorMessage: 'Could not load the billing stages' },
  });

/** Billing stages across projects (staff), latest date first. */
export const useBillingStages = (filters: BillingStagesFilters) => useQuery(billingStagesQueryOptions(filters));
