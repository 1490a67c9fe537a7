/*
 * The zod-free part of src/shared/schemas/reports.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const REPORT_TYPES = ['inspection', 'deficiency_list', 'warning_letter', 'final', 'guarantee_certificate', 'inspection_booklet'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  inspection: 'Inspection report',
  deficiency_list: 'Deficiency list',
  warning_letter: 'Warning letter',
  final: 'Final report',
  guarantee_certificate: 'Guarantee certificate',
  inspection_booklet: 'Inspection booklet',
};

/**
 * What POST /api/reports generates; a guarantee certificate and the inspection booklet (a contents
 * page and every published report, one PDF) come only from issuing the guarantee.
 */
export const GENERATED_REPORT_TYPES = ['inspection', 'deficiency_list', 'warning_letter', 'final'] as const satisfies readonly ReportType[];
export type GeneratedReportType = (typeof GENERATED_REPORT_TYPES)[number];

export const REPORT_STATUSES = ['draft', 'published'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { draft: 'Draft', published: 'Published' };

export const REPORT_MESSAGES = {
  projectRequired: 'Choose the project',
  typeRequired: 'Choose the type of report',
  inspectionRequired: 'Choose the inspection the report is about',
  deficiencyRequired: 'Choose the deficiency the warning letter is about',
  inspectionNotPerformed: 'Only a performed inspection can be reported.',
  notFound: 'There is no such report.',
  alreadyPublished: 'This report is already published.',
  unknownProject: 'There is no such project.',
  unknownInspection: 'There is no such inspection on this project.',
  unknownDeficiency: 'There is no such deficiency on this project.',
} as const;

export const REPORTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REPORTS_PAGE_SIZE_MAX = 100;
export const REPORTS_PAGE_SIZE_DEFAULT = 25;
/** At most this many reports in one CSV export of the list (its pages, fetched in turn). */
export const REPORTS_EXPORT_MAX = 10_000;

/** The columns GET /api/reports sorts by; `created` (newest first) is the default. */
export const REPORT_SORT_KEYS = ['project', 'title', 'status', 'created', 'published'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export const REPORTS_QUERY_DEFAULTS = { sort: 'created', order: 'desc', page: 1, pageSize: REPORTS_PAGE_SIZE_DEFAULT } as const;

/** The URL of a report's PDF (the service worker caches exactly this pattern per user). */
export const reportPdfPath = (id: string) => `/api/reports/${id}/pdf`;

/** "Inspection report v2", the file name stem and list title of a report. */
export const reportTitle = (report: { type: ReportType; version: number }) => `${REPORT_TYPE_LABELS[report.type]} v${report.version}`;
