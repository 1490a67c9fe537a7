import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatCurrency, centsToDollars } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import type { RequestSummary } from '@/shared/schemas/requests';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS } from '@/shared/schemas/requests-values';
import { RequestStatusBadge } from './request-status-badge';

export interface RequestsTableProps {
  /** The table's accessible name. */
  label: string;
  rows: readonly RequestSummary[];
  loading?: boolean;
  /** Leave out the type column (a list of one kind). */
  hideType?: boolean;
  /** Add the company and assignee columns (the Admin's queue). */
  staffColumns?: boolean;
  rowHref?: (row: RequestSummary) => string;
  onRowClick?: (row: RequestSummary) => void;
  toolbar?: ReactNode;
  emptyState?: ReactNode;
  csvFileName?: string;
}

const submitted = (row: RequestSummary) => new Date(row.created_at);

/** Requests in a sortable, searchable table: number, type, project and site, status, submitted. */
export function RequestsTable({ label, rows, loading, hideType, staffColumns, rowHref, onRowClick, toolbar, emptyState, csvFileName }: RequestsTableProps) {
  const columns: DataTableColumn<RequestSummary>[] = [
    { key: 'request_no', header: 'Request no.', value: (row) => row.request_no },
    ...(hideType ? [] : [{ key: 'type', header: 'Type', value: (row: RequestSummary) => REQUEST_TYPE_LABELS[row.type] }]),
    { key: 'project', header: 'Project', value: (row) => row.project_name },
    { key: 'site', header: 'Site', value: (row) => `${row.site_address}, ${row.city}` },
    ...(staffColumns
      ? [
          { key: 'company', header: 'Company', value: (row: RequestSummary) => row.company_name ?? row.requester_name },
          {
            key: 'contract',
            header: 'Contract',
            align: 'end' as const,
            value: (row: RequestSummary) => row.contract_amount_cents,
            render: (row: RequestSummary) => formatCurrency(centsToDollars(row.contract_amount_cents)),
          },
          { key: 'assigned', header: 'Inspector', value: (row: RequestSummary) => row.assigned_to_name ?? '' },
        ]
      : []),
    {
      key: 'status',
      header: 'Status',
      value: (row) => REQUEST_STATUS_LABELS[row.status],
      render: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      value: submitted,
      render: (row) => formatDate(row.created_at),
      csv: (row) => row.created_at,
      searchable: false,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      defaultSort={{ columnKey: 'submitted', direction: 'descending' }}
      searchLabel="Search requests"
      searchPlaceholder="Number, project, address…"
      rowHref={rowHref}
      onRowClick={onRowClick}
      rowLabel={(row) => `Open request ${row.request_no}`}
      loading={loading}
      toolbar={toolbar}
      emptyState={emptyState}
      csvFileName={csvFileName}
    />
  );
}
