import type { ReactNode } from 'react';
import { recordsToCsv, type CsvValue } from '@/shared/csv';
import { LOCALE } from '@/shared/format/locale';

/** A cell's raw value: what sorting, search and the CSV export read. */
export type CellValue = string | number | boolean | Date | null | undefined;

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnKey: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The cell's value for sorting, searching and CSV; also shown when there is no `render`. */
  value?: (row: Row) => CellValue;
  /** What the cell shows (e.g. a badge or a formatted amount); defaults to the value as text. */
  render?: (row: Row) => ReactNode;
  /** Sortable by its value; on by default when the column has a value. */
  sortable?: boolean;
  /** Searched by the table's search box; on by default when the column has a value. */
  searchable?: boolean;
  /** Override of the CSV cell, or false to leave the column out of the export. */
  csv?: false | ((row: Row) => CsvValue);
  /** Numbers read better aligned to the end. */
  align?: 'start' | 'end';
  /**
   * A row's actions column: shown last and kept in view at the end while a wide table scrolls
   * sideways (the first column is always kept in view at the start), at the foot of a phone's card.
   */
  pin?: 'end';
  /**
   * How much the column matters after the first (1 most): columns with a priority come right
   * after it, in that order (status, amount, due date…), and lead a phone's card.
   */
  priority?: number;
}

/** A column placed for display: its pin resolved (`null` when it scrolls with the rest). */
export interface PlacedColumn<Row> {
  column: DataTableColumn<Row>;
  pin: 'start' | 'end' | null;
}

/**
 * The columns in display order: the first column, then those with a priority (most first), then
 * the rest as declared, then those pinned to the end. The first column is pinned to the start.
 */
export function placeColumns<Row>(columns: readonly DataTableColumn<Row>[]): PlacedColumn<Row>[] {
  const [first, ...rest] = columns;
  if (!first) return [];
  const end = rest.filter((column) => column.pin === 'end');
  const middle = rest.filter((column) => column.pin !== 'end');
  const ranked = middle
    .map((column, index) => ({ column, index, rank: column.priority ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ column }) => column);
  return [{ column: first, pin: 'start' }, ...ranked.map((column) => ({ column, pin: null })), ...end.map((column) => ({ column, pin: 'end' as const }))];
}

export const isSortable = <Row>(column: DataTableColumn<Row>) => column.value !== undefined && column.sortable !== false;
const isSearchable = <Row>(column: DataTableColumn<Row>) => column.value !== undefined && column.searchable !== false;

/** The text a value shows and is searched by. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

// Made on the first comparison: making a collator loads ICU's collation data (16 ms of a load on the
// build machine, four times that on a phone: docs/performance.md); a server-sorted list never compares.
let collator: Intl.Collator | undefined;
const textCollator = () => (collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

function isBlank(value: CellValue): boolean {
  return value === null || value === undefined || value === '' || (value instanceof Date && Number.isNaN(value.getTime()));
}

/**
 * Compare two cell values in ascending order: numbers and dates by magnitude, text naturally
 * ("BC-9" before "BC-10"), case-insensitive. Empty values sort last in either direction (the
 * caller flips only non-empty comparisons).
 */
export function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textCollator().compare(cellText(a), cellText(b));
}

/** Rows sorted by one column (stable; empties last). Unknown or unsortable column: unchanged. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: SortState | null): Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.columnKey) : undefined;
  if (!sort || !column || !isSortable(column)) return [...rows];
  const read = column.value!;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const aBlank = isBlank(a.value);
      const bBlank = isBlank(b.value);
      if (aBlank || bBlank) return aBlank === bBlank ? a.index - b.index : aBlank ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * Rows matching a search: every word of the query must appear (case-insensitive) in some
 * searchable column of the row. An empty query matches everything.
 */
export function filterRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], query: string): Row[] {
  const terms = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...rows];
  const searchable = columns.filter(isSearchable);
  return rows.filter((row) => {
    const haystack = searchable.map((column) => cellText(column.value!(row)).toLocaleLowerCase()).join('\u0000');
    return terms.every((term) => haystack.includes(term));
  });
}

/** What a pager shows: the page of how many, and rows `from`–`to` of `total`. */
export interface PageNumbers {
  /** 1-based, clamped to the available pages. */
  page: number;
  pageCount: number;
  /** 1-based index of the first row shown (0 when there are none) and of the last. */
  from: number;
  to: number;
  total: number;
  /** The total is where counting stopped: there are more rows (shown as "1,000+"). */
  totalCapped?: boolean;
}

export interface PageSlice<Row> extends PageNumbers {
  rows: Row[];
}

/** One page of rows; the page number is clamped, so a shrinking list never shows an empty page. */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): PageSlice<Row> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: current, pageCount, from: slice.length ? start + 1 : 0, to: start + slice.length, total: rows.length };
}

/** The pager's numbers for a page the server sent: `rowCount` rows of page `page` of a list of `total`. */
export function serverPageNumbers(page: number, pageSize: number, rowCount: number, total: number, totalCapped = false): PageNumbers {
  const start = (page - 1) * pageSize;
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from: rowCount > 0 ? start + 1 : 0,
    to: rowCount > 0 ? start + rowCount : 0,
    total,
    totalCapped,
  };
}

/** A row count with thousands separators: "1,000". */
export const formatRowCount = (value: number) => value.toLocaleString(LOCALE);

/** Clicking a header: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortState | null, columnKey: string): SortState {
  if (current?.columnKey === columnKey) {
    return { columnKey, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnKey, direction: 'ascending' };
}

/** The CSV of the given rows, with the exportable columns (those with a value or a csv reader). */
export function rowsToCsv<Row>(columns: readonly DataTableColumn<Row>[], rows: readonly Row[]): string {
  const exportable = columns.filter((column) => column.csv !== false && (column.csv || column.value));
  return recordsToCsv(
    exportable.map((column) => ({
      header: column.header,
      value: (row: Row) => (column.csv ? column.csv(row) : (column.value!(row) as CsvValue)),
    })),
    rows,
  );
}
