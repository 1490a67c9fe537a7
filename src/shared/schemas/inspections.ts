import { z } from '../zod';
import { UPCOMING_INSPECTIONS } from '../constants';
import { DEFICIENCY_STATUSES } from '../deficiency-rules';
import { uploadSummarySchema } from '../uploads';
import {
  INSPECTION_STAGES,
  INSPECTION_STATUSES,
  INSPECTION_RESULTS,
  DEFICIENCY_SEVERITIES,
  DEFICIENCY_CATEGORIES,
  INSPECTION_MESSAGES,
  INSPECTION_PHOTOS_MAX,
  DEFICIENCY_PHOTOS_MAX,
  DEFICIENCY_NOTE_MAX,
  DEFICIENCY_NOTE_MESSAGES,
} from './inspections-values';

export * from './inspections-values';

/*
 * Stage inspections and deficiencies (docs/features.md, Inspections). Shared by the server
 * routes, the project page, the inspector's on-site form and deficiency tracking. Conventions as in
 * requests.ts: snake_case fields, dates `YYYY-MM-DD`, timestamps ISO strings, money in cents.
 */


const celsius = z.number({ error: INSPECTION_MESSAGES.temperature }).min(-40, INSPECTION_MESSAGES.temperature).max(60, INSPECTION_MESSAGES.temperature);

/** POST /api/inspections (Admin): schedule a stage visit of a project. */
export const scheduleInspectionSchema = z.object({
  project_code: z.string({ error: 'Choose the project' }).trim().min(1, 'Choose the project').max(40),
  stage: z.enum(INSPECTION_STAGES, { error: INSPECTION_MESSAGES.stageRequired }),
  scheduled_at: z.iso.datetime({ offset: true, error: INSPECTION_MESSAGES.scheduledAtRequired }),
  inspector_id: z.uuid({ error: INSPECTION_MESSAGES.inspectorRequired }),
});
export type ScheduleInspection = z.infer<typeof scheduleInspectionSchema>;
export type ScheduleInspectionInput = z.input<typeof scheduleInspectionSchema>;

/** PATCH /api/inspections/:id (Admin): move a scheduled visit, or give it to another inspector, at the version read. */
export const changeInspectionSchema = z
  .object({
    version: z.number().int().positive(),
    scheduled_at: z.iso.datetime({ offset: true, error: INSPECTION_MESSAGES.scheduledAtRequired }).optional(),
    inspector_id: z.uuid({ error: INSPECTION_MESSAGES.inspectorRequired }).optional(),
  })
  .refine((body) => body.scheduled_at !== undefined || body.inspector_id !== undefined, { message: 'Change the time or the inspector' });
export type ChangeInspection = z.infer<typeof changeInspectionSchema>;

/** POST /api/inspections/:id/cancel (Admin): cancel a scheduled visit at the version read. */
export const cancelInspectionSchema = z.object({ version: z.number().int().positive() });
export type CancelInspection = z.infer<typeof cancelInspectionSchema>;

/** A deficiency found during the visit (recorded with the inspection, or added later). */
export const newDeficiencySchema = z.object({
  location: z.string({ error: INSPECTION_MESSAGES.locationRequired }).trim().min(1, INSPECTION_MESSAGES.locationRequired).max(200),
  description: z.string({ error: INSPECTION_MESSAGES.descriptionRequired }).trim().min(3, INSPECTION_MESSAGES.descriptionRequired).max(5000),
  category: z.enum(DEFICIENCY_CATEGORIES, { error: INSPECTION_MESSAGES.categoryRequired }),
  severity: z.enum(DEFICIENCY_SEVERITIES, { error: INSPECTION_MESSAGES.severityRequired }),
  responsible_company_id: z.uuid().nullable().optional(),
  due_date: z.iso.date({ error: INSPECTION_MESSAGES.dueDateRequired }),
  /** Photos uploaded first (PUT /api/uploads/:id, kind deficiency_photo). */
  photo_ids: z.array(z.uuid()).max(DEFICIENCY_PHOTOS_MAX).default([]),
});
export type NewDeficiency = z.infer<typeof newDeficiencySchema>;
export type NewDeficiencyInput = z.input<typeof newDeficiencySchema>;

/**
 * POST /api/inspections/:id/record (the assigned inspector or an Admin): what was found on site.
 * Sent as a queued write from the site (offline-capable); `version` guards against two devices.
 */
