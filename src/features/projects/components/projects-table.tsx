import { Box, Button, Field, Flex, HStack, Input, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuDownload } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { csvFilename, downloadTextFile } from '@/components/data-table/download';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { TableSkeleton } from '@/components/feedback/skeletons';
import { notify } from '@/components/ui/toaster';
import { useTeam } from '@/features/team/api/get-team';
import { formatDate } from '@/shared/format/date';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECTS_PAGE_SIZES,
  REVIEW_STATUSES,
  type ProjectListItem,
  type ProjectSortKey,
  type ProjectsQuery,
} from '@/shared/schemas/projects';
import { REGION_LABELS, REGIONS, SECTOR_LABELS, SECTORS } from '@/shared/schemas/requests';
import { fetchProjectsCsv, useProjects } from '../api/projects';
import { queryFromSearchParams, searchParamsFromQuery } from '../project-list-params';
import { ProjectStatusBadge, ReviewStatusBadge } from './project-badges';
import { FilterSelect } from './filter-select';

export const PROJECTS_TABLE_LABEL = 'Projects';
/** Typing pauses this long before the search goes to the address bar and the server. */
const SEARCH_DELAY_MS = 300;

interface Column {
  key: string;
  header: string;
  sort?: ProjectSortKey;
  render: (row: ProjectListItem) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    key: 'code',
    header: 'Code',
    sort: 'code',
    render: (row) => (
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to={`/projects/${encodeURIComponent(row.project_code)}`}>{row.project_code}</RouterLink>
      </Link>
    ),
  },
  { key: 'name', header: 'Name', sort: 'name', render: (row) => row.project_name },
  { key: 'company', header: 'Company', sort: 'company', render: (row) => row.company_name ?? '' },
  { key: 'region', header: 'Region', sort: 'region', render: (row) => row.region },
  { key: 'status', header: 'Status', sort: 'status', render: (row) => <ProjectStatusBadge status={row.status} /> },
  { key: 'review', header: 'Review', sort: 'review_status', render: (row) => <ReviewStatusBadge status={row.review_status} /> },
  { key: 'inspector', header: 'Lead inspector', sort: 'inspector', render: (row) => row.lead_inspector_name ?? '' },
  { key: 'start', header: 'Start', sort: 'start_date', render: (row) => (row.start_date ? formatDate(row.start_date) : '') },
];

const optionsOf = <K extends string>(values: readonly K[], label: (value: K) => string) => values.map((value) => ({ value, label: label(value) }));

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  if (direction === 'ascending') return <LuArrowUp aria-hidden="true" />;
  if (direction === 'descending') return <LuArrowDown aria-hidden="true" />;
  return <LuArrowUpDown aria-hidden="true" opacity={0.5} />;
}

/**
 * The projects table: search, filters, sort and paging run on the server, and their state lives
 * in the address bar (`?search=…&sort=name&order=asc&page=2`), so back and forward, a reload and
 * a shared link all show the same list. Export CSV downloads the whole filtered list.
 */
