import { z } from '../zod';
import { BILLING_STAGE_STATUSES, billingStageSchema, PROJECT_CODE_PATTERN } from './projects';
import { isoDateSchema } from './common';
import {
  BILLING_STAGE_SORT_KEYS,
  BILLING_STAGES_PAGE_SIZE_MAX,
  BILLING_STAGES_QUERY_DEFAULTS,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  MAX_STAGES_PER_INVOICE,
} from './invoices-values';

export * from './invoices-values';

/*
 * Invoicing (docs/business-rules.md, Invoicing): billing stages across projects, the
 * pending list, invoices with their lines, payment and void. Conventions as in requests.ts:
 * snake_case fields, money in integer cents (except the pending-invoice item,
 * whose total_amount is dollars), timestamps ISO strings, dates `YYYY-MM-DD`.
 */

// ---------------------------------------------------------------------------------------------
// GET /api/invoices/pending (Admin, polled every 60 s): the pending-invoice item (docs/business-rules.md)
// ---------------------------------------------------------------------------------------------

/**
 * A billing stage due to be invoiced. `invoice_id` is the stage's id (what
 * POST /api/billing-stages/:id/invoice takes); `invoice_number` is null until it is invoiced.
 */
export const pendingInvoiceItemSchema = z.object({
  invoice_id: z.uuid(),
  project_code: z.string(),
  project_id: z.uuid(),
  stage_description: z.string(),
  project_name: z.string(),
  company_name: z.string().nullable(),
  /** Shown as "Due {date}", or N/A. */
  to_be_invoiced_date: z.string().nullable(),
  /** Dollars with 2 decimals (the database keeps cents). */
  total_amount: z.number(),
  invoice_number: z.string().nullable().optional(),
});
export type PendingInvoiceItem = z.infer<typeof pendingInvoiceItemSchema>;

export const pendingInvoicesResponseSchema = z.object({ data: z.array(pendingInvoiceItemSchema) });
export type PendingInvoicesResponse = z.infer<typeof pendingInvoicesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/billing-stages (staff): every project's stages, filtered
// ---------------------------------------------------------------------------------------------

/**
 * `?pending=true` applies the pending rule (src/shared/invoice-rules.ts). `search` matches every
 * word in the project's code or name, the company, the stage or the invoice number.
 */
export const billingStagesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(BILLING_STAGE_STATUSES).optional(),
  /** to_be_invoiced_date on or after. */
  from: isoDateSchema.optional(),
  /** to_be_invoiced_date on or before. */
  to: isoDateSchema.optional(),
  company: z.uuid().optional(),
  project: z.string().regex(PROJECT_CODE_PATTERN, 'Not a project code').optional(),
  pending: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(BILLING_STAGE_SORT_KEYS).default(BILLING_STAGES_QUERY_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).default(BILLING_STAGES_QUERY_DEFAULTS.order),
  page: z.coerce.number().int().min(1).default(BILLING_STAGES_QUERY_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(BILLING_STAGES_PAGE_SIZE_MAX).default(BILLING_STAGES_QUERY_DEFAULTS.pageSize),
});
export type BillingStagesQuery = z.output<typeof billingStagesQuerySchema>;

/** A billing stage with its project, client company and invoice number. */
export const billingStageListItemSchema = billingStageSchema.extend({
  project_code: z.string(),
  project_name: z.string(),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  invoice_number: z.string().nullable(),
});
export type BillingStageListItem = z.infer<typeof billingStageListItemSchema>;

