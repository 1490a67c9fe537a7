import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { serverListTableProps } from '@/components/data-table/use-list-in-address';
import { datedCsvFilename, downloadTextFile } from '@/components/data-table/download';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { notify } from '@/components/ui/toaster';
import { useTeam } from '@/lib/api/team/get-team';
import { formatDate } from '@/shared/format/date';
import type { ProjectListItem } from '@/shared/schemas/projects';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, PROJECTS_PAGE_SIZES, REVIEW_STATUSES, type ProjectSortKey } from '@/shared/schemas/projects-values';
import { SECTOR_LABELS, SECTORS } from '@/shared/schemas/requests-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import { fetchProjectsCsv, useProjects } from '@/lib/api/projects/projects';
import { isNarrowed, useProjectsListInAddress } from '../project-list-params';
import { ProjectStatusBadge, ReviewStatusBadge } from './project-badges';
import { useDeferredData } from '@/lib/api/use-deferred-data';

export const PROJECTS_TABLE_LABEL = 'Projects';

/** Each sortable column's key is the server's sort key. */
const COLUMNS = [
  { key: 'code', header: 'Code', value: (row) => row.project_code },
  { key: 'name', header: 'Name', value: (row) => row.project_name },
  { key: 'company', header: 'Company', value: (row) => row.company_name },
  { key: 'region', header: 'Region', value: (row) => row.region },
  { key: 'status', header: 'Status', priority: 1, value: (row) => row.status, render: (row) => <ProjectStatusBadge status={row.status} /> },
  { key: 'review_status', header: 'Review', priority: 2, value: (row) => row.review_status, render: (row) => <ReviewStatusBadge status={row.review_status} /> },
  { key: 'inspector', header: 'Lead inspector', value: (row) => row.lead_inspector_name },
  { key: 'start_date', header: 'Start', value: (row) => row.start_date, render: (row) => (row.start_date ? formatDate(row.start_date) : '') },
] satisfies readonly (DataTableColumn<ProjectListItem> & { key: ProjectSortKey })[];

/** A row's key and address; module-level, so the table's memoised rows are not rendered again for a new function. */
const projectKey = (row: ProjectListItem) => row.project_id;
const projectHref = (row: ProjectListItem) => `/projects/${encodeURIComponent(row.project_code)}`;

const optionsOf = <K extends string>(values: readonly K[], label: (value: K) => string) => values.map((value) => ({ value, label: label(value) }));

/**
 * The projects table: search, filters, sort and paging run on the server, and their state lives
 * in the address bar (`?search=…&sort=name&order=asc&page=2`), so back and forward, a reload and
 * a shared link all show the same list. Export CSV downloads the whole filtered list.
 */
export function ProjectsTable() {
  const list = useProjectsListInAddress();
  const { query, change, ready } = list;
  const projects = useProjects(query, ready);
  const team = useTeam();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const text = await (await fetchProjectsCsv(query)).text();
      downloadTextFile(await datedCsvFilename('projects'), text.replace(/^\uFEFF/, ''));
    } catch (error) {
      notify({ variant: 'destructive', title: 'Export failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  const inspectorOptions = (team.data?.data ?? []).map((member) => ({ value: member.id, label: member.name }));
  const data = useDeferredData(projects);

  if (projects.isError && !data) {
    return <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  }
  return (
    <DataTable
      label={PROJECTS_TABLE_LABEL}
      columns={COLUMNS}
      rows={data?.data ?? []}
      getRowKey={projectKey}
      rowHref={projectHref}
      {...serverListTableProps({ query, change }, data, PROJECTS_PAGE_SIZES)}
      loading={!data}
      busy={projects.isFetching}
      emptyState={isNarrowed(query) ? undefined : <EmptyState title="No projects yet" description="Projects show here once a request is converted or an Admin creates one." />}
      noRowsText="No projects match these filters."
      toolbar={
        <>
          <ServerSearchField label="Search projects" placeholder="Code, name, address, company…" list={list} />
          <FoldedFilters
            activeCount={countActiveFilters([query.status, query.review_status, query.region, query.sector, query.inspector])}
            onClear={() => change({ status: undefined, review_status: undefined, region: undefined, sector: undefined, inspector: undefined })}
          >
            <FilterSelect label="Status" allLabel="All statuses" value={query.status ?? ''} onChange={(value) => change({ status: value || undefined })} options={optionsOf(PROJECT_STATUSES, (value) => PROJECT_STATUS_LABELS[value])} />
            <FilterSelect label="Review status" allLabel="All review statuses" value={query.review_status ?? ''} onChange={(value) => change({ review_status: value || undefined })} options={optionsOf(REVIEW_STATUSES, (value) => value)} />
            <FilterSelect label="Region" allLabel="All regions" value={query.region ?? ''} onChange={(value) => change({ region: value || undefined })} options={optionsOf(REGIONS, (value) => REGION_LABELS[value])} />
            <FilterSelect label="Sector" allLabel="All sectors" value={query.sector ?? ''} onChange={(value) => change({ sector: value || undefined })} options={optionsOf(SECTORS, (value) => SECTOR_LABELS[value])} />
            <FilterSelect label="Lead inspector" allLabel="All inspectors" value={query.inspector ?? ''} onChange={(value) => change({ inspector: value || undefined })} options={inspectorOptions} />
          </FoldedFilters>
        </>
      }
      actions={
        <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.total === 0}>
          <LuDownload aria-hidden="true" />
          Export CSV
        </Button>
      }
    />
  );
}