export function ProjectsTable() {
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearchParams(searchParams);
  const projects = useProjects(query);
  const team = useTeam();
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [addressSearch, setAddressSearch] = useState(query.search ?? '');
  const [exporting, setExporting] = useState(false);

  /** A new list state as a new history entry; any change but paging goes back to page 1. */
  const change = (changes: Partial<ProjectsQuery>) => {
    const next = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    setSearchParams(searchParamsFromQuery(next));
  };

  // Back/forward change the address: the search box follows it (state adjusted while rendering).
  if ((query.search ?? '') !== addressSearch) {
    setAddressSearch(query.search ?? '');
    setSearchText(query.search ?? '');
  }
  useEffect(() => {
    if (searchText.trim() === (query.search ?? '')) return;
    const timer = setTimeout(() => change({ search: searchText.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the delay
  }, [searchText]);

  const sortBy = (key: ProjectSortKey) =>
    change({ sort: key, order: query.sort === key && query.order === 'asc' ? 'desc' : 'asc' });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const text = await (await fetchProjectsCsv(query)).text();
      downloadTextFile(csvFilename(`projects-${new Date().toISOString().slice(0, 10)}`), text.replace(/^\uFEFF/, ''));
    } catch (error) {
      notify({ variant: 'destructive', title: 'Export failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  const inspectorOptions = (team.data?.data ?? []).map((member) => ({ value: member.id, label: member.name }));
  const data = projects.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  const from = data && data.total > 0 ? (query.page - 1) * query.pageSize + 1 : 0;
  const to = data ? from + data.data.length - (from > 0 ? 1 : 0) : 0;

  return (
    <Stack gap="3">
      <Flex gap="3" align="flex-end" wrap="wrap" justify="space-between">
        <Flex gap="3" align="flex-end" wrap="wrap" flex="1">
          <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
            <Field.Label htmlFor={`${ids}-search`}>Search projects</Field.Label>
            <Input
              id={`${ids}-search`}
              type="search"
              size="sm"
              value={searchText}
              placeholder="Code, name, address, company…"
              onChange={(event) => setSearchText(event.target.value)}
            />
          </Field.Root>
          <FilterSelect label="Status" allLabel="All statuses" value={query.status ?? ''} onChange={(value) => change({ status: (value || undefined) as ProjectsQuery['status'] })} options={optionsOf(PROJECT_STATUSES, (value) => PROJECT_STATUS_LABELS[value])} />
          <FilterSelect label="Review status" allLabel="All review statuses" value={query.review_status ?? ''} onChange={(value) => change({ review_status: (value || undefined) as ProjectsQuery['review_status'] })} options={optionsOf(REVIEW_STATUSES, (value) => value)} />
          <FilterSelect label="Region" allLabel="All regions" value={query.region ?? ''} onChange={(value) => change({ region: (value || undefined) as ProjectsQuery['region'] })} options={optionsOf(REGIONS, (value) => REGION_LABELS[value])} />
          <FilterSelect label="Sector" allLabel="All sectors" value={query.sector ?? ''} onChange={(value) => change({ sector: (value || undefined) as ProjectsQuery['sector'] })} options={optionsOf(SECTORS, (value) => SECTOR_LABELS[value])} />
          <FilterSelect label="Lead inspector" allLabel="All inspectors" value={query.inspector ?? ''} onChange={(value) => change({ inspector: value || undefined })} options={inspectorOptions} />
        </Flex>
        <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.total === 0}>
          <LuDownload aria-hidden="true" />
          Export CSV
        </Button>
      </Flex>

      {projects.isError && !data ? (
        <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
      ) : !data ? (
        <TableSkeleton columns={6} label={`Loading ${PROJECTS_TABLE_LABEL}`} />
      ) : data.total === 0 && !query.search && !query.status && !query.review_status && !query.region && !query.sector && !query.inspector ? (
        <EmptyState title="No projects yet" description="Projects show here once a request is converted or an Admin creates one." />
      ) : (
        <Box aria-busy={projects.isFetching}>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" aria-label={PROJECTS_TABLE_LABEL}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {COLUMNS.map((column) => {
                    const sorted = column.sort && query.sort === column.sort ? (query.order === 'asc' ? 'ascending' : 'descending') : null;
                    return (
                      <Table.ColumnHeader key={column.key} scope="col" aria-sort={sorted ?? undefined}>
                        {column.sort ? (
                          <Button variant="plain" size="sm" px="0" h="auto" fontWeight="semibold" color="fg" onClick={() => sortBy(column.sort!)}>
                            {column.header}
                            <SortIcon direction={sorted} />
                          </Button>
                        ) : (
                          column.header
                        )}
                      </Table.ColumnHeader>
                    );
                  })}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.data.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={COLUMNS.length} textAlign="center" py="8" color="fg.muted">
                      No projects match these filters.
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  data.data.map((row) => (
                    <Table.Row key={row.project_id}>
                      {COLUMNS.map((column) => (
                        <Table.Cell key={column.key}>{column.render(row)}</Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>

          <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap" fontSize="sm">
            <HStack gap="2">
              <label htmlFor={`${ids}-page-size`}>Rows per page</label>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field id={`${ids}-page-size`} value={query.pageSize} onChange={(event) => change({ pageSize: Number(event.target.value) })}>
                  {PROJECTS_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
            <Text color="fg.muted">{data.total === 0 ? 'No rows' : `${from}–${to} of ${data.total}`}</Text>
            <HStack as="nav" aria-label={`${PROJECTS_TABLE_LABEL} pages`} gap="2">
              <Button size="sm" variant="outline" onClick={() => change({ page: query.page - 1 })} disabled={query.page <= 1}>
                Previous
              </Button>
              <Text aria-live="polite" aria-atomic="true">
                Page {query.page} of {pageCount}
              </Text>
              <Button size="sm" variant="outline" onClick={() => change({ page: query.page + 1 })} disabled={query.page >= pageCount}>
                Next
              </Button>
            </HStack>
          </Flex>
        </Box>
      )}
    </Stack>
  );
}
