import { z } from '../zod';
import { productSchema } from './products';
import {
  SUBMITTAL_KINDS,
  LINE_DECISIONS,
  type LineDecision,
  SUBMITTAL_STATUSES,
  type SubmittalStatus,
  SUBMITTAL_MESSAGES,
  SUBMITTAL_LINES_MAX,
  SUBMITTALS_PAGE_SIZE_DEFAULT,
  SUBMITTALS_PAGE_SIZE_MAX,
} from './submittals-values';
import { SUBMITTAL_DOCUMENTS_MAX } from '../uploads-values';

export * from './submittals-values';

/*
 * Submittals (/inspections/submittal-pages): per project, the client lists the products it will
 * use per surface or area and MPI system; staff decide each line. The submittal's status follows
 * its lines (submittalStatusFor).
 */

/** Worst first: a submittal with any rejected line is rejected, and so on. */
const DECISION_SEVERITY: readonly LineDecision[] = ['rejected', 'revise_and_resubmit', 'approved_as_noted', 'approved'];

/** The submittal's status from its lines' decisions: none decided, some decided, or the worst decision. */
export function submittalStatusFor(decisions: readonly (LineDecision | null)[]): SubmittalStatus {
  const decided = decisions.filter((decision): decision is LineDecision => decision !== null);
  if (decided.length === 0) return 'submitted';
  if (decided.length < decisions.length) return 'under_review';
  return DECISION_SEVERITY.find((decision) => decided.includes(decision))!;
}
const text = (max: number, required: string) => z.string().trim().min(1, required).max(max);

export const submittalLineInputSchema = z.object({
  surface: text(200, SUBMITTAL_MESSAGES.surfaceRequired),
  mpi_system: text(40, SUBMITTAL_MESSAGES.systemRequired),
  product_id: z.uuid({ error: SUBMITTAL_MESSAGES.productRequired }),
});
export type SubmittalLineInput = z.infer<typeof submittalLineInputSchema>;

/** POST /api/submittals (Client): a submittal for a project of the client's company. */
export const createSubmittalSchema = z.object({
  project_id: z.uuid({ error: SUBMITTAL_MESSAGES.projectRequired }),
  kind: z.enum(SUBMITTAL_KINDS).default('product'),
  notes: z.string().trim().max(2000).optional(),
  lines: z.array(submittalLineInputSchema).min(1, SUBMITTAL_MESSAGES.linesRequired).max(SUBMITTAL_LINES_MAX),
  /** Documents uploaded first (PUT /api/uploads/:id, kind submittal_document): data sheets, samples. */
  document_ids: z.array(z.uuid()).max(SUBMITTAL_DOCUMENTS_MAX, SUBMITTAL_MESSAGES.tooManyDocuments).default([]),
});
export type CreateSubmittalInput = z.input<typeof createSubmittalSchema>;
export type CreateSubmittal = z.output<typeof createSubmittalSchema>;

/** PATCH /api/submittals/:submittalId/lines/:lineId (staff): a decision; anything but approved needs a comment. */
export const reviewLineSchema = z
  .object({
    decision: z.enum(LINE_DECISIONS),
    comment: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.decision === 'approved' || (body.comment ?? '').length > 0, {
    message: SUBMITTAL_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ReviewLineInput = z.input<typeof reviewLineSchema>;

export const submittalParamsSchema = z.object({ submittalId: z.uuid() });
export const submittalLineParamsSchema = z.object({ submittalId: z.uuid(), lineId: z.uuid() });

export const submittalsQuerySchema = z.object({
  projectId: z.uuid().optional(),
  projectCode: z.string().trim().max(40).optional(),
  status: z.enum(SUBMITTAL_STATUSES).optional(),
  /** `open=true`: every undecided status (OPEN_SUBMITTAL_STATUSES), the review queue. */
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SUBMITTALS_PAGE_SIZE_MAX).default(SUBMITTALS_PAGE_SIZE_DEFAULT),
});
export type SubmittalsQueryInput = z.input<typeof submittalsQuerySchema>;
export type SubmittalsQuery = z.output<typeof submittalsQuerySchema>;

export const submittalLineSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().min(1),
  surface: z.string(),
  mpi_system: z.string(),
  product: productSchema.pick({ id: true, mpi_no: true, product_code: true, name: true, manufacturer: true, gloss_level: true }),
  decision: z.enum(LINE_DECISIONS).nullable(),
  comment: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});
export type SubmittalLine = z.infer<typeof submittalLineSchema>;

export const submittalSchema = z.object({
  id: z.uuid(),
  submittal_no: z.number().int().min(1),
  project_id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  company_name: z.string().nullable(),
  kind: z.enum(SUBMITTAL_KINDS),
  status: z.enum(SUBMITTAL_STATUSES),
  notes: z.string().nullable(),
  submitted_by_name: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  lines: z.array(submittalLineSchema),
});
export type Submittal = z.infer<typeof submittalSchema>;

/** One page of submittals, newest first; `total`: every match. */
export const submittalsListResponseSchema = z.object({
  data: z.array(submittalSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type SubmittalsListResponse = z.infer<typeof submittalsListResponseSchema>;

/** Projects the caller may submit for (a Client: its company's open projects). */
export const submittalProjectSchema = z.object({ id: z.uuid(), project_code: z.string(), project_name: z.string() });
export const submittalProjectsResponseSchema = z.object({ data: z.array(submittalProjectSchema) });
export type SubmittalProject = z.infer<typeof submittalProjectSchema>;
