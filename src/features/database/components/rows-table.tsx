import { Table } from '@chakra-ui/react';
import { TableFrame } from '@/components/data-table/table-frame';
import type { DatabaseCell, DatabaseColumn } from '@/shared/schemas/database';

const cellText = (value: DatabaseCell | undefined) => (value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));

/** One page of rows, every column as the server named it; a wide table scrolls in its frame, its first column pinned. */
export function RowsTable({ label, columns, rows }: { label: string; columns: readonly DatabaseColumn[]; rows: readonly Record<string, DatabaseCell>[] }) {
  return (
    <TableFrame label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column, index) => (
              <Table.ColumnHeader key={column.key} scope="col" whiteSpace="nowrap" data-pin={index === 0 ? 'start' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="8" color="fg.muted">
                No rows match.
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, index) => (
              <Table.Row key={index}>
                {columns.map((column, columnIndex) => (
                  <Table.Cell key={column.key} maxW="20rem" truncate title={cellText(row[column.key])} data-pin={columnIndex === 0 ? 'start' : undefined}>
                    {cellText(row[column.key])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
