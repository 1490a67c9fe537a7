import { z } from 'zod';
import { BUILDING_TYPES, REGIONS, SECTORS, WORK_TYPES, requestDetailSchema } from './requests';

/*
 * Projects (product brief sections 2-3): what a converted request becomes. Responses use
 * snake_case; money is integer cents; dates `YYYY-MM-DD`, timestamps ISO strings.
 */

/** Review status of a project (brief section 3): a new project is `Pending` review. */
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

/** A project code: `<REGION>-<YY>-<NNNN>`, e.g. `BC-26-0142`, numbered per region and year. */
export const PROJECT_CODE_PATTERN = /^[A-Z]{2}-\d{2}-\d{4,}$/;

export const BILLING_STAGE_STATUSES = ['scheduled', 'ready', 'invoiced', 'paid', 'void'] as const;
export type BillingStageStatus = (typeof BILLING_STAGE_STATUSES)[number];

/** One billing stage of a project (deposit, progress, final). */
export const billingStageSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  seq: z.number().int().min(1),
  stage_description: z.string(),
  total_amount_cents: z.number().int(),
  to_be_invoiced_date: z.string().nullable(),
  status: z.enum(BILLING_STAGE_STATUSES),
  invoice_id: z.uuid().nullable(),
});
export type BillingStage = z.infer<typeof billingStageSchema>;

/** A project as the API sends it (conversion answer; the projects screens will reuse it). */
export const projectSchema = z.object({
  project_id: z.uuid(),
  project_code: z.string().regex(PROJECT_CODE_PATTERN),
  project_name: z.string(),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  region: z.enum(REGIONS),
  sector: z.enum(SECTORS),
  building_type: z.enum(BUILDING_TYPES),
  work_type: z.enum(WORK_TYPES),
  base_contract_cents: z.number().int(),
  fee_cents: z.number().int(),
  status: z.enum(PROJECT_STATUSES),
  review_status: z.enum(REVIEW_STATUSES),
  lead_inspector_id: z.uuid().nullable(),
  lead_inspector_name: z.string().nullable(),
  request_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Project = z.infer<typeof projectSchema>;

/** POST /api/requests/:id/convert answer: the converted request, its new project and billing stages. */
export const convertRequestResponseSchema = z.object({
  request: requestDetailSchema,
  project: projectSchema,
  billing_stages: z.array(billingStageSchema),
});
export type ConvertRequestResponse = z.infer<typeof convertRequestResponseSchema>;

/** One item of GET /api/projects/status/Pending (spec section 7); newest first. */
export const pendingProjectSchema = z.object({
  project_id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  company_name: z.string().nullable(),
  review_status: z.enum(REVIEW_STATUSES),
  created_at: z.iso.datetime(),
});
export type PendingProject = z.infer<typeof pendingProjectSchema>;

/** GET /api/projects/status/Pending: `data.length` is the Admin's pending count. */
export const pendingProjectsResponseSchema = z.object({ data: z.array(pendingProjectSchema) });
export type PendingProjectsResponse = z.infer<typeof pendingProjectsResponseSchema>;
