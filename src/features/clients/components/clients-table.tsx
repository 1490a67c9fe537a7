import { Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { FilterSelect } from '@/components/form/filter-select';
import { formatDate } from '@/shared/format/date';
import type { ClientAccount } from '@/shared/schemas/clients';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, type ClientStatus } from '@/shared/schemas/clients-values';
import { useClients, useLinkableCompanies } from '../api/get-clients';
import { ClientStatusBadge } from './client-status-badge';

const columns: DataTableColumn<ClientAccount>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'email', header: 'E-mail', value: (row) => row.email },
  { key: 'company', header: 'Company', value: (row) => row.company_name ?? 'No company' },
  {
    key: 'status',
    header: 'Status',
    value: (row) => CLIENT_STATUS_LABELS[row.status],
    render: (row) => <ClientStatusBadge status={row.status} />,
  },
  {
    key: 'since',
    header: 'Since',
    value: (row) => new Date(row.created_at),
    render: (row) => formatDate(row.created_at),
    csv: (row) => row.created_at,
    searchable: false,
  },
];

/** Client accounts (Admin): search in the table, company and status filters on the server. */
export function ClientsTable({ accountHref }: { accountHref: (id: string) => string }) {
  const [companyId, setCompanyId] = useState('');
  const [status, setStatus] = useState('');
  const query = useClients({ companyId: companyId || undefined, status: (status || undefined) as ClientStatus | undefined });
  const companies = useLinkableCompanies();
  if (query.isError && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Stack gap="2">
      <DataTable
        label="Client accounts"
        columns={columns}
        rows={query.data?.data ?? []}
        getRowKey={(row) => row.id}
        defaultSort={{ columnKey: 'name', direction: 'ascending' }}
        searchLabel="Search clients"
        searchPlaceholder="Name, e-mail, company…"
        rowHref={(row) => accountHref(row.id)}
        rowLabel={(row) => `Open ${row.name}`}
        loading={query.isPending}
        csvFileName="client-accounts"
        toolbar={
          <Flex gap="3" wrap="wrap" align="flex-end">
            <FilterSelect
              label="Company"
              allLabel="All companies"
              value={companyId}
              onChange={setCompanyId}
              options={(companies.data?.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              value={status}
              onChange={setStatus}
              options={CLIENT_STATUSES.map((value) => ({ value, label: CLIENT_STATUS_LABELS[value] }))}
            />
          </Flex>
        }
      />
    </Stack>
  );
}
