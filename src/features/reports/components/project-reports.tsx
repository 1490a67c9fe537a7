import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyLine } from '@/components/feedback/empty-line';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { formatDate } from '@/shared/format/date';
import type { Report } from '@/shared/schemas/reports';
import { useReports } from '@/lib/api/reports/get-reports';
import { ReportFileActions } from './report-file-actions';

/** A client's list of reports: title, project, publication date and the PDF buttons. */
export function ReportList({ reports, showProject = false }: { reports: readonly Report[]; showProject?: boolean }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0">
      {reports.map((report) => (
        <HStack as="li" key={report.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" wrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="medium">{report.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {showProject ? `${report.project_code} ${report.project_name} · ` : ''}Published {formatDate(report.published_at)}
            </Text>
          </Box>
          <ReportFileActions report={report} />
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The published reports of one project, for the client (on their request detail); staff see the
 * same list. Mount: `<ProjectReports projectId={project.id} />`.
 */
export function ProjectReports({ projectId }: { projectId: string }) {
  const query = useReports({ project: projectId, status: 'published' });
  return (
    <Box as="section" aria-labelledby="project-reports-heading">
      <Heading as="h2" size="md" id="project-reports-heading" mb="3">
        Reports
      </Heading>
      <ReportsBody query={query} emptyTitle="No reports published yet" />
    </Box>
  );
}

/** The client home's "Latest reports": the newest published reports of the client's company. */
export function LatestReports({ limit = 5 }: { limit?: number }) {
  const query = useReports({ status: 'published' });
  return (
    <Box as="section" aria-labelledby="latest-reports-heading">
      <Heading as="h2" size="md" id="latest-reports-heading" mb="3">
        Latest reports
      </Heading>
      <ReportsBody query={query} emptyTitle="No reports yet" limit={limit} showProject emptyInline />
    </Box>
  );
}

interface ReportsBodyProps {
  query: ReturnType<typeof useReports>;
  emptyTitle: string;
  limit?: number;
  showProject?: boolean;
  /** Say "none" in one line (the home, among other short lists). */
  emptyInline?: boolean;
}

function ReportsBody({ query, emptyTitle, limit, showProject, emptyInline }: ReportsBodyProps) {
  if (query.isPending) return <LoadingSpinner label="Loading reports" query={query} />;
  if (query.isError && !query.data) return <ErrorState title="Could not load the reports" message="Check your connection and try again." onRetry={() => void query.refetch()} />;
  const reports = query.data?.data.slice(0, limit) ?? [];
  if (reports.length === 0) {
    const description = 'Reports appear here when your inspector publishes them.';
    return emptyInline ? <EmptyLine title={emptyTitle} description={description} /> : <EmptyState title={emptyTitle} description={description} />;
  }
  return <ReportList reports={reports} showProject={showProject} />;
}
