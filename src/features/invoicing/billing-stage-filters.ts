import { lazySchema } from '@/lib/lazy-schema';
import type { billingStagesQuerySchema } from '@/shared/schemas/invoices';
import type { BillingStagesFilters } from '@/shared/schemas/invoices-values';

const invoicesSchemas = () => import('@/shared/schemas/invoices');

/** The filters of /invoicing kept in the address bar (`/invoicing?status=ready&company=…`). */
export const FILTER_KEYS = ['status', 'from', 'to', 'company', 'project'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The API's schema of the filters, which reads the address: loaded after the page shows. */
export type BillingStagesQuerySchema = typeof billingStagesQuerySchema;
export const loadBillingStagesQuerySchema = lazySchema(invoicesSchemas, 'billingStagesQuerySchema');

/** The filters from the URL: a value the API schema refuses (a hand-edited URL) is left out. */
export function filtersFromSearchParams(params: URLSearchParams, schema: BillingStagesQuerySchema): BillingStagesFilters {
  const filters: BillingStagesFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && schema.shape[key].safeParse(value).success) filters[key] = value;
  }
  return filters;
}

/** The filters with one changed, as URL search params (empty values left out). */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
