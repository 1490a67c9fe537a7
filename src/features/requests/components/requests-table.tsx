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
  rowHref?: (row: RequestSummary) => string;
  toolbar?: ReactNode;
  emptyState?: ReactNode;
}

const submitted = (row: RequestSummary) => new Date(row.created_at);

/**
 * A request list's columns: number, type, project and site, status, submitted; the Admin's queue
 * adds company, contract and inspector. Each key is also the server's sort key (REQUEST_SORT_KEYS).
 */
export function requestColumns({ hideType, staffColumns }: { hideType?: boolean; staffColumns?: boolean }): DataTableColumn<RequestSummary>[] {
  return [
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
}

/** A row's key and label; module-level, so the table's memoised rows keep them across renders. */
export const requestRowKey = (row: RequestSummary) => row.id;
export const requestRowLabel = (row: RequestSummary) => `Open request ${row.request_no}`;

/** Requests in a table the browser sorts and searches (a client's own list, kept offline). */
export function RequestsTable({ label, rows, loading, hideType, rowHref, toolbar, emptyState }: RequestsTableProps) {
  const columns = requestColumns({ hideType });
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowKey={requestRowKey}
      defaultSort={{ columnKey: 'submitted', direction: 'descending' }}
      searchLabel="Search requests"
      searchPlaceholder="Number, project, address…"
      rowHref={rowHref}
      rowLabel={requestRowLabel}
      loading={loading}
      toolbar={toolbar}
      emptyState={emptyState}
    />
  );
}
