import { useSearchParams } from 'react-router-dom';
import type { SortState } from './data-table-model';
import { listQueryFromSearchParams, searchParamsFromListQuery, type ListQuerySchema } from '@/lib/list-query-params';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';

/** A server-paged list's state, kept in the address bar, and how a control changes it. */
export interface ListInAddress<Query> {
  query: Query;
  /** A new history entry; any change but paging goes back to page 1. */
  change: (changes: Partial<Query>) => void;
  /** False until the schema that reads the address is in: the list shows its layout, loading. */
  ready: boolean;
}

/**
 * The list's query from the address bar (its `keys`, through the API's own schema, which
 * `loadSchema` brings after the page shows; `defaults` meanwhile), with `fixed` (what the screen
 * itself sets) on top, so back and forward, a reload and a shared link show the same list.
 * `loadSchema` must be stable (module level).
 */
export function useListInAddress<Query extends { page: number }>(
  loadSchema: () => Promise<ListQuerySchema<Query>>,
  keys: readonly (keyof Query & string)[],
  defaults: Query,
  fixed?: Partial<Query>,
): ListInAddress<Query> {
  const schema = useLoadedAfterRender(loadSchema);
  const [searchParams, setSearchParams] = useSearchParams();
  const query: Query = { ...(schema ? listQueryFromSearchParams(searchParams, schema, keys) : defaults), ...fixed };
  const change = (changes: Partial<Query>) => {
    if (!schema) return;
    const next: Query = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    // What the screen fixes is not the visitor's choice: it stays out of the address.
    setSearchParams(searchParamsFromListQuery(next, schema, fixed ? keys.filter((key) => !(key in fixed)) : keys));
  };
  return { query, change, ready: schema !== undefined };
}

/** The part of a server-paged list's query the table drives: its order and its page. */
export interface ServerListQuery {
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The DataTable props of a list the server sorts and pages: the headers sort by the query's
 * `sort` (each sortable column's key is the server's sort key), the pager moves its page, and
 * the rows are shown as they came. Spread them into <DataTable>.
 */
export function serverListTableProps<Query extends ServerListQuery>(
  { query, change }: Pick<ListInAddress<Query>, 'query' | 'change'>,
  answer: { total: number; totalCapped?: boolean } | undefined,
  pageSizeOptions: readonly number[],
) {
  return {
    sort: { columnKey: query.sort, direction: query.order === 'asc' ? 'ascending' : 'descending' },
    onSortChange: (sort: SortState) => change({ sort: sort.columnKey, order: sort.direction === 'ascending' ? 'asc' : 'desc' } as Partial<Query>),
    manualSort: true,
    searchable: false,
    pageSizeOptions,
    serverPaging: {
      page: query.page,
      pageSize: query.pageSize,
      total: answer?.total ?? 0,
      totalCapped: answer?.totalCapped,
      onPageChange: (page: number) => change({ page } as Partial<Query>),
      onPageSizeChange: (pageSize: number) => change({ pageSize } as Partial<Query>),
    },
  } as const;
}
