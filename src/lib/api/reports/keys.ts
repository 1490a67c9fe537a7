import type { ReportsQuery, ReportStatus, ReportType } from '@/shared/schemas/reports';

/** The reports API (docs/features.md, Reports). */
export const REPORTS_ENDPOINT = '/api/reports';

/** Server-side filters of GET /api/reports. */
export interface ReportListFilters {
  project?: string;
  type?: ReportType;
  status?: ReportStatus;
}

/** Every query key of the reports feature; invalidate through these, never inline a key. */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (filters: ReportListFilters) => [...reportKeys.lists(), filters] as const,
  /** A page of the staff list (/reports). */
  page: (query: ReportsQuery) => [...reportKeys.lists(), 'page', query] as const,
};
