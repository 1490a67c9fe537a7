import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from './data-table-model';
import { warmUpOnFirstInput } from '@/lib/first-page-shown';
import { listQueryFromSearchParams, searchParamsFromListQuery, type ListQuerySchema } from '@/lib/list-query-params';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';

/** A server-paged list's state, kept in the address bar, and how a control changes it. */
export interface ListInAddress<Query> {
  query: Query;
  /** A new history entry; any change but paging goes back to page 1. */
  change: (changes: Partial<Query>) => void;
  /** False while the address names a list whose schema is not in yet: the list shows its layout, loading. */
  ready: boolean;
}

/**
 * The list's query from the address bar (its `keys`, through the API's own schema), with `fixed`
 * (what the screen itself sets) on top, so back and forward, a reload and a shared link show the
 * same list. An address without any of the keys is the default list, `defaults` (which the schema
 * gives for an empty address): it is ready at once, and the schema (zod and the API's schema
 * module) loads only for an address that names a list, on the person's first pointer or key, or
 * for a change, which then waits for it (docs/performance.md). `loadSchema` must be stable
 * (module level).
 */
export function useListInAddress<Query extends { page: number }>(
  loadSchema: () => Promise<ListQuerySchema<Query>>,
  keys: readonly (keyof Query & string)[],
  defaults: Query,
  fixed?: Partial<Query>,
): ListInAddress<Query> {
  const [searchParams, setSearchParams] = useSearchParams();
  // Changes asked for before the schema was in: they go to the address once it is.
  const pending = useRef<Partial<Query>>(undefined);
  const [changeAsked, setChangeAsked] = useState(false);
  const namesList = keys.some((key) => (searchParams.get(key) ?? '') !== '');
  const schema = useLoadedAfterRender(loadSchema, namesList || changeAsked);
  const query: Query = { ...(namesList && schema ? listQueryFromSearchParams(searchParams, schema, keys) : defaults), ...fixed };

  useEffect(() => warmUpOnFirstInput(loadSchema, loadSchema), [loadSchema]);

  const apply = (loaded: ListQuerySchema<Query>, changes: Partial<Query>) => {
    const next: Query = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    // What the screen fixes is not the visitor's choice: it stays out of the address.
    setSearchParams(searchParamsFromListQuery(next, loaded, fixed ? keys.filter((key) => !(key in fixed)) : keys));
  };
  const applyPending = useEffectEvent(apply);
  useEffect(() => {
    const changes = pending.current;
    if (!schema || !changes) return;
    pending.current = undefined;
    applyPending(schema, changes);
  }, [schema]);

  const change = (changes: Partial<Query>) => {
    if (schema) {
      apply(schema, changes);
      return;
    }
    pending.current = { ...pending.current, ...changes };
    setChangeAsked(true);
  };
  return { query, change, ready: !namesList || schema !== undefined };
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
