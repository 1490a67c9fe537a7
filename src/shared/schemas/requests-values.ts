/*
 * The zod-free part of src/shared/schemas/requests.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import { DATE_INVALID_MESSAGE } from './common-values';
import { LOCALE } from '../format/locale';

/** `inspection` is the RFI ("Request for Inspector", not "request for information"). */
export const REQUEST_TYPES = ['inspection', 'specification', 'consultation'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  inspection: 'Request for Inspector (RFI)',
  specification: 'Specification',
  consultation: 'Consultation',
};

/**
 * The life of a request:
 * - `submitted`: sent by the client, nobody has looked at it yet (the triage queue's "new").
 * - `under_review`: an Admin assigned an inspector and is working on it.
 * - `information_requested`: an Admin asked the client for more information (a message).
 * - `declined`: refused, with a reason e-mailed to the client. Final.
 * - `converted`: accepted and turned into a project (project code, fee, billing stages). Final.
 * Accepting and converting are one action (one transaction), so there is no separate "accepted".
 */
export const REQUEST_STATUSES = ['submitted', 'under_review', 'information_requested', 'declined', 'converted'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  information_requested: 'Information requested',
  declined: 'Declined',
  converted: 'Converted to project',
};

/** Statuses in which a request is still open: every Admin action is allowed. */
export const OPEN_REQUEST_STATUSES = ['submitted', 'under_review', 'information_requested'] as const satisfies readonly RequestStatus[];

