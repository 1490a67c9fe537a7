import { z } from '../zod';
import { BUILDING_TYPES, contractAmountSchema, PARTY_ROLES, SECTORS, WORK_TYPES, requestDetailSchema } from './requests';
import { isoDateSchema, REGIONS } from './common';
import {
  REVIEW_STATUSES,
  PROJECT_STATUSES,
  PROJECT_CODE_PATTERN,
  BILLING_STAGE_STATUSES,
  PROJECT_MESSAGES,
  PROJECT_SORT_KEYS,
  PROJECTS_QUERY_DEFAULTS,
  PROJECTS_PAGE_SIZE_MAX,
} from './projects-values';

export * from './projects-values';

/*
 * Projects (docs/features.md): what a converted request becomes. Responses use
 * snake_case; money is integer cents; dates `YYYY-MM-DD`, timestamps ISO strings.
 */

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
  /** Set when an Admin voided the stage (POST /api/billing-stages/:id/void): when and why. */
  voided_at: z.string().nullable(),
  voided_reason: z.string().nullable(),
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

/** One item of GET /api/projects/status/Pending (docs/features.md, Requests and projects); newest first. */
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

// ---------------------------------------------------------------------------------------------
// The projects screens: list, export, create, edit, detail, review status
// ---------------------------------------------------------------------------------------------

/** A project code in a URL (`/projects/BC-26-0142`). */
export const projectParamsSchema = z.object({ projectCode: z.string().regex(PROJECT_CODE_PATTERN, 'Not a project code') });

/** The companies on a project besides its client: one per party role, each optional. */
export const projectPartiesInputSchema = z.object({
  architect: z.uuid().nullable().optional(),
  owner: z.uuid().nullable().optional(),
  general_contractor: z.uuid().nullable().optional(),
  painting_contractor: z.uuid().nullable().optional(),
});
export type ProjectPartiesInput = z.infer<typeof projectPartiesInputSchema>;

const projectFields = {
  project_name: z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(160, PROJECT_MESSAGES.nameTooLong),
  company_id: z.uuid({ error: PROJECT_MESSAGES.companyRequired }),
  address: z.string({ error: PROJECT_MESSAGES.addressRequired }).trim().min(1, PROJECT_MESSAGES.addressRequired).max(200, PROJECT_MESSAGES.textTooLong),
  city: z.string().trim().max(120, PROJECT_MESSAGES.textTooLong).optional(),
  postal_code: z.string().trim().max(12, PROJECT_MESSAGES.textTooLong).optional(),
  region: z.enum(REGIONS, { error: PROJECT_MESSAGES.regionRequired }),
  sector: z.enum(SECTORS, { error: PROJECT_MESSAGES.sectorRequired }),
  building_type: z.enum(BUILDING_TYPES, { error: PROJECT_MESSAGES.buildingTypeRequired }),
  work_type: z.enum(WORK_TYPES, { error: PROJECT_MESSAGES.workTypeRequired }),
  /** Dollars, as typed. */
  base_contract: contractAmountSchema,
  final_contract: contractAmountSchema.nullable().optional(),
  lead_inspector_id: z.uuid().nullable().optional(),
  start_date: isoDateSchema.nullable().optional(),
  substantial_performance_date: isoDateSchema.nullable().optional(),
  final_inspection_date: isoDateSchema.nullable().optional(),
  /** Only the roles sent change (null removes one); a create without it has none. */
  parties: projectPartiesInputSchema.optional(),
};

type DatedProject = { start_date?: string | null; substantial_performance_date?: string | null; final_inspection_date?: string | null };
/** Start <= substantial performance <= final inspection, for the dates that are given. */
export const projectDatesInOrder = (value: DatedProject) => {
  const dates = [value.start_date, value.substantial_performance_date, value.final_inspection_date].filter((date): date is string => Boolean(date));
  return dates.every((date, index) => index === 0 || dates[index - 1]! <= date);
};
const datesRule = { message: PROJECT_MESSAGES.datesOrder, path: ['final_inspection_date'] };

/** POST /api/projects (Admin): the code is allocated, the fee computed and the review status is Pending. */
export const createProjectSchema = z.object(projectFields).refine(projectDatesInOrder, datesRule);
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProject = z.output<typeof createProjectSchema>;

/** PATCH /api/projects/:projectCode (Admin): the fields to change and the version they were read at. The region stays (the code is numbered in it). */
export const updateProjectSchema = z
  .object({ ...projectFields, status: z.enum(PROJECT_STATUSES), version: z.number().int().min(1) })
  .omit({ region: true })
  .partial()
  .required({ version: true })
  .refine(projectDatesInOrder, datesRule);
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProject = z.output<typeof updateProjectSchema>;

/** PATCH /api/projects/:projectCode/review-status (Admin). */
export const reviewStatusUpdateSchema = z.object({ review_status: z.enum(REVIEW_STATUSES) });
export type ReviewStatusUpdate = z.infer<typeof reviewStatusUpdateSchema>;

/** The filters of the list and of its CSV export. */
export const projectFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  review_status: z.enum(REVIEW_STATUSES).optional(),
  region: z.enum(REGIONS).optional(),
  sector: z.enum(SECTORS).optional(),
  inspector: z.uuid().optional(),
  /** One project by id (a picker showing the project already chosen). */
  id: z.uuid().optional(),
  sort: z.enum(PROJECT_SORT_KEYS).default(PROJECTS_QUERY_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).default(PROJECTS_QUERY_DEFAULTS.order),
});
export type ProjectFilters = z.output<typeof projectFiltersSchema>;

/** GET /api/projects?search&status&review_status&region&sector&inspector&id&sort&order&page&pageSize. */
export const projectsQuerySchema = projectFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(PROJECTS_QUERY_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(PROJECTS_PAGE_SIZE_MAX).default(PROJECTS_QUERY_DEFAULTS.pageSize),
});
export type ProjectsQueryInput = z.input<typeof projectsQuerySchema>;
export type ProjectsQuery = z.output<typeof projectsQuerySchema>;

/** One row of the projects table: the project's list fields and its start date. */
export const projectListItemSchema = projectSchema
  .pick({
    project_id: true,
    project_code: true,
    project_name: true,
    company_id: true,
    company_name: true,
    address: true,
    city: true,
    region: true,
    sector: true,
    status: true,
    review_status: true,
    lead_inspector_id: true,
    lead_inspector_name: true,
    base_contract_cents: true,
    created_at: true,
    updated_at: true,
  })
  .extend({ project_code: z.string(), start_date: z.string().nullable() });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectsListResponseSchema = z.object({
  data: z.array(projectListItemSchema),
  /** The matching projects, or with `totalCapped` how many were counted: there are more. */
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ProjectsListResponse = z.infer<typeof projectsListResponseSchema>;

export const projectPartySchema = z.object({
  role: z.enum(PARTY_ROLES),
  company_id: z.uuid(),
  company_name: z.string(),
});
export type ProjectParty = z.infer<typeof projectPartySchema>;

/** GET /api/projects/:projectCode: the project and its parties (its activity is a paged list of its own). */
export const projectDetailSchema = projectSchema.extend({
  postal_code: z.string().nullable(),
  final_contract_cents: z.number().int().nullable(),
  start_date: z.string().nullable(),
  substantial_performance_date: z.string().nullable(),
  final_inspection_date: z.string().nullable(),
  closed_at: z.iso.datetime().nullable(),
  version: z.number().int().min(1),
  parties: z.array(projectPartySchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
