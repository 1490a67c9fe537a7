import { z } from '../zod';
import { GUARANTEE_CHECKS, GUARANTEE_STATUSES } from '../guarantee-rules';
import { GUARANTEE_MESSAGES, VERIFICATION_CODE_PATTERN } from './guarantees-values';

export * from './guarantees-values';

/* Guarantees (docs/business-rules.md, Guarantees): eligibility, issuing and public verification. */

export const guaranteeProjectQuerySchema = z.object({ project: z.uuid(GUARANTEE_MESSAGES.projectRequired) });
export const issueGuaranteeSchema = z.object({ project_id: z.uuid(GUARANTEE_MESSAGES.projectRequired) });
export const verifyParamsSchema = z.object({ code: z.string().regex(VERIFICATION_CODE_PATTERN, GUARANTEE_MESSAGES.notFound) });

export const guaranteeEligibilitySchema = z.object({
  eligible: z.boolean(),
  checks: z.array(z.object({ check: z.enum(GUARANTEE_CHECKS), label: z.string(), ok: z.boolean(), detail: z.string().nullable() })),
});
export type GuaranteeEligibilityResponse = z.infer<typeof guaranteeEligibilitySchema>;

export const guaranteeSchema = z.object({
  id: z.uuid(),
  certificate_no: z.string(),
  project_id: z.uuid(),
  project_name: z.string(),
  contractor_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  starts_on: z.string(),
  expires_on: z.string(),
  status: z.enum(GUARANTEE_STATUSES),
  verification_code: z.string(),
  report_id: z.uuid().nullable(),
  /** The inspection booklet issued with the certificate (a report: GET /api/reports/:id/pdf). */
  booklet_report_id: z.uuid().nullable(),
  issued_at: z.string(),
});
export type Guarantee = z.infer<typeof guaranteeSchema>;

export const guaranteesListResponseSchema = z.object({ data: z.array(guaranteeSchema) });

/** What the public verification answers, and nothing more. */
export const guaranteeVerificationSchema = z.object({
  certificate_no: z.string(),
  project_name: z.string(),
  issued_on: z.string(),
  expires_on: z.string(),
  status: z.enum(GUARANTEE_STATUSES),
});
export type GuaranteeVerification = z.infer<typeof guaranteeVerificationSchema>;
