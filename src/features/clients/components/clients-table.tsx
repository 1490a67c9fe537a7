import { Flex, Stack } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { serverListTableProps } from '@/components/data-table/use-list-in-address';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { formatDate } from '@/shared/format/date';
import type { ClientAccount } from '@/shared/schemas/clients';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, CLIENTS_PAGE_SIZES, type ClientSortKey, type ClientStatus } from '@/shared/schemas/clients-values';
import { CompanyPicker } from '@/components/form/lazy-company-picker';
import { fetchAllClients, useClients } from '@/lib/api/clients/get-clients';
import { isNarrowed, useClientsListInAddress } from '../client-list-params';
import { ClientStatusBadge } from './client-status-badge';
import { useDeferredData } from '@/lib/api/use-deferred-data';

/** Each sortable column's key is the server's sort key. */
const COLUMNS = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'email', header: 'E-mail', value: (row) => row.email },
  { key: 'company', header: 'Company', value: (row) => row.company_name ?? 'No company' },
  {
    key: 'status',
    header: 'Status',
    priority: 1,
    value: (row) => CLIENT_STATUS_LABELS[row.status],
    render: (row) => <ClientStatusBadge status={row.status} />,
  },
  {
    key: 'since',
    header: 'Since',
    value: (row) => new Date(row.created_at),
    render: (row) => formatDate(row.created_at),
    csv: (row) => row.created_at,
  },
] satisfies readonly (DataTableColumn<ClientAccount> & { key: ClientSortKey })[];

/** A row's key and label; module-level, so the table's memoised rows keep them across renders. */
const clientKey = (row: ClientAccount) => row.id;
const clientLabel = (row: ClientAccount) => `Open ${row.name}`;

/**
 * Client accounts (Admin): the server searches (name, e-mail, company), filters by company and
 * status, sorts and pages them, so every account can be reached; the state lives in the address.
 */
export function ClientsTable({ accountHref }: { accountHref: (id: string) => string }) {
  const list = useClientsListInAddress();
  const { query, change, ready } = list;
  const clients = useClients(query, ready);
  const data = useDeferredData(clients);
  if (clients.isError && !data) {
    return <ErrorState message={clients.error.message} onRetry={() => void clients.refetch()} retrying={clients.isFetching} />;
  }
  return (
    <Stack gap="2">
      <DataTable
        label="Client accounts"
        columns={COLUMNS}
        rows={data?.data ?? []}
        getRowKey={clientKey}
        {...serverListTableProps({ query, change }, data, CLIENTS_PAGE_SIZES)}
        rowHref={(row) => accountHref(row.id)}
        rowLabel={clientLabel}
        loading={!data}
        busy={clients.isFetching}
        emptyState={isNarrowed(query) ? undefined : <EmptyState title="No client accounts yet" description="Client accounts show here once clients sign up or are invited." />}
        noRowsText="No client account matches these filters."
        toolbar={
          <Flex gap="3" wrap="wrap" align="flex-end">
            <ServerSearchField label="Search clients" placeholder="Name, e-mail, company…" list={list} />
            <FoldedFilters activeCount={countActiveFilters([query.companyId, query.status])} onClear={() => change({ companyId: undefined, status: undefined })}>
              <CompanyPicker
                label="Company"
                noneLabel="All companies"
                value={query.companyId ?? ''}
                onChange={(companyId) => change({ companyId: companyId || undefined })}
                size="sm"
                maxW={{ base: 'full', sm: '16rem' }}
              />
              <FilterSelect
                label="Status"
                allLabel="All statuses"
                value={query.status ?? ''}
                onChange={(status) => change({ status: (status || undefined) as ClientStatus | undefined })}
                options={CLIENT_STATUSES.map((value) => ({ value, label: CLIENT_STATUS_LABELS[value] }))}
              />
            </FoldedFilters>
          </Flex>
        }
        actions={<ExportAllButton columns={COLUMNS} fetchAll={() => fetchAllClients(query)} fileName="client-accounts" noun="accounts" disabled={!data || data.total === 0} />}
      />
    </Stack>
  );
}
