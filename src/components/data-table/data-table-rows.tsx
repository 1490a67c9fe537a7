import { Link } from '@chakra-ui/react';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cellText, type DataTableColumn } from './data-table-model';

export interface DataTableRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row, index: number) => string;
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** The one row's text when there are none. */
  emptyText: string;
}

/**
 * A page of the table's body rows. Memoised: an update that leaves the rows, their columns and
 * the row functions as they were (a filter's options arriving, the busy flag, a search typed
 * before the server answers) re-renders the table without them, and they are most of its work
 * (issue 12). Pass row functions that keep their identity (module-level or memoised) to benefit.
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

  const rowKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const renderCell = (column: DataTableColumn<Row>, row: Row, first: boolean) => {
    const content = column.render ? column.render(row) : cellText(column.value?.(row));
    if (first && rowHref) {
      return (
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={rowHref(row)} onClick={(event) => event.stopPropagation()}>
            {content}
          </RouterLink>
        </Link>
      );
    }
    return content;
  };

  return rows.map((row, index) => (
    <tr
      key={getRowKey(row, index)}
      {...(onRowClick ? { tabIndex: 0, 'aria-label': rowLabel?.(row), onClick: () => onRowClick(row), onKeyDown: rowKeyDown(row) } : {})}
    >
      {columns.map((column, columnIndex) => (
        <td key={column.key} data-align={column.align === 'end' ? 'end' : undefined}>
          {renderCell(column, row, columnIndex === 0)}
        </td>
      ))}
    </tr>
  ));
}

export const DataTableRows = memo(DataTableRowsOf) as <Row>(props: DataTableRowsProps<Row>) => ReactNode;