export const recordInspectionSchema = z.object({
  /** The inspection's version when the form was opened (409 with the current one if it moved on). */
  version: z.number().int().min(1),
  result: z.enum(INSPECTION_RESULTS, { error: INSPECTION_MESSAGES.resultRequired }),
  performed_at: z.iso.datetime({ offset: true }),
  air_temperature_c: celsius.nullable().optional(),
  surface_temperature_c: celsius.nullable().optional(),
  relative_humidity: z.number({ error: INSPECTION_MESSAGES.humidity }).min(0, INSPECTION_MESSAGES.humidity).max(100, INSPECTION_MESSAGES.humidity).nullable().optional(),
  notes: z.string().trim().max(10_000, INSPECTION_MESSAGES.notesTooLong).default(''),
  travel_km: z.number({ error: INSPECTION_MESSAGES.travelKm }).min(0, INSPECTION_MESSAGES.travelKm).max(5000, INSPECTION_MESSAGES.travelKm).default(0),
  /** Photos uploaded first (PUT /api/uploads/:id, kind inspection_photo). */
  photo_ids: z.array(z.uuid()).max(INSPECTION_PHOTOS_MAX).default([]),
  deficiencies: z.array(newDeficiencySchema).max(100).default([]),
});
export type RecordInspection = z.infer<typeof recordInspectionSchema>;
export type RecordInspectionInput = z.input<typeof recordInspectionSchema>;

export const inspectionSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  /** The project's region: picks its flat travel zone, if it is one. */
  project_region: z.string(),
  stage: z.enum(INSPECTION_STAGES),
  status: z.enum(INSPECTION_STATUSES),
  scheduled_at: z.iso.datetime(),
  performed_at: z.iso.datetime().nullable(),
  inspector_id: z.uuid().nullable(),
  inspector_name: z.string().nullable(),
  result: z.enum(INSPECTION_RESULTS).nullable(),
  air_temperature_c: z.number().nullable(),
  surface_temperature_c: z.number().nullable(),
  relative_humidity: z.number().nullable(),
  dew_point_c: z.number().nullable(),
  notes: z.string(),
  travel_km: z.number(),
  travel_fee_cents: z.number().int(),
  /** The flat zone the travel fee came from; null when it was charged per km. */
  travel_flat_zone: z.string().nullable(),
  deficiency_count: z.number().int(),
  photo_count: z.number().int(),
  version: z.number().int(),
});
export type Inspection = z.infer<typeof inspectionSchema>;
export const inspectionListSchema = z.object({ data: z.array(inspectionSchema) });
export const inspectionParamsSchema = z.object({ id: z.uuid() });
export const inspectionResponseSchema = z.object({ data: inspectionSchema });

// ---------------------------------------------------------------------------------------------
// Deficiencies and deficiency tracking
// ---------------------------------------------------------------------------------------------

export const deficiencySchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  inspection_id: z.uuid().nullable(),
  number: z.number().int(),
  location: z.string(),
  description: z.string(),
  category: z.enum(DEFICIENCY_CATEGORIES),
  severity: z.enum(DEFICIENCY_SEVERITIES),
  responsible_company_id: z.uuid().nullable(),
  responsible_company_name: z.string().nullable(),
  due_date: z.string().nullable(),
  status: z.enum(DEFICIENCY_STATUSES),
  reminder_count: z.number().int(),
  last_reminder_at: z.iso.datetime().nullable(),
  warning_level: z.number().int(),
  last_warning_at: z.iso.datetime().nullable(),
  verified_at: z.iso.datetime().nullable(),
  closed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  archived: z.boolean(),
  /** Days past the due date (0 when not overdue or no date). */
  days_overdue: z.number().int(),
  needs_reminder: z.boolean(),
  needs_warning: z.boolean(),
  needs_closure: z.boolean(),
  photo_count: z.number().int(),
});
export type Deficiency = z.infer<typeof deficiencySchema>;

export const deficiencyTrackingQuerySchema = z.object({
  archived: z.stringbool({ truthy: ['true'], falsy: ['false'] }).default(false),
  project: z.string().trim().max(40).optional(),
  severity: z.enum(DEFICIENCY_SEVERITIES).optional(),
  responsible_company_id: z.uuid().optional(),
  overdue: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
  /** Only the deficiencies of one queue. */
  queue: z.enum(['reminder', 'warning', 'closure']).optional(),
  /** One project's deficiencies (its page's tab): closed and void ones too, and the summary counts that project's. */
  project_id: z.uuid().optional(),
});
export type DeficiencyTrackingQuery = z.output<typeof deficiencyTrackingQuerySchema>;

/** GET /api/deficiency/tracking (docs/business-rules.md, Deficiencies): the three queue counts and the (filtered) list. */
export const deficiencyTrackingResponseSchema = z.object({
  data: z.object({
    summary: z.object({ needingReminder: z.number().int(), needingWarning: z.number().int(), needingClosure: z.number().int() }),
    items: z.array(deficiencySchema),
  }),
});
export type DeficiencyTrackingResponse = z.infer<typeof deficiencyTrackingResponseSchema>;
export const deficiencyParamsSchema = z.object({ id: z.uuid() });
export const deficiencyResponseSchema = z.object({ data: deficiencySchema });

