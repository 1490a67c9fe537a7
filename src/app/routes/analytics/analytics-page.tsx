import { AnalyticsOverview } from '@/features/analytics/components/analytics-overview';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';
import { ANALYTICS_REPORT_PATHS } from './report-paths';

/** `/analytics` (staff): the overview and the reports. */
export function AnalyticsPage() {
  return (
    <RoutePage pathKey="analytics">
      <AnalyticsOverview reportHref={(report) => paths[ANALYTICS_REPORT_PATHS[report]].path} />
    </RoutePage>
  );
}
