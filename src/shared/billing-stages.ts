/*
 * A project's billing stages (product brief sections 1 and 3), in one place: which stages a new
 * project gets (the fee split by `billing.split_percent` into deposit, progress and travel, final
 * balance), their suggested dates, and how the stages not yet invoiced are re-split when the fee
 * changes. Pure and isomorphic: the server applies it on project creation (direct or from a
 * request) and on edits; the convert dialog suggests the same dates; migration 0021 backfilled
 * the projects created before with the same rule in SQL.
 */

import { BILLING_STAGE_DESCRIPTIONS, BILLING_STAGE_KEYS, splitFee, type BillingSplit, type BillingStageKey } from './fees';
import type { BillingStageStatus } from './schemas/projects-values';

export type StageDates = Record<BillingStageKey, string>;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);

/** Days after the deposit at which progress is billed when no start date is known. */
export const PROGRESS_DEFAULT_DAYS = 30;
/** Days after progress at which the final balance is billed when no end date is known. */
export const FINAL_DEFAULT_DAYS = 60;

/**
 * Suggested billing dates (`YYYY-MM-DD`), always in order: the deposit at assignment (`today`),
 * progress at the start of the work (or 30 days on), the final balance at its end (the final
 * inspection; or 60 days after progress). A date before the previous stage's moves up to it.
 */
export function suggestedStageDates(input: { today: string; start?: string | null; end?: string | null }): StageDates {
  const deposit = input.today;
  const progress = later(input.start || addDays(deposit, PROGRESS_DEFAULT_DAYS), deposit);
  const final = later(input.end || addDays(progress, FINAL_DEFAULT_DAYS), progress);
  return { deposit, progress, final };
}

export interface PlannedStage {
  seq: number;
  key: BillingStageKey;
  stageDescription: string;
  totalAmountCents: number;
  toBeInvoicedDate: string;
}

/** The three stages of a new project: the fee split by percent, with their dates, in order. */
export function planBillingStages(fee: number, split: BillingSplit, dates: StageDates): PlannedStage[] {
  const amounts = splitFee(fee, split);
  return BILLING_STAGE_KEYS.map((key, index) => ({
    seq: index + 1,
    key,
    stageDescription: BILLING_STAGE_DESCRIPTIONS[key],
    totalAmountCents: amounts[key],
    toBeInvoicedDate: dates[key],
  }));
}

/** Stages whose amount is still open: not on an invoice (issued or paid) and not cancelled. */
export const RESPLITTABLE_STAGE_STATUSES = ['scheduled', 'ready'] as const satisfies readonly BillingStageStatus[];
/** Stages whose amount has been billed: it counts against the fee. */
export const BILLED_STAGE_STATUSES = ['invoiced', 'paid'] as const satisfies readonly BillingStageStatus[];

export interface ExistingStage {
  id: string;
  seq: number;
  status: BillingStageStatus;
  totalAmountCents: number;
}

export type ResplitResult =
  | { ok: true; amounts: Array<{ id: string; totalAmountCents: number }> }
  | { ok: false; billedCents: number };

/**
 * The new amounts of the stages not yet invoiced after the fee became `fee`.
 *
 * - Invoiced and paid stages keep their amounts: an issued invoice is a legal document and is
 *   never changed after the fact (a correction is a void and a new invoice, by the Admin).
 * - Void stages keep theirs too: they were cancelled and bill nothing, so they neither count
 *   against the fee nor take a share of it.
 * - The open (scheduled or ready) stages share what is left of the fee, `fee - billed`, in the
 *   proportions of the split percents of their stage (deposit, progress, final), so a project
 *   whose deposit is already invoiced bills the rest 40:30 between progress and final. The
 *   running totals are rounded (as in splitFee), so the open amounts add up to the rest exactly.
 *   A stage outside the three (seq > 3) or a split giving them no weight shares equally.
 * - When the billed stages already exceed the new fee, nothing is changed and `ok: false` says
 *   by how much was billed: money billed can only come back by voiding an invoice, a decision
 *   for a person, not an edit of the contract amount.
 */
export function resplitOpenStages(stages: readonly ExistingStage[], fee: number, split: BillingSplit): ResplitResult {
  const billedCents = stages
    .filter((stage) => (BILLED_STAGE_STATUSES as readonly string[]).includes(stage.status))
    .reduce((sum, stage) => sum + stage.totalAmountCents, 0);
  const open = stages.filter((stage) => (RESPLITTABLE_STAGE_STATUSES as readonly string[]).includes(stage.status)).sort((a, b) => a.seq - b.seq);
  const rest = fee - billedCents;
  if (rest < 0) return { ok: false, billedCents };
  if (open.length === 0) return { ok: true, amounts: [] };
  const weightOf = (stage: ExistingStage) => {
    const key = BILLING_STAGE_KEYS[stage.seq - 1];
    return key ? split[key] : 0;
  };
  let weights = open.map(weightOf);
  if (weights.reduce((a, b) => a + b, 0) === 0) weights = open.map(() => 1);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let cumulativeWeight = 0;
  let previous = 0;
  const amounts = open.map((stage, index) => {
    cumulativeWeight += weights[index]!;
    const throughHere = index === open.length - 1 ? rest : Math.round((rest * cumulativeWeight) / totalWeight);
    const amount = throughHere - previous;
    previous = throughHere;
    return { id: stage.id, totalAmountCents: amount };
  });
  return { ok: true, amounts };
}
