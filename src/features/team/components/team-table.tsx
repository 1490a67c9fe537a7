import { Badge, Button, Flex } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { awaitingFirstAnswer, PersistedList } from '@/components/data-table/persisted-list';
import { STAFF_ROLES } from '@/shared/auth/roles';
import { REGIONS } from '@/shared/schemas/common-values';
import { STAFF_ACCOUNT_STATUS_LABELS, staffAccountStatus, type StaffAccountStatus } from '@/shared/schemas/team-values';
import type { StaffMember } from '@/shared/schemas/team';
import { useTeam } from '@/lib/api/team/get-team';

const STATUS_PALETTES: Record<StaffAccountStatus, string> = { active: 'green', invited: 'blue', suspended: 'red' };

const columns: DataTableColumn<StaffMember>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'role', header: 'Role', value: (row) => row.role },
  { key: 'regions', header: 'Regions', value: (row) => row.regions.join(', ') || '—' },
  { key: 'home', header: 'Home base', value: (row) => row.home_base ?? '' },
  { key: 'projects', header: 'Open projects', align: 'end', priority: 2, value: (row) => row.workload.open_projects },
  { key: 'inspections', header: 'Inspections this week', align: 'end', value: (row) => row.workload.inspections_this_week },
  {
    key: 'status',
    header: 'Status',
    priority: 1,
    value: (row) => STAFF_ACCOUNT_STATUS_LABELS[staffAccountStatus(row)],
    render: (row) => {
      const status = staffAccountStatus(row);
      return <Badge colorPalette={STATUS_PALETTES[status]}>{STAFF_ACCOUNT_STATUS_LABELS[status]}</Badge>;
    },
  },
];

export interface TeamTableProps {
  memberHref: (id: string) => string;
  /** Admins: where to invite a new staff member. */
  newMemberHref?: string;
}

/** The staff list: role, regions and workload, filtered by role and region, searchable. */
export function TeamTable({ memberHref, newMemberHref }: TeamTableProps) {
  const query = useTeam();
  const [role, setRole] = useState('');
  const [region, setRegion] = useState('');
  const rows = useMemo(
    () => (query.data?.data ?? []).filter((row) => (!role || row.role === role) && (!region || row.regions.includes(region))),
    [query.data, role, region],
  );
  return (
    <PersistedList query={query}>
      <DataTable
        label="Staff"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        defaultSort={{ columnKey: 'name', direction: 'ascending' }}
        searchLabel="Search staff"
        searchPlaceholder="Name, region…"
        rowHref={(row) => memberHref(row.id)}
        rowLabel={(row) => `Open ${row.name}`}
        loading={awaitingFirstAnswer(query)}
        csvFileName="team"
        toolbar={
          <Flex gap="3" wrap="wrap" align="flex-end">
            <FoldedFilters
              activeCount={countActiveFilters([role, region])}
              onClear={() => {
                setRole('');
                setRegion('');
              }}
            >
              <FilterSelect label="Role" allLabel="All roles" value={role} onChange={setRole} options={STAFF_ROLES.map((value) => ({ value, label: value }))} />
              <FilterSelect label="Region" allLabel="All regions" value={region} onChange={setRegion} options={REGIONS.map((value) => ({ value, label: value }))} />
            </FoldedFilters>
            {newMemberHref && (
              <Button asChild colorPalette="blue" size="sm">
                <RouterLink to={newMemberHref}>Invite a staff member</RouterLink>
              </Button>
            )}
          </Flex>
        }
      />
    </PersistedList>
  );
}
