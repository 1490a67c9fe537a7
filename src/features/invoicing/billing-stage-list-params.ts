import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { BILLING_STAGES_ADDRESS_KEYS } from '@/lib/api/invoices/get-billing-stages';
import { isNarrowedBy, listQueryFromSearchParams, searchParamsFromListQuery } from '@/lib/list-query-params';
import type { BillingStagesQuery, billingStagesQuerySchema } from '@/shared/schemas/invoices';
import { BILLING_STAGES_QUERY_DEFAULTS } from '@/shared/schemas/invoices-values';

const invoicesSchemas = () => import('@/shared/schemas/invoices');

/** The list's state in the address bar (`/invoicing?status=ready&company=…&sort=amount&page=2`). */
const ADDRESS_KEYS = BILLING_STAGES_ADDRESS_KEYS;
/** What a person narrows the list by (not `pending`, which a screen sets). */
const FILTER_KEYS = ['search', 'status', 'company', 'project', 'from', 'to'] as const;

/** The list's query before its schema is in: the first page of every stage. */
export const DEFAULT_BILLING_STAGES_QUERY: BillingStagesQuery = { ...BILLING_STAGES_QUERY_DEFAULTS };

/** The API's schema of the list's query, which reads the address: loaded after the page shows. */
export type BillingStagesQuerySchema = typeof billingStagesQuerySchema;
export const loadBillingStagesQuerySchema = lazySchema(invoicesSchemas, 'billingStagesQuerySchema');

/** The query from the address; a value the schema refuses (a hand-edited URL) is its default. */
export const stagesQueryFromSearchParams = (params: URLSearchParams, schema: BillingStagesQuerySchema): BillingStagesQuery => listQueryFromSearchParams(params, schema, ADDRESS_KEYS);

/** The query as the address's search params, defaults left out. */
export const searchParamsFromStagesQuery = (query: BillingStagesQuery, schema: BillingStagesQuerySchema): URLSearchParams =>
  searchParamsFromListQuery(query, schema, ADDRESS_KEYS);

/** The list's state in the address bar; `fixed` is what the screen sets (/invoicing/pending: `pending`). */
export const useStagesListInAddress = (fixed?: Partial<BillingStagesQuery>) => useListInAddress(loadBillingStagesQuerySchema, ADDRESS_KEYS, DEFAULT_BILLING_STAGES_QUERY, fixed);

/** Whether the list is narrowed (then no rows means "none match", not "none yet"). */
export const isNarrowed = (query: BillingStagesQuery): boolean => isNarrowedBy(query, FILTER_KEYS);