/** The Admin actions of request management (POST /api/requests/:id/<action>). */
export const REQUEST_ACTIONS = ['assign', 'request-info', 'decline', 'convert'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/**
 * Whether `action` is allowed on a request in `status`: every action on an open request, none on
 * a declined or converted one (the server answers 409). The UI uses it to enable buttons.
 */
export function canApplyRequestAction(status: RequestStatus, _action: RequestAction): boolean {
  return (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(status);
}

/** The status a request gets from an action (assign moves only a `submitted` one on). */
export function statusAfterAction(status: RequestStatus, action: RequestAction): RequestStatus {
  switch (action) {
    case 'assign':
      return status === 'submitted' ? 'under_review' : status;
    case 'request-info':
      return 'information_requested';
    case 'decline':
      return 'declined';
    case 'convert':
      return 'converted';
  }
}

export const SECTORS = ['public', 'private'] as const;
export type Sector = (typeof SECTORS)[number];
export const SECTOR_LABELS: Record<Sector, string> = {
  public: 'Public (government, schools, institutions)',
  private: 'Private',
};

export const BUILDING_TYPES = [
  'multi_family_residential',
  'single_family_residential',
  'office',
  'retail',
  'school',
  'healthcare',
  'institutional',
  'industrial',
  'recreational',
  'mixed_use',
  'other',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const BUILDING_TYPE_LABELS: Record<BuildingType, string> = {
  multi_family_residential: 'Multi-family residential',
  single_family_residential: 'Single-family residential',
  office: 'Office / commercial',
  retail: 'Retail',
  school: 'School / education',
  healthcare: 'Healthcare',
  institutional: 'Institutional / government',
  industrial: 'Industrial',
  recreational: 'Recreational',
  mixed_use: 'Mixed use',
  other: 'Other',
};

export const WORK_TYPES = ['new', 'repaint'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  new: 'New construction',
  repaint: 'Repaint',
};

export const MEETING_MODES = ['site_visit', 'remote'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
export const MEETING_MODE_LABELS: Record<MeetingMode, string> = {
  site_visit: 'Site visit',
  remote: 'Remote (video or phone)',
};

/** The parties of a paint job; each is optional on the form. */
export const PARTY_ROLES = ['architect', 'owner', 'general_contractor', 'painting_contractor'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  architect: 'Architect',
  owner: 'Owner',
  general_contractor: 'General contractor',
  painting_contractor: 'Painting contractor',
};

export const REQUEST_DESCRIPTION_MIN = 20;
export const REQUEST_DESCRIPTION_MAX = 5000;
/** The largest contract amount accepted, in dollars. */
export const CONTRACT_AMOUNT_MAX = 1_000_000_000;
export const REQUESTS_PAGE_SIZE_DEFAULT = 20;
export const REQUESTS_PAGE_SIZE_MAX = 100;
/** The page sizes the request lists offer. */
export const REQUESTS_PAGE_SIZES = [20, 50, 100] as const;

/** What GET /api/requests sorts by (`sort`); each is a column of the request queue. */
export const REQUEST_SORT_KEYS = ['request_no', 'type', 'project', 'site', 'company', 'contract', 'assigned', 'status', 'submitted'] as const;
export type RequestSortKey = (typeof REQUEST_SORT_KEYS)[number];

/** A request list when the address says nothing: newest first, the first page. */
export const REQUESTS_QUERY_DEFAULTS = { sort: 'submitted', order: 'desc', page: 1, pageSize: REQUESTS_PAGE_SIZE_DEFAULT } as const;

/** A request list's status choice: one status, every open one, or all. */
export const REQUEST_STATUS_CHOICES = ['open', 'all', ...REQUEST_STATUSES] as const;
export type RequestStatusChoice = (typeof REQUEST_STATUS_CHOICES)[number];

/** At most this many requests in one CSV export of a request list (its pages, fetched in turn). */
export const REQUESTS_EXPORT_MAX = 10_000;
export const ADMIN_NOTE_MIN = 5;
export const ADMIN_NOTE_MAX = 5000;

export const REQUEST_MESSAGES = {
  typeRequired: 'Choose the kind of request',
  projectNameRequired: 'Give the project a name',
  projectNameTooLong: 'Keep the project name under 160 characters',
  siteAddressRequired: 'Enter the site address',
  siteAddressTooLong: 'Keep the address under 200 characters',
  cityRequired: 'Enter the city',
  cityTooLong: 'Keep the city under 120 characters',
  regionRequired: 'Choose the province or territory',
  postalCodeTooLong: 'Keep the postal code under 12 characters',
  sectorRequired: 'Choose public or private',
  buildingTypeRequired: 'Choose the building type',
  workTypeRequired: 'Choose new construction or repaint',
  contractAmountRequired: 'Enter the paint contract amount',
  contractAmountPositive: 'The contract amount must be more than $0',
  contractAmountTooLarge: `The contract amount must be at most $${CONTRACT_AMOUNT_MAX.toLocaleString(LOCALE)}`,
  contractAmountDecimals: 'Use at most 2 decimals (cents)',
  partyNameRequired: 'Enter the name, or leave this party out',
  partyNameTooLong: 'Keep the name under 160 characters',
  partyContactTooLong: 'Keep the contact under 160 characters',
  partyEmailInvalid: 'Enter a valid email address, or leave it empty',
  dateInvalid: DATE_INVALID_MESSAGE,
  startDateRequired: 'Enter the desired start date',
  endBeforeStart: 'The end date cannot be before the start date',
  descriptionTooShort: `Describe the work in at least ${REQUEST_DESCRIPTION_MIN} characters`,
  descriptionTooLong: `Keep the description under ${REQUEST_DESCRIPTION_MAX.toLocaleString(LOCALE)} characters`,
  coatsPlanned: 'Enter the number of coats planned (1 to 6)',
  stagesPlanned: 'Enter the number of inspection stages (1 to 10)',
  surfacesRequired: 'List the surfaces or areas to specify',
  surfacesTooLong: 'Keep the list of surfaces under 2,000 characters',
  deadlineRequired: 'Enter the date you need the specification by',
  topicRequired: 'Enter the topic of the consultation',
  topicTooLong: 'Keep the topic under 200 characters',
  meetingModeRequired: 'Choose a site visit or a remote meeting',
  hoursEstimate: 'Estimate the hours in half hours, from 0.5 to 200',
  inspectorRequired: 'Choose an inspector',
  messageTooShort: `Write at least ${ADMIN_NOTE_MIN} characters`,
  messageTooLong: `Keep it under ${ADMIN_NOTE_MAX.toLocaleString(LOCALE)} characters`,
  stageDatesOrder: 'Billing dates must be in order: deposit, then progress, then final',
  replyNotAsked: 'You can reply once we have asked for more information on this request.',
} as const;

/** A request number: `RQ-<year>-<6 digits>`, e.g. `RQ-2026-000123`. */
export const REQUEST_NO_PATTERN = /^RQ-\d{4}-\d{6}$/;

export const REQUEST_EVENT_KINDS = ['status', 'message'] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

/** The status a request returns to when its client answers a request for information. */
export const statusAfterReply = (assigned: boolean): RequestStatus => (assigned ? 'under_review' : 'submitted');
