import { Flex, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { serverListTableProps, type ListInAddress } from '@/components/data-table/use-list-in-address';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { formatCurrency, centsToDollars } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import type { RequestListQuery, RequestsListResponse, RequestSummary } from '@/shared/schemas/requests';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, REQUESTS_PAGE_SIZES, type RequestStatusChoice, type RequestType } from '@/shared/schemas/requests-values';
import { fetchWholeList } from '@/lib/api/requests/get-requests';
import { DEFAULT_REQUEST_LIST_QUERY, isNarrowed } from '../request-list-params';
import { StatusFilterSelect, TypeFilterSelect } from './request-filters';
import { RequestStatusBadge } from './request-status-badge';
import { useDeferredData } from '@/lib/api/use-deferred-data';

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
      priority: 1,
      value: (row) => REQUEST_STATUS_LABELS[row.status],
      render: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      priority: 2,
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

export interface RequestsTableProps {
  /** The table's accessible name. */
  label: string;
  /** The list's state in the address bar. */
  list: ListInAddress<RequestListQuery>;
  /** The page the server answered for `list.query`. */
  answer: UseQueryResult<RequestsListResponse>;
  /** The list's own kind (no type column or filter). */
  fixedType?: RequestType;
  /** Add the company, contract and inspector columns (the Admin's queue). */
  staffColumns?: boolean;
  /** Columns left out of the table (not of the CSV) while space is short, by key. */
  hiddenColumns?: readonly string[];
  rowHref?: (row: RequestSummary) => string;
  onRowClick?: (row: RequestSummary) => void;
  /** The list's status when the address says none (the queue's "open"): not counted as a filter. */
  defaultStatus?: RequestStatusChoice;
  /** When the list holds no request at all (not narrowed by a search or filter). */
  emptyState: ReactNode;
  csvFileName: string;
}

/**
 * A request list the server filters (type, status), searches, sorts and pages, so every request
 * can be reached; its state lives in the address bar, and Export CSV takes every page.
 */
export function RequestsTable({
  label,
  list,
  answer,
  fixedType,
  staffColumns,
  hiddenColumns,
  rowHref,
  onRowClick,
  defaultStatus = DEFAULT_REQUEST_LIST_QUERY.status,
  emptyState,
  csvFileName,
}: RequestsTableProps) {
  const { query, change } = list;
  const columns = useMemo(() => requestColumns({ hideType: fixedType !== undefined, staffColumns }), [fixedType, staffColumns]);
  const shown = useMemo(() => (hiddenColumns ? columns.filter((column) => !hiddenColumns.includes(column.key)) : columns), [columns, hiddenColumns]);
  const data = useDeferredData(answer);
  if (answer.isError && !data) {
    return <ErrorState message={answer.error.message} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />;
  }
  return (
    <Stack gap="2">
      <OfflineFreshness updatedAt={answer.dataUpdatedAt} />
      <DataTable
        label={label}
        columns={shown}
        rows={data?.data ?? []}
        getRowKey={requestRowKey}
        {...serverListTableProps(list, data, REQUESTS_PAGE_SIZES)}
        rowHref={rowHref}
        onRowClick={onRowClick}
        rowLabel={requestRowLabel}
        loading={!data}
        rowsQuery={answer}
        busy={answer.isFetching}
        emptyState={data && !isNarrowed(query, fixedType !== undefined) ? emptyState : undefined}
        noRowsText="No request matches these filters."
        toolbar={
          <Flex gap="3" wrap="wrap" align="flex-end">
            <ServerSearchField label="Search requests" placeholder={staffColumns ? 'Number, project, address, company…' : 'Number, project, address…'} list={list} />
            <FoldedFilters
              activeCount={countActiveFilters([fixedType ? undefined : query.type, query.status], [undefined, defaultStatus])}
              onClear={() => change({ type: fixedType, status: defaultStatus })}
            >
              {!fixedType && <TypeFilterSelect value={query.type ?? 'all'} onChange={(type) => change({ type: type === 'all' ? undefined : type })} />}
              <StatusFilterSelect value={query.status} onChange={(status) => change({ status })} />
            </FoldedFilters>
          </Flex>
        }
        actions={<ExportAllButton columns={columns} fetchAll={() => fetchWholeList(query)} fileName={csvFileName} noun="requests" disabled={!data || data.total === 0} />}
      />
    </Stack>
  );
}
