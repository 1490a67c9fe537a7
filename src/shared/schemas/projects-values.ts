/*
 * The zod-free part of src/shared/schemas/projects.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

/** Review status of a project (docs/features.md, Requests and projects): a new project is `Pending` review. */
export const REVIEW_STATUSES = ['Pending', 'In review', 'Approved', 'Changes requested'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Status of the project's work: `active` from conversion until `completed` or `closed`. */
export const PROJECT_STATUSES = ['active', 'on_hold', 'completed', 'closed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** Active and on-hold projects are open; the others are closed (closed_at set). */
export const isOpenStatus = (status: ProjectStatus) => status === 'active' || status === 'on_hold';

/** A project code: `<REGION>-<YY>-<NNNN>`, e.g. `BC-26-0142`, numbered per region and year. */
export const PROJECT_CODE_PATTERN = /^[A-Z]{2}-\d{2}-\d{4,}$/;

export const BILLING_STAGE_STATUSES = ['scheduled', 'ready', 'invoiced', 'paid', 'void'] as const;
export type BillingStageStatus = (typeof BILLING_STAGE_STATUSES)[number];

export const PROJECT_MESSAGES = {
  nameRequired: 'Give the project a name',
  nameTooLong: 'Keep the project name under 160 characters',
  companyRequired: 'Choose the client company',
  addressRequired: 'Enter the site address',
  textTooLong: 'Keep it under 200 characters',
  regionRequired: 'Choose the province or territory',
  sectorRequired: 'Choose public or private',
  buildingTypeRequired: 'Choose the building type',
  workTypeRequired: 'Choose new construction or repaint',
  datesOrder: 'Dates must be in order: start, substantial performance, final inspection',
  companyUnavailable: 'That company does not exist or is archived.',
  reviewStatusSaved: 'Review status saved.',
} as const;

/** The columns GET /api/projects sorts by (a whitelist: anything else is a 400). */
export const PROJECT_SORT_KEYS = ['code', 'name', 'company', 'region', 'status', 'review_status', 'inspector', 'start_date', 'created_at', 'updated_at'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const PROJECTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PROJECTS_PAGE_SIZE_DEFAULT = 25;
export const PROJECTS_PAGE_SIZE_MAX = 100;
/** The list's state when the address says nothing: newest first, the first page. */
export const PROJECTS_QUERY_DEFAULTS = { sort: 'created_at', order: 'desc', page: 1, pageSize: PROJECTS_PAGE_SIZE_DEFAULT } as const;
/** The most rows one CSV export holds. */
export const PROJECTS_EXPORT_MAX = 50_000;
/**
 * The list counts its matches up to here (or to the end of the page asked for, when that lies
 * further) and says "1,000+" beyond: an exact count of a broad search reads every matching row
 * (most of a list's time on 50,000 projects, bench/projects-list.mjs), and past 40 pages a person
 * narrows the search rather than reads on.
 */
export const PROJECTS_COUNT_CAP = 1_000;
