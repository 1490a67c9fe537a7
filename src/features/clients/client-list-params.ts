import { useListInAddress } from '@/components/data-table/use-list-in-address';
import { lazySchema } from '@/lib/lazy-schema';
import { CLIENTS_QUERY_KEYS } from '@/lib/api/clients/get-clients';
import { isNarrowedBy } from '@/lib/list-query-params';
import type { ClientsQuery } from '@/shared/schemas/clients';
import { CLIENTS_QUERY_DEFAULTS } from '@/shared/schemas/clients-values';

const clientsSchemas = () => import('@/shared/schemas/clients');
const loadClientsQuerySchema = lazySchema(clientsSchemas, 'clientsQuerySchema');

/** The list's state in the address bar (`/clients?search=…&status=suspended&sort=since&page=2`). */
const KEYS = CLIENTS_QUERY_KEYS;
const FILTER_KEYS = ['search', 'companyId', 'status'] as const;

/** The list's query before its schema is in: the first page by name. */
const DEFAULT_CLIENTS_QUERY: ClientsQuery = { ...CLIENTS_QUERY_DEFAULTS };

/** The client accounts list's state in the address bar. */
export const useClientsListInAddress = () => useListInAddress(loadClientsQuerySchema, KEYS, DEFAULT_CLIENTS_QUERY);

/** Whether the list is narrowed (then no rows means "none match", not "none yet"). */
export const isNarrowed = (query: ClientsQuery): boolean => isNarrowedBy(query, FILTER_KEYS);