export const billingStagesListResponseSchema = z.object({
  data: z.array(billingStageListItemSchema),
  /** How many stages match (every page). */
  total: z.number().int().min(0),
  /** The sum of their amounts, in cents (every page). */
  total_amount_cents: z.number().int(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type BillingStagesListResponse = z.infer<typeof billingStagesListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  billing_stage_id: z.uuid().nullable(),
  /** Set on a travel line: the inspection whose travel fee it bills. */
  inspection_id: z.uuid().nullable(),
  seq: z.number().int().min(1),
  description: z.string(),
  amount_cents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  invoice_number: z.string(),
  project_id: z.uuid(),
  project_code: z.string(),
  project_name: z.string(),
  bill_to_company_id: z.uuid().nullable(),
  bill_to_name: z.string(),
  bill_to_address: z.string().nullable(),
  subtotal_cents: z.number().int(),
  tax_rate_basis_points: z.number().int().min(0),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  issued_at: z.string().nullable(),
  due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment_reference: z.string().nullable(),
  voided_at: z.string().nullable(),
  voided_reason: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/projects/:projectCode/invoicing (staff): a project's stages and invoices. */
export const projectInvoicingSchema = z.object({
  project: z.object({ project_id: z.uuid(), project_code: z.string(), project_name: z.string(), company_name: z.string().nullable() }),
  stages: z.array(billingStageListItemSchema),
  /** Newest first. */
  invoices: z.array(invoiceSchema),
  /**
   * Performed inspections' travel not billed yet: the lines the next invoice that bills "Progress
   * and travel" or a later stage adds (src/shared/travel-billing.ts), as they will read.
   */
  unbilled_travel: z.array(z.object({ inspection_id: z.uuid(), description: z.string(), amount_cents: z.number().int() })),
});
export type ProjectInvoicing = z.infer<typeof projectInvoicingSchema>;

export const billingStageParamsSchema = z.object({ id: z.uuid() });
export const invoiceParamsSchema = z.object({ id: z.uuid() });

/** POST /api/billing-stages/:id/invoice (Admin): the stage, and other stages of its project for the same invoice. */
export const markInvoicedSchema = z.object({
  stage_ids: z.array(z.uuid()).max(MAX_STAGES_PER_INVOICE - 1, INVOICE_MESSAGES.tooManyStages).default([]),
});
export type MarkInvoiced = z.input<typeof markInvoicedSchema>;

/**
 * POST /api/projects/:projectCode/travel-invoice (Admin): an invoice of the project's travel not
 * billed yet, on its own (e.g. visits after the final balance was invoiced). No body.
 */
export const issueTravelInvoiceSchema = z.strictObject({});
export type IssueTravelInvoice = z.input<typeof issueTravelInvoiceSchema>;

/**
 * POST /api/billing-stages/:id/invoice (and the travel invoice) answer: the issued invoice and the
 * contacts its e-mail is queued for in the outbox (sent after the commit: docs/architecture.md,
 * "Side effects: the outbox"). The name stays `emailed_to`: a replayed idempotent answer is the
 * stored one.
 */
export const issuedInvoiceSchema = invoiceSchema.extend({ emailed_to: z.array(z.string()) });
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/** POST /api/invoices/:id/payment (Admin): the day it was paid (default today) and a reference. */
export const recordPaymentSchema = z.object({
  paid_on: isoDateSchema.optional(),
  reference: z.string().trim().max(120, INVOICE_MESSAGES.referenceTooLong).optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST /api/invoices/:id/void (Admin): why; the stages go back to ready. */
export const voidInvoiceSchema = z.object({
  reason: z.string({ error: INVOICE_MESSAGES.reasonRequired }).trim().min(3, INVOICE_MESSAGES.reasonRequired).max(500, INVOICE_MESSAGES.reasonTooLong),
});
export type VoidInvoice = z.infer<typeof voidInvoiceSchema>;

/**
 * POST /api/billing-stages/:id/void (Admin): why a stage not yet invoiced will never be billed
 * (e.g. "Deposit waived"). Kept with the stage and shown under its Void status.
 */
export const voidBillingStageSchema = z.object({
  reason: z
    .string({ error: INVOICE_MESSAGES.stageVoidReasonRequired })
    .trim()
    .min(3, INVOICE_MESSAGES.stageVoidReasonRequired)
    .max(500, INVOICE_MESSAGES.reasonTooLong),
});
export type VoidBillingStage = z.infer<typeof voidBillingStageSchema>;
