import { Button, Link } from '@chakra-ui/react';
import { memo, type ReactNode, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cellText, type DataTableColumn, type PlacedColumn } from './data-table-model';
import { useWindowRows } from './use-window-rows';

export interface DataTableRowsProps<Row> {
  rows: readonly Row[];
  /** The columns in display order, with their pins (placeColumns). */
  columns: readonly PlacedColumn<Row>[];
  getRowKey: (row: Row, index: number) => string;
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** The one row's text when there are none. */
  emptyText: string;
}

/** What a cell shows: its render, else its value as text. */
export const cellContent = <Row,>(column: DataTableColumn<Row>, row: Row): ReactNode => (column.render ? column.render(row) : cellText(column.value?.(row)));

/**
 * The first cell's content as the row's link, when rows have an address. The link is the row's
 * primary action (`data-primary-action`: what a user most often presses on the row).
 */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="blue" fontWeight="medium">
      <RouterLink to={href} onClick={(event) => event.stopPropagation()} data-primary-action="">
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * The first cell's content as the button that opens a clickable row (the row's primary action):
 * the keyboard's way to a row a pointer opens anywhere. Its name (`rowLabel`, e.g. "Open request
 * R-26-0001") holds the visible text.
 */
export function RowButton({ label, onOpen, children }: { label?: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Button
      variant="plain"
      colorPalette="blue"
      color="colorPalette.fg"
      p="0"
      h="auto"
      minW="0"
      fontWeight="medium"
      textAlign="start"
      whiteSpace="normal"
      aria-label={label}
      data-primary-action=""
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * A page of the table's body rows. Memoised: an update that leaves the rows, their columns and
 * the row functions as they were (a filter's options arriving, the busy flag, a search typed
 * before the server answers) re-renders the table without them, and they are most of its work
 * (docs/performance.md). Pass row functions that keep their identity (module-level or memoised).
 */
function DataTableRowsOf<Row>({ rows, columns, getRowKey, rowHref, onRowClick, rowLabel, emptyText }: DataTableRowsProps<Row>) {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={columns.length} data-empty="">
          {emptyText}
        </td>
      </tr>
    );
  }

  return <WindowedRows rows={rows} columns={columns} getRowKey={getRowKey} rowHref={rowHref} onRowClick={onRowClick} rowLabel={rowLabel} />;
}

/** Estimated height of a desk row before it is measured (one line of small text and its padding). */
const ROW_HEIGHT = 41;

/** The rows near the screen of a long page, and the space of the others (./use-window-rows.ts). */
function WindowedRows<Row>({ rows, columns, getRowKey, rowHref, onRowClick, rowLabel }: Omit<DataTableRowsProps<Row>, 'emptyText'>) {
  const { listRef, indexes, measureRow, before, after, windowed } = useWindowRows<HTMLTableRowElement>(rows.length, ROW_HEIGHT);
  const spacer = (height: number, ref?: Ref<HTMLTableRowElement>) => (
    <tr ref={ref} aria-hidden="true" data-spacer="" style={{ height }}>
      <td colSpan={columns.length} />
    </tr>
  );
  return (
    <>
      {windowed && spacer(before, listRef)}
      {indexes.map((index) => {
        const row = rows[index] as Row;
        return (
          <tr
            key={getRowKey(row, index)}
            ref={measureRow}
            data-index={index}
            // With only a window rendered, each row tells its place in the whole table (its header row is 1).
            aria-rowindex={windowed ? index + 2 : undefined}
            // A pointer opens a clickable row anywhere; the keyboard through its first cell's button.
            {...(onRowClick ? { 'aria-label': rowLabel?.(row), onClick: () => onRowClick(row), 'data-clickable': '' } : {})}
          >
            {columns.map(({ column, pin }, columnIndex) => (
              <td key={column.key} data-align={column.align === 'end' ? 'end' : undefined} data-pin={pin ?? undefined}>
                {columnIndex === 0 ? <FirstCell row={row} content={cellContent(column, row)} rowHref={rowHref} onRowClick={onRowClick} rowLabel={rowLabel} /> : cellContent(column, row)}
              </td>
            ))}
          </tr>
        );
      })}
      {windowed && spacer(after)}
    </>
  );
}

/** The first cell's content: the row's link or button when it has one (its primary action), else as it is. */
export function FirstCell<Row>({ row, content, rowHref, onRowClick, rowLabel }: { row: Row; content: ReactNode } & Pick<DataTableRowsProps<Row>, 'rowHref' | 'onRowClick' | 'rowLabel'>) {
  if (rowHref) return <RowLink href={rowHref(row)}>{content}</RowLink>;
  if (onRowClick) {
    return (
      <RowButton label={rowLabel?.(row)} onOpen={() => onRowClick(row)}>
        {content}
      </RowButton>
    );
  }
  return content;
}

export const DataTableRows = memo(DataTableRowsOf) as <Row>(props: DataTableRowsProps<Row>) => ReactNode;
