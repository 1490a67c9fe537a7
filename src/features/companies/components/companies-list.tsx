import { Flex, Stack } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { serverListTableProps } from '@/components/data-table/use-list-in-address';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { formatDate } from '@/shared/format/date';
import type { Company } from '@/shared/schemas/companies';
import { REGION_LABELS, REGIONS, type Region } from '@/shared/schemas/common-values';
import { COMPANIES_PAGE_SIZES, COMPANY_TYPE_LABELS, COMPANY_TYPES, MEMBERSHIP_STATUS_LABELS, type CompanyType } from '@/shared/schemas/companies-values';
import { fetchEveryCompany, useCompaniesPage } from '@/lib/api/companies/companies';
import { isCompanyListNarrowed, useCompanyListInAddress } from '../company-list-params';
import { useDeferredData } from '@/lib/api/use-deferred-data';

export const COMPANIES_TABLE_LABEL = 'Companies';

/** The table's columns; each key is also the server's sort key (COMPANY_SORT_KEYS). */
const COLUMNS: DataTableColumn<Company>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'type', header: 'Type', value: (row) => COMPANY_TYPE_LABELS[row.type] },
  { key: 'city', header: 'City', value: (row) => [row.city, row.region].filter(Boolean).join(', ') },
  { key: 'member', header: 'Member no.', value: (row) => row.member_no ?? '' },
  { key: 'membership', header: 'Membership', priority: 1, value: (row) => (row.membership_status ? MEMBERSHIP_STATUS_LABELS[row.membership_status] : '') },
  { key: 'valid_to', header: 'Valid to', priority: 2, value: (row) => row.membership_valid_to ?? '', render: (row) => (row.membership_valid_to ? formatDate(row.membership_valid_to) : '') },
  { key: 'projects', header: 'Projects', value: (row) => row.project_count, align: 'end' },
];

const TYPE_OPTIONS = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));
const REGION_OPTIONS = REGIONS.map((value) => ({ value, label: REGION_LABELS[value] }));
const companyRowKey = (row: Company) => row.id;
const companyHref = (row: Company) => `/companies/${row.id}`;

/**
 * The companies table, filtered (type, region, archived), searched, sorted and paged by the server, so
 * every company can be reached; its state lives in the address bar, and Export CSV takes every page.
 */
export function CompaniesList() {
  const list = useCompanyListInAddress();
  const { query, change } = list;
  const answer = useCompaniesPage(query, list.ready);
  const data = useDeferredData(answer);
  const archived = query.archived === 'true';
  if (answer.isError && !data) {
    return <ErrorState message={answer.error.message} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />;
  }
  return (
    <Stack gap="2">
      <OfflineFreshness updatedAt={answer.dataUpdatedAt} />
      <DataTable
        label={COMPANIES_TABLE_LABEL}
        columns={COLUMNS}
        rows={data?.data ?? []}
        getRowKey={companyRowKey}
        {...serverListTableProps(list, data, COMPANIES_PAGE_SIZES)}
        rowHref={companyHref}
        loading={!data}
        rowsQuery={answer}
        busy={answer.isFetching}
        emptyState={data && !isCompanyListNarrowed(query) ? <EmptyState title={archived ? 'No archived companies' : 'No companies yet'} /> : undefined}
        noRowsText="No company matches these filters."
        toolbar={
          <Flex gap="3" wrap="wrap" align="flex-end">
            <ServerSearchField label="Search companies" placeholder="Name, city, member number…" list={list} />
            <FoldedFilters
              activeCount={countActiveFilters([query.type, query.region, archived ? 'archived' : undefined])}
              onClear={() => change({ type: undefined, region: undefined, archived: undefined })}
            >
              <FilterSelect<CompanyType> label="Type" allLabel="All types" value={query.type ?? ''} onChange={(type) => change({ type: type || undefined })} options={TYPE_OPTIONS} />
              <FilterSelect<Region> label="Region" allLabel="All regions" value={query.region ?? ''} onChange={(region) => change({ region: region || undefined })} options={REGION_OPTIONS} />
              <FilterSelect
                label="Show"
                allLabel="Current companies"
                value={archived ? 'archived' : ''}
                onChange={(value) => change({ archived: value === 'archived' ? 'true' : undefined })}
                options={[{ value: 'archived', label: 'Archived companies' }]}
              />
            </FoldedFilters>
          </Flex>
        }
        actions={<ExportAllButton columns={COLUMNS} fetchAll={() => fetchEveryCompany(query)} fileName="companies" noun="companies" disabled={!data || data.total === 0} />}
      />
    </Stack>
  );
}
