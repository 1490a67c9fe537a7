import { z } from '../zod';
import { hasAtMostTwoDecimals } from '../fees';
import { REQUEST_ATTACHMENTS_MAX, UPLOAD_MESSAGES, uploadSummarySchema } from '../uploads';
import {
  REQUEST_TYPES,
  REQUEST_STATUSES,
  SECTORS,
  BUILDING_TYPES,
  WORK_TYPES,
  MEETING_MODES,
  REQUEST_DESCRIPTION_MIN,
  REQUEST_DESCRIPTION_MAX,
  CONTRACT_AMOUNT_MAX,
  REQUESTS_PAGE_SIZE_MAX,
  ADMIN_NOTE_MIN,
  ADMIN_NOTE_MAX,
  REQUEST_MESSAGES,
  REQUEST_NO_PATTERN,
  REQUEST_EVENT_KINDS,
  REQUEST_SORT_KEYS,
  REQUESTS_QUERY_DEFAULTS,
  REQUEST_STATUS_CHOICES,
} from './requests-values';
import { isoDateSchema, REGIONS } from './common';

export * from './requests-values';

/*
 * Client requests (docs/features.md, Requests and projects): a Request for Inspector ("RFI"), a
 * specification or a consultation. Shared by the three client forms, the client's lists, the
 * Admin's request management and the server routes (/api/requests).
 *
 * Conventions: request bodies of the client forms and all responses use snake_case fields; the
 * Admin action bodies use camelCase names (`inspectorId`, `projectName`, ...).
 * Dates without a time are `YYYY-MM-DD`; timestamps are ISO strings. Money is entered in dollars
 * (`contract_amount`) and answered in integer cents (`contract_amount_cents`).
 */

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

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
 * under `details`. The desired end date may not be before the start date (the zod issue is on
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
  /** `open=true`: every open status (OPEN_REQUEST_STATUSES), the triage queue's default. */
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(REQUEST_SORT_KEYS).default(REQUESTS_QUERY_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).default(REQUESTS_QUERY_DEFAULTS.order),
  page: z.coerce.number().int().min(1).default(REQUESTS_QUERY_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(REQUESTS_PAGE_SIZE_MAX).default(REQUESTS_QUERY_DEFAULTS.pageSize),
});
export type RequestsQueryInput = z.input<typeof requestsQuerySchema>;
export type RequestsQuery = z.output<typeof requestsQuerySchema>;

/**
 * A request list as its address bar holds it (`/rfis?status=open&page=2`): the API's query, but
 * one `status` choice (a status, "open" or "all", the default) instead of `status` and `open`;
 * `apiQueryOfList` turns it into the API's.
 */
export const requestListQuerySchema = requestsQuerySchema.omit({ status: true, open: true }).extend({
  status: z.enum(REQUEST_STATUS_CHOICES).default('all'),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

/** The Admin's request queue: a request list that opens on the open requests. */
export const requestQueueQuerySchema = requestListQuerySchema.extend({
  status: z.enum(REQUEST_STATUS_CHOICES).default('open'),
});

export const requestParamsSchema = z.object({ id: z.uuid() });
export type RequestParams = z.infer<typeof requestParamsSchema>;

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
