import type { AnalyticsReportKey } from '@/shared/schemas/analytics';
import type { PathKey } from '../../paths';

/** The route of each analytics report. */
export const ANALYTICS_REPORT_PATHS: Record<AnalyticsReportKey, PathKey> = {
  demographics: 'analyticsDemographics',
  'travel-fees': 'analyticsTravelFees',
  'public-private': 'analyticsPublicPrivate',
  'value-range': 'analyticsValueRange',
  'open-projects': 'analyticsOpenProjects',
  'architect-report': 'analyticsArchitectReport',
  'guarantees-issued-report': 'analyticsGuaranteesIssued',
  'storage-usage': 'analyticsStorageUsage',
  email: 'analyticsEmail',
  uploads: 'analyticsUploads',
};
