import { Table } from '@chakra-ui/react';
import { TableFrame } from '@/components/data-table/table-frame';
import type { AnalyticsReportResponse, AnalyticsRow } from '@/shared/schemas/analytics';
import { formatAnalyticsCell } from '@/shared/format/analytics-cell';

/** The report's numbers as a table: the same rows the chart draws, with the totals as its footer; its row names stay in view while it scrolls. */
export function ReportTable({ report }: { report: AnalyticsReportResponse }) {
  const cells = (row: AnalyticsRow) =>
    report.columns.map((column, index) =>
      index === 0 ? (
        <Table.ColumnHeader key={column.key} scope="row" fontWeight="medium" data-pin="start">
          {formatAnalyticsCell(row[column.key], column.kind)}
        </Table.ColumnHeader>
      ) : (
        <Table.Cell key={column.key} textAlign="end" fontVariantNumeric="tabular-nums">
          {formatAnalyticsCell(row[column.key], column.kind)}
        </Table.Cell>
      ),
    );
  return (
    <TableFrame label={report.title}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" pb="2">
          {report.title}, {report.filters.from} to {report.filters.to}
          {report.filters.region ? `, ${report.filters.region}` : ''}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {report.columns.map((column, index) => (
              <Table.ColumnHeader key={column.key} scope="col" whiteSpace="nowrap" textAlign={index === 0 ? 'start' : 'end'} data-pin={index === 0 ? 'start' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((row, index) => (
            <Table.Row key={index}>{cells(row)}</Table.Row>
          ))}
        </Table.Body>
        {report.totals && (
          <Table.Footer>
            <Table.Row fontWeight="semibold">{cells(report.totals)}</Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </TableFrame>
  );
}
