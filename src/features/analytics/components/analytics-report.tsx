import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadBlob } from '@/components/data-table/download';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { TableSkeleton } from '@/components/feedback/skeletons';
import { FormError } from '@/components/ui/form-error';
import type { AnalyticsReportKey } from '@/shared/schemas/analytics';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { analyticsQueryParams, fetchAnalyticsCsv, useAnalyticsReport } from '@/lib/api/analytics/analytics';
import { analyticsQueryFrom, loadAnalyticsQuerySchema, type AnalyticsQuerySchema } from '../analytics-filters-model';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { ReportTable } from './report-table';

// The charting library (recharts) is the report's largest part: the table shows while it loads.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));

/** One analytics report (any of the registry's): filters in the URL, a chart, the table of the same numbers, CSV export. */
export function AnalyticsReport({ report }: { report: AnalyticsReportKey }) {
  const querySchema = useLoadedAfterRender(loadAnalyticsQuerySchema);
  return querySchema ? <AnalyticsReportOf report={report} querySchema={querySchema} /> : <TableSkeleton label="Loading the report" />;
}

/** The report once the schema that reads its address is in. */
function AnalyticsReportOf({ report, querySchema }: { report: AnalyticsReportKey; querySchema: AnalyticsQuerySchema }) {
  const [params, setParams] = useSearchParams();
  const query = analyticsQueryFrom(params, querySchema);
  const answer = useAnalyticsReport(report, query);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const filters = answer.data?.filters;
      downloadBlob(`${report}${filters ? `-${filters.from}-to-${filters.to}` : ''}.csv`, await fetchAnalyticsCsv(report, query));
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  const data = answer.data;
  if (!data) {
    return answer.isError ? <ErrorState message={answer.error.message} onRetry={() => void answer.refetch()} /> : <TableSkeleton label="Loading the report" query={answer} />;
  }
  return (
    <Stack gap="5">
      <HStack justify="space-between" alignItems="flex-end" wrap="wrap" gap="3">
        {/* The form follows the URL (back and forward) through its key. */}
        <AnalyticsFilterBar key={JSON.stringify(data.filters)} filters={data.filters} groupings={data.groupings} onApply={(next) => setParams(analyticsQueryParams(next))} />
        <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </HStack>
      <FormError message={exportError} />
      {answer.isError && <ErrorState message={answer.error.message} onRetry={() => void answer.refetch()} />}
      {data.note && <Text color="fg.muted">{data.note}</Text>}
      <Box opacity={answer.isPlaceholderData ? 0.6 : 1} aria-busy={answer.isFetching}>
        {data.rows.length === 0 ? (
          <EmptyState title="Nothing in this period" description="No records match these filters. Try a longer date range or another region." />
        ) : (
          <Stack gap="6">
            <Suspense fallback={<Skeleton height="xs" />}>
              <ReportChart report={data} />
            </Suspense>
            <ReportTable report={data} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
