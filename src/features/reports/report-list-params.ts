import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { REPORTS_QUERY_KEYS } from '@/lib/api/reports/get-reports';
import { isNarrowedBy } from '@/lib/list-query-params';
import type { ReportsQuery } from '@/shared/schemas/reports';
import { REPORTS_QUERY_DEFAULTS } from '@/shared/schemas/reports-values';

const reportsSchemas = () => import('@/shared/schemas/reports');
const loadReportsQuerySchema = lazySchema(reportsSchemas, 'reportsQuerySchema');

/** The staff list's state in the address bar (`/reports?project=…&status=draft&sort=project&page=2`). */
const KEYS = REPORTS_QUERY_KEYS;
const FILTER_KEYS = ['project', 'type', 'status'] as const;

const DEFAULT_REPORTS_QUERY: ReportsQuery = { ...REPORTS_QUERY_DEFAULTS };

/** The reports list's state in the address bar (/reports). */
export const useReportsListInAddress = () => useListInAddress(loadReportsQuerySchema, KEYS, DEFAULT_REPORTS_QUERY);

/** Whether the list is narrowed (then no rows means "none match", not "none yet"). */
export const isNarrowed = (query: ReportsQuery): boolean => isNarrowedBy(query, FILTER_KEYS);
