/*
 * The zod-free part of src/shared/schemas/invoices.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import type { BillingStageStatus } from './projects-values';

export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { draft: 'Draft', issued: 'Issued', paid: 'Paid', void: 'Void' };

export const BILLING_STAGE_STATUS_LABELS: Record<BillingStageStatus, string> = {
  scheduled: 'Scheduled',
  ready: 'Ready',
  invoiced: 'Invoiced',
  paid: 'Paid',
  void: 'Void',
};

export const INVOICE_MESSAGES = {
  stageNotFound: 'There is no such billing stage.',
  invoiceNotFound: 'There is no such invoice.',
  otherProject: 'Every stage on one invoice must belong to the same project.',
  notInvoiceable: 'This billing stage is already invoiced, paid or void.',
  noBillTo: 'The project has no client company to bill.',
  notIssued: 'Only an issued invoice can take a payment or be voided.',
  reasonRequired: 'Give the reason for voiding the invoice',
  reasonTooLong: 'Keep the reason under 500 characters',
  referenceTooLong: 'Keep the reference under 120 characters',
  tooManyStages: 'At most 20 stages on one invoice',
  stageVoidReasonRequired: 'Give the reason for voiding the stage',
  stageOnInvoice: 'This billing stage is on an issued invoice: void the invoice first (its stages become ready again), then void the stage.',
  stagePaid: 'This billing stage is paid: its invoice has been paid, so neither can be voided.',
  stageAlreadyVoid: 'This billing stage is already void.',
  noTravelToBill: 'There is no travel to bill on this project: every performed inspection’s travel is on an invoice.',
  projectNotFound: 'There is no such project.',
} as const;

/** At most this many stages on one invoice. */
export const MAX_STAGES_PER_INVOICE = 20;

export const BILLING_STAGES_PAGE_SIZES = [25, 50, 100, 200] as const;
export const BILLING_STAGES_PAGE_SIZE_MAX = 200;
export const BILLING_STAGES_PAGE_SIZE_DEFAULT = 50;

/** The columns GET /api/billing-stages sorts by; `date` (to be invoiced) is the pending list's order. */
export const BILLING_STAGE_SORT_KEYS = ['project', 'company', 'stage', 'date', 'amount', 'status', 'invoice'] as const;
export type BillingStageSortKey = (typeof BILLING_STAGE_SORT_KEYS)[number];

/** The list's state when the address says nothing: the latest date to invoice first, the first page. */
export const BILLING_STAGES_QUERY_DEFAULTS = { sort: 'date', order: 'desc', page: 1, pageSize: BILLING_STAGES_PAGE_SIZE_DEFAULT } as const;

/** At most this many stages in one CSV export of the list (its pages, fetched in turn). */
export const BILLING_STAGES_EXPORT_MAX = 10_000;

/** The URL of an invoice's PDF. */
export const invoicePdfPath = (id: string) => `/api/invoices/${id}/pdf`;
