import { Badge, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { serverListTableProps } from '@/components/data-table/use-list-in-address';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { notify } from '@/components/ui/toaster';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { useProjectChoices } from '@/lib/api/projects/project-choices';
import { ProjectSearchField } from '@/components/form/project-search-field';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { Report } from '@/shared/schemas/reports';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES, REPORTS_PAGE_SIZES, type ReportSortKey, type ReportStatus, type ReportType } from '@/shared/schemas/reports-values';
import { fetchAllReports, useReportsPage } from '@/lib/api/reports/get-reports';
import { isNarrowed, useReportsListInAddress } from '../report-list-params';
import { usePublishReport } from '@/lib/api/reports/report-actions';
import { GenerateReportForm } from './generate-report-form';
import { ReportFileActions } from './report-file-actions';
import { useDeferredData } from '@/lib/api/use-deferred-data';

function PublishButton({ report }: { report: Report }) {
  const publish = usePublishReport();
  // mutateAsync, not mutate's callbacks: the refreshed list shows the report published, without
  // this button, possibly before the action settles, and mutate's callbacks die with the button.
  const send = async () => {
    try {
      await publish.mutateAsync(report.id);
      notify({ variant: 'success', title: `${report.title} published`, description: 'The client was e-mailed a link.' });
    } catch (error) {
      notify({ variant: 'destructive', title: 'Could not publish', description: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Button size="xs" loading={publish.isPending} aria-label={`Publish ${report.title} of ${report.project_code}`} onClick={() => void send()}>
      Publish
    </Button>
  );
}

/** Each sortable column's key is the server's sort key. */
const REPORT_COLUMNS = [
  { key: 'project', header: 'Project', value: (row) => `${row.project_code} ${row.project_name}` },
  { key: 'title', header: 'Report', value: (row) => row.title },
  {
    key: 'status',
    header: 'Status',
    priority: 1,
    value: (row) => REPORT_STATUS_LABELS[row.status],
    render: (row) => <Badge colorPalette={row.status === 'published' ? 'green' : 'gray'}>{REPORT_STATUS_LABELS[row.status]}</Badge>,
  },
  { key: 'created', header: 'Generated', value: (row) => row.created_at, render: (row) => `${formatDateTime(row.created_at)}${row.created_by_name ? ` by ${row.created_by_name}` : ''}` },
  { key: 'published', header: 'Published', value: (row) => row.published_at ?? '', render: (row) => (row.published_at ? formatDate(row.published_at) : '—') },
] satisfies readonly (DataTableColumn<Report> & { key: ReportSortKey })[];

function actionsColumn(canPublish: boolean): DataTableColumn<Report> {
  return {
    key: 'actions',
    header: 'Actions',
    csv: false,
    pin: 'end',
    render: (row) => (
      <HStack gap="2">
        <ReportFileActions report={row} />
        {canPublish && row.status === 'draft' && <PublishButton report={row} />}
      </HStack>
    ),
  };
}
/** Module-level lists, so the table's memoised rows keep them across renders. */
const COLUMNS_FOR_PUBLISHERS = [...REPORT_COLUMNS, actionsColumn(true)];
const COLUMNS_FOR_READERS = [...REPORT_COLUMNS, actionsColumn(false)];
const reportKey = (row: Report) => row.id;

/**
 * `/reports` (staff): generate PDFs for a project, the guarantee, and the list, which the server
 * filters (project, type, status), sorts and pages; its state, the chosen project included, lives
 * in the address. `projectPanel` is what the route shows for the chosen project below the form
 * (the guarantee panel, from the guarantees feature: docs/architecture.md).
 */
export function ReportsScreen({ projectPanel }: { projectPanel?: (projectId: string) => ReactNode }) {
  const { role } = useAuth();
  const { query, change, ready } = useReportsListInAddress();
  const [projectSearch, setProjectSearch] = useState('');
  const projectId = query.project ?? '';
  const projects = useProjectChoices(projectSearch, projectId);
  const reports = useReportsPage(query, ready);
  const project = projects.selected;
  const columns = can(role, 'reportsPublish') ? COLUMNS_FOR_PUBLISHERS : COLUMNS_FOR_READERS;
  const data = useDeferredData(reports);

  return (
    <Stack gap="6">
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="md">
          Generate
        </Heading>
        <HStack gap="3" align="start" wrap="wrap">
          <ProjectSearchField search={projectSearch} onSearch={setProjectSearch} choices={projects} />
          <FilterSelect label="Project" value={projectId} onChange={(value) => change({ project: value || undefined })} options={projects.options} allLabel={projects.isPending ? 'Loading projects…' : 'All projects'} />
        </HStack>
        <GenerateReportForm project={project ? { id: project.project_id, code: project.project_code } : null} />
      </Stack>
      {project && projectPanel?.(project.project_id)}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Reports
        </Heading>
        <DataTable
          label="Reports"
          columns={columns}
          rows={data?.data ?? []}
          getRowKey={reportKey}
          {...serverListTableProps({ query, change }, data, REPORTS_PAGE_SIZES)}
          loading={!data}
          busy={reports.isFetching}
          toolbar={
            <HStack gap="3" align="end">
              <FoldedFilters activeCount={countActiveFilters([query.type, query.status])} onClear={() => change({ type: undefined, status: undefined })}>
                <FilterSelect label="Type" value={query.type ?? ''} onChange={(value) => change({ type: (value || undefined) as ReportType | undefined })} options={REPORT_TYPES.map((value) => ({ value, label: REPORT_TYPE_LABELS[value] }))} allLabel="All types" />
                <FilterSelect label="Status" value={query.status ?? ''} onChange={(value) => change({ status: (value || undefined) as ReportStatus | undefined })} options={REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] }))} allLabel="All statuses" />
              </FoldedFilters>
            </HStack>
          }
          actions={<ExportAllButton columns={columns} fetchAll={() => fetchAllReports(query)} fileName="reports" noun="reports" disabled={!data || data.total === 0} />}
          emptyState={isNarrowed(query) ? undefined : <EmptyState title="No reports" description="Choose a project and generate its first report." />}
          noRowsText="No report matches these filters."
        />
      </Stack>
    </Stack>
  );
}
