import { Box, Button, Field, Flex, Input, Table } from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { TableSkeleton } from '../feedback/skeletons';
import type { QueryLoadState } from '@/lib/query/offline-unavailable';
import { usePhone } from '@/lib/use-media-query';
import {
  filterRows,
  isSortable,
  nextSort,
  paginate,
  placeColumns,
  rowsToCsv,
  serverPageNumbers,
  sortRows,
  type DataTableColumn,
  type SortState,
} from './data-table-model';
import { DataTableCards } from './data-table-cards';
import { DataTableRows } from './data-table-rows';
import { csvFilename, downloadTextFile } from './download';
import { SortableHeader } from './sortable-header';
import { SortSelect } from './sort-select';
import { TableFrame } from './table-frame';
import { TablePager } from './table-pager';
import { WINDOW_ROWS_FROM } from './use-window-rows';

export type { DataTableColumn, SortState } from './data-table-model';

export const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/**
 * The body's rows and cells are plain elements styled once here (the table recipe's small "line"
 * cells), not a styled component each: a page of 50 rows would otherwise compute and insert its
 * styles cell by cell, the largest part of rendering a list (docs/performance.md).
 */
const BODY_CELLS = {
  '& > tr': { bg: 'bg' },
  '& > tr[data-clickable]': { cursor: 'pointer' },
  // The space of the rows not rendered (./use-window-rows.ts): no padding, no line.
  '& > tr[data-spacer] > td': { p: '0', borderBottomWidth: '0' },
  '& > tr > td': { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px' },
  '& > tr > td[data-align=end]': { textAlign: 'end' },
  '& > tr > td[data-empty]': { textAlign: 'center', py: '8', color: 'fg.muted' },
} as const;

/** A page the server chose (and sorted and filtered): its place in the list and how to move. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  /** `total` is where the server stopped counting: there are more rows. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Projects". */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;

  /** Controlled sort (with onSortChange); otherwise the table keeps its own, from defaultSort. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  defaultSort?: SortState | null;
  /** The rows arrive sorted (e.g. by the server): headers still toggle `sort`, rows are not re-sorted. */
  manualSort?: boolean;

  /** Show the search box (default true). */
  searchable?: boolean;
  searchLabel?: string;
  searchPlaceholder?: string;

  pageSizeOptions?: readonly number[];
  defaultPageSize?: number;

  /** Makes the first cell of each row a link to this address. */
  rowHref?: (row: Row) => string;
  /** Makes the whole row clickable, and its first cell a button that opens it (for the keyboard). */
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row and its button, e.g. "Open project BC-26-0142" (holding the first cell's text). */
  rowLabel?: (row: Row) => string;

  /** Shows "Export CSV", which downloads the rows that pass the search (all pages), sorted. */
  csvFileName?: string;

  /** The server pages the rows: `rows` is the page it sent (use with manualSort, searchable false). */
  serverPaging?: ServerPaging;

  loading?: boolean;
  /** The rows' query: offline with nothing stored, the table says "Not available offline" instead of loading (offline-unavailable.ts). */
  rowsQuery?: QueryLoadState;
  /** Marks the table busy, e.g. while the next page loads. */
  busy?: boolean;
  /** Shown when there are no rows at all. */
  emptyState?: ReactNode;
  /** The body's text when rows exist but none pass the search or filters. */
  noRowsText?: string;
  /** Next to the search box, e.g. filters. */
  toolbar?: ReactNode;
  /** At the right of the toolbar, e.g. an export the server makes. */
  actions?: ReactNode;
  /**
   * On a phone: the rows as cards (default), or the table scrolling inside its frame with its
   * first and actions columns pinned, for tables read across (a database table, a report).
   */
  phoneLayout?: 'cards' | 'table';
}

/**
 * The list screen's table: sortable headers (aria-sort, header buttons), a labelled search box,
 * pagination with a page size and "Page X of Y", row links, and CSV export of the filtered rows.
 * Sorting, search and paging run in the browser; pass `sort`/`onSortChange` and `manualSort` when
 * the server sorts, and `serverPaging` when it pages (the projects table).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  sort: controlledSort,
  onSortChange,
  defaultSort = null,
  manualSort = false,
  searchable = true,
  searchLabel = 'Search',
  searchPlaceholder,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize,
  rowHref,
  onRowClick,
  rowLabel,
  csvFileName,
  serverPaging,
  loading = false,
  rowsQuery,
  busy = false,
  emptyState,
  noRowsText,
  toolbar,
  actions,
  phoneLayout = 'cards',
}: DataTableProps<Row>) {
  const ids = useId();
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize ?? pageSizeOptions[0] ?? 10);

  const cards = usePhone() && phoneLayout === 'cards';
  const placed = useMemo(() => placeColumns(columns), [columns]);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const changeSort = (columnKey: string) => {
    const next = nextSort(sort, columnKey);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  const changeSortTo = (next: SortState) => {
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const filtered = useMemo(() => filterRows(rows, columns, query), [rows, columns, query]);
  const sorted = useMemo(() => (manualSort ? filtered : sortRows(filtered, columns, sort)), [filtered, columns, sort, manualSort]);
  // Memoised: the page's rows keep their identity across updates that leave them as they were.
  const clientPage = useMemo(() => paginate(sorted, page, pageSize), [sorted, page, pageSize]);
  const slice = serverPaging
    ? { rows: sorted, ...serverPageNumbers(serverPaging.page, serverPaging.pageSize, sorted.length, serverPaging.total, serverPaging.totalCapped) }
    : clientPage;

  const emptyText = query ? `No rows match “${query.trim()}”.` : (noRowsText ?? 'No rows to show.');
  const exportCsv = () => downloadTextFile(csvFilename(csvFileName ?? label), rowsToCsv(columns, sorted));

  return (
    <Box>
      <Flex gap="3" mb="3" align="flex-end" wrap="wrap" justify="space-between">
        <Flex gap="3" align="flex-end" wrap="wrap" flex="1">
          {searchable && (
            <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
              <Field.Label htmlFor={`${ids}-search`}>{searchLabel}</Field.Label>
              <Input
                id={`${ids}-search`}
                type="search"
                size="sm"
                value={query}
                placeholder={searchPlaceholder}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(1);
                }}
              />
            </Field.Root>
          )}
          {toolbar}
          {cards && <SortSelect columns={placed} sort={sort} onSort={changeSortTo} />}
        </Flex>
        {actions}
        {csvFileName !== undefined && (
          <Button size="sm" variant="outline" onClick={exportCsv} disabled={loading || sorted.length === 0}>
            <LuDownload aria-hidden="true" />
            Export CSV
          </Button>
        )}
      </Flex>

      {loading ? (
        <TableSkeleton columns={Math.min(columns.length, 6)} label={`Loading ${label}`} query={rowsQuery} />
      ) : rows.length === 0 && emptyState ? (
        emptyState
      ) : (
        <Box aria-busy={busy}>
          {cards ? (
            <DataTableCards
              label={label}
              columns={placed}
              rows={slice.rows}
              getRowKey={getRowKey}
              rowHref={rowHref}
              onRowClick={onRowClick}
              rowLabel={rowLabel}
              emptyText={emptyText}
            />
          ) : (
            <TableFrame label={label}>
              <Table.Root
                size="sm"
                aria-label={label}
                interactive={Boolean(onRowClick)}
                // Only a window of a long page is rendered: the whole table's row count, its header row included.
                aria-rowcount={slice.rows.length > WINDOW_ROWS_FROM ? slice.rows.length + 1 : undefined}
              >
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    {placed.map(({ column, pin }) => (
                      <SortableHeader
                        key={column.key}
                        header={column.header}
                        direction={sort?.columnKey === column.key ? sort.direction : null}
                        onSort={isSortable(column) ? () => changeSort(column.key) : undefined}
                        align={column.align}
                        pin={pin}
                      />
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body css={BODY_CELLS}>
                  <DataTableRows
                    rows={slice.rows}
                    columns={placed}
                    getRowKey={getRowKey}
                    rowHref={rowHref}
                    onRowClick={onRowClick}
                    rowLabel={rowLabel}
                    emptyText={emptyText}
                  />
                </Table.Body>
              </Table.Root>
            </TableFrame>
          )}

          <TablePager
            label={label}
            {...slice}
            pageSize={serverPaging?.pageSize ?? pageSize}
            pageSizeOptions={pageSizeOptions}
            onPageChange={serverPaging?.onPageChange ?? setPage}
            onPageSizeChange={
              serverPaging?.onPageSizeChange ??
              ((size) => {
                setPageSize(size);
                setPage(1);
              })
            }
          />
        </Box>
      )}
    </Box>
  );
}
