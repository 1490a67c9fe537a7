import { useMatches } from 'react-router-dom';
import { AnalyticsReport } from '@/features/analytics/components/analytics-report';
import { ANALYTICS_REPORTS, type AnalyticsReportKey } from '@/shared/schemas/analytics-values';
import type { PathKey } from '../../paths';
import { RoutePage } from '../route-page';
import type { ScreenHandle } from '../screen-page';
import { ANALYTICS_REPORT_PATHS } from './report-paths';

const reportOf = (pathKey: PathKey | undefined): AnalyticsReportKey =>
  ANALYTICS_REPORTS.find((report) => ANALYTICS_REPORT_PATHS[report] === pathKey) ?? ANALYTICS_REPORTS[0];

/** `/analytics/<report>`: every report's screen; which report comes from the route (its path key). */
export function AnalyticsReportPage() {
  const matches = useMatches();
  const pathKey = (matches.at(-1)?.handle as ScreenHandle | undefined)?.pathKey;
  const report = reportOf(pathKey);
  return (
    <RoutePage pathKey={ANALYTICS_REPORT_PATHS[report]}>
      <AnalyticsReport key={report} report={report} />
    </RoutePage>
  );
}
