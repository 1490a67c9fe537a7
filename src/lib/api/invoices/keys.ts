import type { BillingStagesQuery } from '@/shared/schemas/invoices';

/** The invoicing API (docs/business-rules.md, Invoicing). */
export const PENDING_INVOICES_ENDPOINT = '/api/invoices/pending';
export const BILLING_STAGES_ENDPOINT = '/api/billing-stages';
export const projectInvoicingPath = (projectCode: string) => `/api/projects/${encodeURIComponent(projectCode)}/invoicing`;

/** Every query key of the invoicing feature; a write invalidates `all` (stages, invoices and the pending list move together). */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  pending: () => [...invoicingKeys.all, 'pending'] as const,
  stages: (query: BillingStagesQuery) => [...invoicingKeys.all, 'stages', query] as const,
  project: (projectCode: string) => [...invoicingKeys.all, 'project', projectCode] as const,
};
