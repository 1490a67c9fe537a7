import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { awaitingFirstAnswer } from '@/components/data-table/persisted-list';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { FilterSelect } from '@/components/form/filter-select';
import { formatDate } from '@/shared/format/date';
import type { Company } from '@/shared/schemas/companies';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, MEMBERSHIP_STATUS_LABELS } from '@/shared/schemas/companies-values';
import { useCompanies } from '../api/companies';

export const COMPANIES_TABLE_LABEL = 'Companies';

const COLUMNS: DataTableColumn<Company>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'type', header: 'Type', value: (row) => COMPANY_TYPE_LABELS[row.type] },
  { key: 'city', header: 'City', value: (row) => [row.city, row.region].filter(Boolean).join(', ') },
  { key: 'member', header: 'Member no.', value: (row) => row.member_no ?? '' },
  { key: 'membership', header: 'Membership', value: (row) => (row.membership_status ? MEMBERSHIP_STATUS_LABELS[row.membership_status] : '') },
  { key: 'valid_to', header: 'Valid to', value: (row) => row.membership_valid_to ?? '', render: (row) => (row.membership_valid_to ? formatDate(row.membership_valid_to) : '') },
  { key: 'projects', header: 'Projects', value: (row) => row.project_count, align: 'end' },
];

/** The companies table: search, sort and CSV in the browser; a type filter; archived companies on a switch. */
export function CompaniesList() {
  const [archived, setArchived] = useState(false);
  const [type, setType] = useState('');
  const companies = useCompanies(archived);
  const rows = (companies.data?.data ?? []).filter((company) => !type || company.type === type);
  if (companies.isError && !companies.data) {
    return <ErrorState message={companies.error.message} onRetry={() => void companies.refetch()} retrying={companies.isFetching} />;
  }
  return (
    <Stack gap="2">
      <DataTable
        label={COMPANIES_TABLE_LABEL}
        columns={COLUMNS}
        rows={rows}
        getRowKey={(row) => row.id}
        defaultSort={{ columnKey: 'name', direction: 'ascending' }}
        searchLabel="Search companies"
        searchPlaceholder="Name, city, member number…"
        rowHref={(row) => `/companies/${row.id}`}
        csvFileName="companies"
        defaultPageSize={25}
        loading={awaitingFirstAnswer(companies)}
        emptyState={<EmptyState title={archived ? 'No archived companies' : 'No companies yet'} />}
        toolbar={
          <>
            <FilterSelect label="Type" allLabel="All types" value={type} onChange={setType} options={COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }))} />
            <FilterSelect label="Show" allLabel="Current companies" value={archived ? 'archived' : ''} onChange={(value) => setArchived(value === 'archived')} options={[{ value: 'archived', label: 'Archived companies' }]} />
          </>
        }
      />
    </Stack>
  );
}
