/*
 * The invoicing rules (docs/business-rules.md, Invoicing), in one place: the invoice number format and which
 * billing stages are pending (due to be invoiced). Pure and isomorphic: the server's SQL uses the
 * same cut-off and order, the tests check both. Dates are `YYYY-MM-DD` calendar dates.
 */

import { addDays } from './dates';
import { INVOICE_MESSAGES } from './schemas/invoices-values';
import type { BillingStageStatus } from './schemas/projects';

/** `INV-<YYYY>-<NNNNNN>`, numbered per calendar year without gaps (e.g. INV-2026-000123). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The key of the year's invoice counter in the counters table. */
export const invoiceCounterKey = (year: number) => `invoice:${year}`;

/** A stage is pending once its date is at most this many days ahead (or has passed). */
export const PENDING_LOOKAHEAD_DAYS = 14;

/** Stages that can still go on an invoice. */
export const INVOICEABLE_STAGE_STATUSES = ['scheduled', 'ready'] as const satisfies readonly BillingStageStatus[];

/** The last to_be_invoiced_date that counts as pending on `today` (the provider's day: src/shared/dates.ts). */
export const pendingCutoffDate = (today: string) => addDays(today, PENDING_LOOKAHEAD_DAYS);

export interface StageState {
  status: BillingStageStatus;
  /** `YYYY-MM-DD` or null. */
  toBeInvoicedDate: string | null;
}

export const isInvoiceable = (status: BillingStageStatus) => (INVOICEABLE_STAGE_STATUSES as readonly string[]).includes(status);

/**
 * Why a stage cannot be voided (Admin, POST /api/billing-stages/:id/void), or null when it can.
 * Only a stage that is on no invoice (scheduled or ready: the stages that could still be invoiced)
 * is voided on its own; an invoiced stage's invoice is voided first (the stage becomes ready), and
 * a paid one stays (a paid invoice is never voided). A void stage is final: it bills nothing, is
 * never pending, due or ready, and no longer holds back the guarantee.
 */
export function stageVoidRefusal(status: BillingStageStatus): string | null {
  if (isInvoiceable(status)) return null;
  if (status === 'void') return INVOICE_MESSAGES.stageAlreadyVoid;
  return status === 'paid' ? INVOICE_MESSAGES.stagePaid : INVOICE_MESSAGES.stageOnInvoice;
}

/**
 * Pending: not invoiced yet, and its date has come or is within the next 14 days. A stage marked
 * `ready` (e.g. after its invoice was voided) is pending whatever its date says.
 */
export function isPendingStage(stage: StageState, today: string): boolean {
  if (!isInvoiceable(stage.status)) return false;
  if (stage.status === 'ready') return true;
  return stage.toBeInvoicedDate !== null && stage.toBeInvoicedDate <= pendingCutoffDate(today);
}

/**
 * Due to be invoiced now: pending, and its date has come (or it is marked `ready`). Every due
 * stage is pending; the pending list also shows the next 14 days. Staff are notified once when a
 * stage becomes due (src/server/services/due-notifications.ts).
 */
export function isDueStage(stage: StageState, today: string): boolean {
  if (!isInvoiceable(stage.status)) return false;
  if (stage.status === 'ready') return true;
  return stage.toBeInvoicedDate !== null && stage.toBeInvoicedDate <= today;
}

/**
 * The status a stage shows on `today`: a scheduled stage whose date has come is **ready** (waiting to
 * be invoiced). The stored status keeps what people did (scheduled at creation, ready after its
 * invoice was voided, invoiced, paid, void); the date's part is computed whenever it is read (the
 * same rule in SQL: stageStatusSql in src/server/repositories/invoices.ts), so it is right at
 * every moment, in every process, with no job to run. Ready is exactly "due" (isDueStage).
 */
export function stageStatusOn(stage: StageState, today: string): BillingStageStatus {
  return stage.status === 'scheduled' && isDueStage(stage, today) ? 'ready' : stage.status;
}

/** Newest need first: the latest to_be_invoiced_date first, stages without a date last. */
export function comparePendingStages(a: StageState, b: StageState): number {
  if (a.toBeInvoicedDate === b.toBeInvoicedDate) return 0;
  if (a.toBeInvoicedDate === null) return 1;
  if (b.toBeInvoicedDate === null) return -1;
  return a.toBeInvoicedDate < b.toBeInvoicedDate ? 1 : -1;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal of the lines, tax at `taxRateBasisPoints` (500 = 5 %, half a cent rounds up), total. */
export function invoiceTotals(lineCents: readonly number[], taxRateBasisPoints: number): InvoiceTotals {
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const taxCents = Math.round((subtotalCents * taxRateBasisPoints) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** "Tax (5%)", "Tax (12.5%)": the tax line's label from the rate in basis points. */
export const taxLabel = (taxRateBasisPoints: number) => `Tax (${taxRateBasisPoints / 100}%)`;