const noteText = z.string().trim().max(DEFICIENCY_NOTE_MAX, DEFICIENCY_NOTE_MESSAGES.tooLong);
const requiredNote = (message: string) => z.object({ note: z.string({ error: message }).trim().min(1, message).max(DEFICIENCY_NOTE_MAX, DEFICIENCY_NOTE_MESSAGES.tooLong) });
/** POST /api/deficiencies/:id/report-fix: the contractor says it is fixed; optionally what they said. */
export const deficiencyFixReportSchema = z.object({ note: noteText.optional() });
export type DeficiencyFixReport = z.infer<typeof deficiencyFixReportSchema>;
/** POST /api/deficiencies/:id/dispute: the contractor disputes it; their reason is required. */
export const deficiencyDisputeSchema = requiredNote(DEFICIENCY_NOTE_MESSAGES.disputeReasonRequired);
/** POST /api/deficiencies/:id/not-fixed: the reinspection found it not corrected; what it found is required. */
export const deficiencyNotFixedSchema = requiredNote(DEFICIENCY_NOTE_MESSAGES.notFixedFindingRequired);
/** POST /api/deficiencies/:id/void: raised in error; why is required. */
export const deficiencyVoidSchema = requiredNote(DEFICIENCY_NOTE_MESSAGES.voidReasonRequired);
export type DeficiencyNote = z.infer<typeof deficiencyDisputeSchema>;

/** One follow-up step of a deficiency (its audit log): one of the DEFICIENCY_ACTIONS. */
export const deficiencyHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.iso.datetime(),
  actor_name: z.string().nullable(),
  /** Who a reminder or warning was e-mailed to. */
  recipients: z.array(z.string()),
  /** The note of "Fix reported", "Disputed" (the contractor's reason) or "Void" (why). */
  note: z.string().nullable(),
});
export type DeficiencyHistoryEntry = z.infer<typeof deficiencyHistoryEntrySchema>;

/** GET /api/deficiencies/:id (staff): the deficiency with its photos and follow-up history, newest first. */
export const deficiencyDetailResponseSchema = z.object({
  data: deficiencySchema.extend({ photos: z.array(uploadSummarySchema), history: z.array(deficiencyHistoryEntrySchema) }),
});
export type DeficiencyDetail = z.infer<typeof deficiencyDetailResponseSchema>['data'];

/** GET /api/inspections/:id: the inspection with its deficiencies and photos. */
export const inspectionDetailSchema = z.object({
  data: inspectionSchema.extend({ deficiencies: z.array(deficiencySchema), photos: z.array(uploadSummarySchema) }),
});
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>['data'];

export const inspectionsQuerySchema = z.object({
  project: z.string().trim().max(40).optional(),
  /** `me`: the caller's own visits. */
  inspector: z.union([z.literal('me'), z.uuid()]).optional(),
  status: z.enum(INSPECTION_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/**
 * GET /api/inspections/upcoming: scheduled visits of the next `days` days, soonest first, at most
 * `limit` (a Client: their company's projects only; staff: every project).
 */
export const upcomingInspectionsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(UPCOMING_INSPECTIONS.maxDays).default(UPCOMING_INSPECTIONS.days),
  limit: z.coerce.number().int().min(1).max(UPCOMING_INSPECTIONS.maxLimit).default(UPCOMING_INSPECTIONS.max),
});

/** What a client may know of a coming visit (no fees, readings or notes). */
export const upcomingInspectionSchema = z.object({
  id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  stage: z.enum(INSPECTION_STAGES),
  scheduled_at: z.iso.datetime(),
  inspector_name: z.string().nullable(),
});
export type UpcomingInspection = z.infer<typeof upcomingInspectionSchema>;
export const upcomingInspectionListSchema = z.object({ data: z.array(upcomingInspectionSchema) });

/** GET /api/inspections/travel-fee (staff): the travel fee rule's settings, so the on-site form shows the fee it will charge. */
export const travelFeeSettingsResponseSchema = z.object({
  data: z.object({
    free_radius_km: z.number().min(0),
    rate_cents_per_km: z.number().min(0),
    /** Region → flat travel fee in cents per inspection (a site in one of them is not charged per km). */
    flat_zones: z.record(z.string(), z.number().int().min(0)),
  }),
});
export type TravelFeeSettingsResponse = z.infer<typeof travelFeeSettingsResponseSchema>;
