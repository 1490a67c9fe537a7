import { Badge, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { notify } from '@/components/ui/toaster';
import { FilterSelect } from '@/components/form/filter-select';
import { GuaranteePanel } from '@/features/guarantees/components/guarantee-panel';
import { useProjectChoices } from '@/features/projects/api/project-choices';
import { ProjectSearchField } from '@/features/projects/components/project-search-field';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { Report } from '@/shared/schemas/reports';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES, type ReportStatus, type ReportType } from '@/shared/schemas/reports-values';
import { useReports } from '../api/get-reports';
import { usePublishReport } from '../api/report-actions';
import { GenerateReportForm } from './generate-report-form';
import { ReportFileActions } from './report-file-actions';

function PublishButton({ report }: { report: Report }) {
  const publish = usePublishReport();
  return (
    <Button
      size="xs"
      loading={publish.isPending}
      aria-label={`Publish ${report.title} of ${report.project_code}`}
      onClick={() =>
        publish.mutate(report.id, {
          onSuccess: () => notify({ variant: 'success', title: `${report.title} published`, description: 'The client was e-mailed a link.' }),
          onError: (error) => notify({ variant: 'destructive', title: 'Could not publish', description: error.message }),
        })
      }
    >
      Publish
    </Button>
  );
}

function reportColumns(canPublish: boolean): DataTableColumn<Report>[] {
  return [
    { key: 'project', header: 'Project', value: (row) => `${row.project_code} ${row.project_name}` },
    { key: 'title', header: 'Report', value: (row) => row.title },
    {
      key: 'status',
      header: 'Status',
      value: (row) => REPORT_STATUS_LABELS[row.status],
      render: (row) => <Badge colorPalette={row.status === 'published' ? 'green' : 'gray'}>{REPORT_STATUS_LABELS[row.status]}</Badge>,
    },
    { key: 'created', header: 'Generated', value: (row) => row.created_at, render: (row) => `${formatDateTime(row.created_at)}${row.created_by_name ? ` by ${row.created_by_name}` : ''}` },
    { key: 'published', header: 'Published', value: (row) => row.published_at ?? '', render: (row) => (row.published_at ? formatDate(row.published_at) : '—') },
    {
      key: 'actions',
      header: 'Actions',
      csv: false,
      render: (row) => (
        <HStack gap="2">
          <ReportFileActions report={row} />
          {canPublish && row.status === 'draft' && <PublishButton report={row} />}
        </HStack>
      ),
    },
  ];
}

/** `/reports` (staff): generate PDFs for a project, filter and read the list, publish, and the guarantee. */
export function ReportsScreen() {
  const { role } = useAuth();
  const [projectSearch, setProjectSearch] = useState('');
  const [projectId, setProjectId] = useState('');
  const projects = useProjectChoices(projectSearch, projectId);
  const [type, setType] = useState<ReportType | ''>('');
  const [status, setStatus] = useState<ReportStatus | ''>('');
  const reports = useReports({ project: projectId || undefined, type: type || undefined, status: status || undefined });
  const project = projects.selected;

  return (
    <Stack gap="6">
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="md">
          Generate
        </Heading>
        <HStack gap="3" align="start" wrap="wrap">
          <ProjectSearchField search={projectSearch} onSearch={setProjectSearch} choices={projects} />
          <FilterSelect label="Project" value={projectId} onChange={setProjectId} options={projects.options} allLabel={projects.isPending ? 'Loading projects…' : 'All projects'} />
        </HStack>
        <GenerateReportForm project={project ? { id: project.project_id, code: project.project_code } : null} />
      </Stack>
      {project && <GuaranteePanel projectId={project.project_id} onIssued={() => reports.refetch()} />}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Reports
        </Heading>
        <DataTable
          label="Reports"
          columns={reportColumns(can(role, 'reportsPublish'))}
          rows={reports.data?.data ?? []}
          getRowKey={(row) => row.id}
          loading={reports.isPending}
          defaultSort={{ columnKey: 'created', direction: 'descending' }}
          csvFileName="reports"
          toolbar={
            <HStack gap="3" align="end">
              <FilterSelect label="Type" value={type} onChange={(value) => setType(value as ReportType | '')} options={REPORT_TYPES.map((value) => ({ value, label: REPORT_TYPE_LABELS[value] }))} allLabel="All types" />
              <FilterSelect label="Status" value={status} onChange={(value) => setStatus(value as ReportStatus | '')} options={REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] }))} allLabel="All statuses" />
            </HStack>
          }
          emptyState={<EmptyState title="No reports" description="Choose a project and generate its first report." />}
        />
      </Stack>
    </Stack>
  );
}
