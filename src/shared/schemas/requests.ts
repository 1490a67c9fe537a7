import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../fees';
import { REQUEST_ATTACHMENTS_MAX, UPLOAD_MESSAGES, uploadSummarySchema } from '../uploads';

/*
 * Client requests (product brief sections 1-4, issue 7): a Request for Inspector ("RFI"), a
 * specification or a consultation. Shared by the three client forms, the client's lists, the
 * Admin's request management and the server routes (/api/requests).
 *
 * Conventions: request bodies of the client forms and all responses use snake_case fields; the
 * Admin action bodies use the camelCase names of issue 7 (`inspectorId`, `projectName`, ...).
 * Dates without a time are `YYYY-MM-DD`; timestamps are ISO strings. Money is entered in dollars
 * (`contract_amount`) and answered in integer cents (`contract_amount_cents`).
 */

// ---------------------------------------------------------------------------------------------
// Enums with labels
// ---------------------------------------------------------------------------------------------

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

/** Region codes (Canadian provinces and territories); the first part of a project code. */
export const REGIONS = ['BC', 'AB', 'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, string> = {
  BC: 'British Columbia',
  AB: 'Alberta',
  SK: 'Saskatchewan',
  MB: 'Manitoba',
  ON: 'Ontario',
  QC: 'Quebec',
  NB: 'New Brunswick',
  NS: 'Nova Scotia',
  PE: 'Prince Edward Island',
  NL: 'Newfoundland and Labrador',
  YT: 'Yukon',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
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

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

export const REQUEST_DESCRIPTION_MIN = 20;
export const REQUEST_DESCRIPTION_MAX = 5000;
/** The largest contract amount accepted, in dollars. */
export const CONTRACT_AMOUNT_MAX = 1_000_000_000;
export const REQUESTS_PAGE_SIZE_DEFAULT = 20;
export const REQUESTS_PAGE_SIZE_MAX = 100;
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
  contractAmountTooLarge: `The contract amount must be at most $${CONTRACT_AMOUNT_MAX.toLocaleString('en-US')}`,
  contractAmountDecimals: 'Use at most 2 decimals (cents)',
  partyNameRequired: 'Enter the name, or leave this party out',
  partyNameTooLong: 'Keep the name under 160 characters',
  partyContactTooLong: 'Keep the contact under 160 characters',
  partyEmailInvalid: 'Enter a valid email address, or leave it empty',
  dateInvalid: 'Enter a date (YYYY-MM-DD)',
  startDateRequired: 'Enter the desired start date',
  endBeforeStart: 'The end date cannot be before the start date',
  descriptionTooShort: `Describe the work in at least ${REQUEST_DESCRIPTION_MIN} characters`,
  descriptionTooLong: `Keep the description under ${REQUEST_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
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
  messageTooLong: `Keep it under ${ADMIN_NOTE_MAX.toLocaleString('en-US')} characters`,
  stageDatesOrder: 'Billing dates must be in order: deposit, then progress, then final',
  replyNotAsked: 'You can reply once we have asked for more information on this request.',
} as const;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: REQUEST_MESSAGES.dateInvalid });

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** Text that must be given (trimmed, at least one character) and stay under `max`. */
const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/** One party of the job: a name, and optionally a contact person and an e-mail. */
export const requestPartySchema = z.object({
  name: requiredText(160, REQUEST_MESSAGES.partyNameRequired, REQUEST_MESSAGES.partyNameTooLong),
  contact: optionalText(160, REQUEST_MESSAGES.partyContactTooLong),
  email: z
    .string()
    .trim()
    .max(254, REQUEST_MESSAGES.partyEmailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, REQUEST_MESSAGES.partyEmailInvalid)
    .optional(),
});
export type RequestParty = z.infer<typeof requestPartySchema>;

/** Architect, owner, general contractor and painting contractor; leave out the unknown ones. */
export const requestPartiesSchema = z.object({
  architect: requestPartySchema.optional(),
  owner: requestPartySchema.optional(),
  general_contractor: requestPartySchema.optional(),
  painting_contractor: requestPartySchema.optional(),
});
export type RequestParties = z.infer<typeof requestPartiesSchema>;

/** Contract amount in dollars as the client types it: more than 0, at most 2 decimals. */
export const contractAmountSchema = z
  .number({ error: REQUEST_MESSAGES.contractAmountRequired })
  .positive(REQUEST_MESSAGES.contractAmountPositive)
  .max(CONTRACT_AMOUNT_MAX, REQUEST_MESSAGES.contractAmountTooLarge)
  .refine(hasAtMostTwoDecimals, REQUEST_MESSAGES.contractAmountDecimals);

/** RFI extras: how many coats and inspection stages are planned, and when the first visit is wanted. */
export const inspectionDetailsSchema = z.object({
  coats_planned: z.number({ error: REQUEST_MESSAGES.coatsPlanned }).int(REQUEST_MESSAGES.coatsPlanned).min(1, REQUEST_MESSAGES.coatsPlanned).max(6, REQUEST_MESSAGES.coatsPlanned),
  stages_planned: z
    .number({ error: REQUEST_MESSAGES.stagesPlanned })
    .int(REQUEST_MESSAGES.stagesPlanned)
    .min(1, REQUEST_MESSAGES.stagesPlanned)
    .max(10, REQUEST_MESSAGES.stagesPlanned)
    .optional(),
  first_inspection_date: isoDateSchema.optional(),
});
export type InspectionDetails = z.infer<typeof inspectionDetailsSchema>;

/** Specification extras: the surfaces or areas to specify, and the date the spec is needed by. */
export const specificationDetailsSchema = z.object({
  surfaces: requiredText(2000, REQUEST_MESSAGES.surfacesRequired, REQUEST_MESSAGES.surfacesTooLong),
  deadline: z.iso.date({ error: REQUEST_MESSAGES.deadlineRequired }),
});
export type SpecificationDetails = z.infer<typeof specificationDetailsSchema>;

/** Consultation extras: the topic, a site visit or remote meeting, and an estimate in half hours. */
export const consultationDetailsSchema = z.object({
  topic: requiredText(200, REQUEST_MESSAGES.topicRequired, REQUEST_MESSAGES.topicTooLong),
  meeting_mode: z.enum(MEETING_MODES, { error: REQUEST_MESSAGES.meetingModeRequired }),
  hours_estimate: z
    .number({ error: REQUEST_MESSAGES.hoursEstimate })
    .min(0.5, REQUEST_MESSAGES.hoursEstimate)
    .max(200, REQUEST_MESSAGES.hoursEstimate)
    .refine((hours) => Number.isInteger(hours * 2), REQUEST_MESSAGES.hoursEstimate),
});
export type ConsultationDetails = z.infer<typeof consultationDetailsSchema>;

export const requestDetailsSchema = z.union([inspectionDetailsSchema, specificationDetailsSchema, consultationDetailsSchema]);
export type RequestDetails = InspectionDetails | SpecificationDetails | ConsultationDetails;

// ---------------------------------------------------------------------------------------------
// Create (POST /api/requests)
// ---------------------------------------------------------------------------------------------

/** The fields every kind of request has. */
export const requestCommonSchema = z.object({
  project_name: requiredText(160, REQUEST_MESSAGES.projectNameRequired, REQUEST_MESSAGES.projectNameTooLong),
  site_address: requiredText(200, REQUEST_MESSAGES.siteAddressRequired, REQUEST_MESSAGES.siteAddressTooLong),
  city: requiredText(120, REQUEST_MESSAGES.cityRequired, REQUEST_MESSAGES.cityTooLong),
  region: z.enum(REGIONS, { error: REQUEST_MESSAGES.regionRequired }),
  postal_code: optionalText(12, REQUEST_MESSAGES.postalCodeTooLong),
  sector: z.enum(SECTORS, { error: REQUEST_MESSAGES.sectorRequired }),
  building_type: z.enum(BUILDING_TYPES, { error: REQUEST_MESSAGES.buildingTypeRequired }),
  work_type: z.enum(WORK_TYPES, { error: REQUEST_MESSAGES.workTypeRequired }),
  /** Dollars, e.g. 125000.5; stored and answered as integer cents. */
  contract_amount: contractAmountSchema,
  parties: requestPartiesSchema.default({}),
  desired_start_date: z.iso.date({ error: REQUEST_MESSAGES.startDateRequired }),
  desired_end_date: isoDateSchema.optional(),
  description: z
    .string({ error: REQUEST_MESSAGES.descriptionTooShort })
    .trim()
    .min(REQUEST_DESCRIPTION_MIN, REQUEST_MESSAGES.descriptionTooShort)
    .max(REQUEST_DESCRIPTION_MAX, REQUEST_MESSAGES.descriptionTooLong),
  /** Files uploaded first (PUT /api/uploads/:id, kind request_attachment), linked on create. */
  attachment_ids: z.array(z.uuid()).max(REQUEST_ATTACHMENTS_MAX, UPLOAD_MESSAGES.tooMany).default([]),
});

export const inspectionRequestSchema = requestCommonSchema.extend({
  type: z.literal('inspection'),
  details: inspectionDetailsSchema,
});
export const specificationRequestSchema = requestCommonSchema.extend({
  type: z.literal('specification'),
  details: specificationDetailsSchema,
});
export const consultationRequestSchema = requestCommonSchema.extend({
  type: z.literal('consultation'),
  details: consultationDetailsSchema,
});

/**
 * POST /api/requests body: one of the three forms, told apart by `type`, with the type's extras
 * under `details`. The desired end date may not be before the start date (issue on
 * `desired_end_date`).
 */
export const createRequestSchema = z
  .discriminatedUnion('type', [inspectionRequestSchema, specificationRequestSchema, consultationRequestSchema], {
    error: REQUEST_MESSAGES.typeRequired,
  })
  .superRefine((body, ctx) => {
    if (body.desired_end_date && body.desired_end_date < body.desired_start_date) {
      ctx.addIssue({ code: 'custom', path: ['desired_end_date'], message: REQUEST_MESSAGES.endBeforeStart });
    }
  });
export type CreateRequestInput = z.input<typeof createRequestSchema>;
export type CreateRequest = z.output<typeof createRequestSchema>;
export type InspectionRequestInput = z.input<typeof inspectionRequestSchema>;
export type SpecificationRequestInput = z.input<typeof specificationRequestSchema>;
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// List and read
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/requests?type&status&search&page&pageSize, newest first. Clients get their company's
 * requests only (without a company: their own), Inspectors the ones assigned to them, Admins all. `search` matches the request number, project name, address, city and
 * (for Admins) the company name, case-insensitively.
 */
export const requestsQuerySchema = z.object({
  type: z.enum(REQUEST_TYPES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REQUESTS_PAGE_SIZE_MAX).default(REQUESTS_PAGE_SIZE_DEFAULT),
});
export type RequestsQueryInput = z.input<typeof requestsQuerySchema>;
export type RequestsQuery = z.output<typeof requestsQuerySchema>;

export const requestParamsSchema = z.object({ id: z.uuid() });
export type RequestParams = z.infer<typeof requestParamsSchema>;

/** A request number: `RQ-<year>-<6 digits>`, e.g. `RQ-2026-000123`. */
export const REQUEST_NO_PATTERN = /^RQ-\d{4}-\d{6}$/;

/** One row of a request list. */
export const requestSummarySchema = z.object({
  id: z.uuid(),
  request_no: z.string().regex(REQUEST_NO_PATTERN),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
  project_name: z.string(),
  site_address: z.string(),
  city: z.string(),
  region: z.enum(REGIONS),
  sector: z.enum(SECTORS),
  building_type: z.enum(BUILDING_TYPES),
  work_type: z.enum(WORK_TYPES),
  contract_amount_cents: z.number().int(),
  desired_start_date: z.string(),
  desired_end_date: z.string().nullable(),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  requester_id: z.uuid(),
  requester_name: z.string(),
  assigned_to: z.uuid().nullable(),
  assigned_to_name: z.string().nullable(),
  /** Set once converted; the project's code too. */
  project_id: z.uuid().nullable(),
  project_code: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const REQUEST_EVENT_KINDS = ['status', 'message'] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

/**
 * One entry of a request's timeline, oldest first: a status change (`kind: 'status'`, with the
 * new status and an optional note, e.g. the decline reason) or a message (`kind: 'message'`,
 * e.g. the Admin's request for information; `status` is null).
 */
export const requestEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REQUEST_EVENT_KINDS),
  status: z.enum(REQUEST_STATUSES).nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
  by_name: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** GET /api/requests/:id (and the answer of every write): the summary plus what was submitted. */
export const requestDetailSchema = requestSummarySchema.extend({
  postal_code: z.string().nullable(),
  description: z.string(),
  parties: requestPartiesSchema,
  details: z.record(z.string(), z.unknown()),
  requester_email: z.string(),
  timeline: z.array(requestEventSchema),
  attachments: z.array(uploadSummarySchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestsListResponseSchema = z.object({
  data: z.array(requestSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type RequestsListResponse = z.infer<typeof requestsListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin actions (request management)
// ---------------------------------------------------------------------------------------------

const adminNote = z.string({ error: REQUEST_MESSAGES.messageTooShort }).trim().min(ADMIN_NOTE_MIN, REQUEST_MESSAGES.messageTooShort).max(ADMIN_NOTE_MAX, REQUEST_MESSAGES.messageTooLong);

/** POST /api/requests/:id/assign: the inspector (a profile with role Inspector or Admin). */
export const assignRequestSchema = z.object({ inspectorId: z.uuid({ error: REQUEST_MESSAGES.inspectorRequired }) });
export type AssignRequest = z.infer<typeof assignRequestSchema>;

/** POST /api/requests/:id/request-info: the message e-mailed to the client. */
export const requestInfoSchema = z.object({ message: adminNote });
export type RequestInfo = z.infer<typeof requestInfoSchema>;

/**
 * POST /api/requests/:id/reply (the request's client company): the answer to a request for
 * information; it goes back to the office's queue (under review, or submitted if unassigned).
 */
export const requestReplySchema = z.object({ message: adminNote });
export type RequestReply = z.infer<typeof requestReplySchema>;

/** The status a request returns to when its client answers a request for information. */
export const statusAfterReply = (assigned: boolean): RequestStatus => (assigned ? 'under_review' : 'submitted');

/** POST /api/requests/:id/decline: the reason e-mailed to the client. */
export const declineRequestSchema = z.object({ reason: adminNote });
export type DeclineRequest = z.infer<typeof declineRequestSchema>;

/**
 * POST /api/requests/:id/convert: accept the request and create its project in one transaction.
 * The project code is `<region>-<YY>-<NNNN>`; the fee comes from the settings; the three billing
 * stages get these dates (deposit, progress, final; in that order).
 */
export const convertRequestSchema = z
  .object({
    projectName: requiredText(160, REQUEST_MESSAGES.projectNameRequired, REQUEST_MESSAGES.projectNameTooLong),
    region: z.enum(REGIONS, { error: REQUEST_MESSAGES.regionRequired }),
    leadInspectorId: z.uuid({ error: REQUEST_MESSAGES.inspectorRequired }),
    stageDates: z.object({
      deposit: isoDateSchema,
      progress: isoDateSchema,
      final: isoDateSchema,
    }),
  })
  .superRefine((body, ctx) => {
    const { deposit, progress, final } = body.stageDates;
    if (progress < deposit || final < progress) {
      ctx.addIssue({ code: 'custom', path: ['stageDates'], message: REQUEST_MESSAGES.stageDatesOrder });
    }
  });
export type ConvertRequestInput = z.input<typeof convertRequestSchema>;
export type ConvertRequest = z.output<typeof convertRequestSchema>;

/** GET /api/requests/inspectors (Admin): the active staff a request can be assigned to. */
export const assignableStaffSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['Admin', 'Inspector']),
});
export const assignableStaffListSchema = z.object({ data: z.array(assignableStaffSchema) });
export type AssignableStaff = z.infer<typeof assignableStaffSchema>;
