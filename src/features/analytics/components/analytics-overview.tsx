import { Box, Card, Heading, Link, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import type { AnalyticsQuery, AnalyticsReportKey } from '@/shared/schemas/analytics';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { analyticsQueryParams, analyticsSearch, useAnalyticsOverview } from '@/lib/api/analytics/analytics';
import { analyticsQueryFrom, loadAnalyticsQuerySchema, type AnalyticsQuerySchema } from '../analytics-filters-model';
import { formatAnalyticsCell } from '@/shared/format/analytics-cell';
import { AnalyticsFilterBar } from './analytics-filter-bar';

/** `/analytics`: the headline numbers of the period and a link to each report the caller may open (with the same filters). */
export function AnalyticsOverview({ reportHref }: { reportHref: (report: AnalyticsReportKey) => string }) {
  const querySchema = useLoadedAfterRender(loadAnalyticsQuerySchema);
  return querySchema ? <AnalyticsOverviewOf reportHref={reportHref} querySchema={querySchema} /> : <CardSkeleton count={3} label="Loading the overview" />;
}

/** The overview once the schema that reads its address is in. */
function AnalyticsOverviewOf({ reportHref, querySchema }: { reportHref: (report: AnalyticsReportKey) => string; querySchema: AnalyticsQuerySchema }) {
  const [params, setParams] = useSearchParams();
  const query: AnalyticsQuery = analyticsQueryFrom(params, querySchema);
  const { by: _by, ...shared } = query;
  const overview = useAnalyticsOverview(shared);
  const headlinesId = useId();
  const reportsId = useId();

  const data = overview.data;
  if (!data) {
    return overview.isError ? <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} /> : <CardSkeleton count={3} label="Loading the overview" query={overview} />;
  }
  const search = analyticsSearch(shared);
  return (
    <Stack gap="8">
      <AnalyticsFilterBar key={JSON.stringify(data.filters)} filters={data.filters} onApply={(next) => setParams(analyticsQueryParams(next))} />
      {overview.isError && <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />}
      <Box as="section" aria-labelledby={headlinesId} opacity={overview.isPlaceholderData ? 0.6 : 1} aria-busy={overview.isFetching}>
        <Heading as="h2" id={headlinesId} size="lg" mb="3">
          {data.filters.from} to {data.filters.to}
          {data.filters.region ? `, ${data.filters.region}` : ''}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {data.headlines.map((headline) => (
            <Stat.Root key={headline.key} borderWidth="1px" borderRadius="l2" p="4">
              <Stat.Label>{headline.label}</Stat.Label>
              <Stat.ValueText>{formatAnalyticsCell(headline.value, headline.kind)}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby={reportsId}>
        <Heading as="h2" id={reportsId} size="lg" mb="3">
          Reports
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {data.reports.map((report) => (
            <Card.Root as="li" key={report.key} size="sm">
              <Card.Body gap="1">
                <Link asChild fontWeight="semibold" colorPalette="teal">
                  <RouterLink to={`${reportHref(report.key)}${search ? `?${search}` : ''}`}>{report.title}</RouterLink>
                </Link>
                <Text color="fg.muted" textStyle="sm">
                  {report.description}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
