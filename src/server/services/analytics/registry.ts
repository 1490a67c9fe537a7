import type { AnalyticsReportKey } from '../../../shared/schemas/analytics';
import { architectReport } from './architect-report';
import { demographicsReport } from './demographics';
import { emailReport } from './email';
import { guaranteesIssuedReport } from './guarantees-issued';
import { openProjectsReport } from './open-projects';
import { publicPrivateReport } from './public-private';
import { storageUsageReport } from './storage-usage';
import { travelFeesReport } from './travel-fees';
import type { AnalyticsReportDefinition } from './types';
import { uploadsReport } from './uploads';
import { valueRangeReport } from './value-range';

/** Every analytics report by its key: the routes, the CSV export and scheduled reports run them from here. */
export const ANALYTICS_REGISTRY: Record<AnalyticsReportKey, AnalyticsReportDefinition> = {
  demographics: demographicsReport,
  'travel-fees': travelFeesReport,
  'public-private': publicPrivateReport,
  'value-range': valueRangeReport,
  'open-projects': openProjectsReport,
  'architect-report': architectReport,
  'guarantees-issued-report': guaranteesIssuedReport,
  'storage-usage': storageUsageReport,
  email: emailReport,
  uploads: uploadsReport,
};
