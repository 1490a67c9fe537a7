/*
 * A project's billing stages (docs/business-rules.md, Invoicing), in one place: which stages a new
 * project gets (the fee split by `billing.split_percent` into deposit, progress and travel, final
 * balance), their suggested dates, how the stages not yet invoiced are re-split when the fee
 * changes and re-dated when the project's dates change. Pure and isomorphic: the server applies it
 * on project creation (direct or from a request) and on edits; the convert dialog suggests the
 * same dates; migration 0021 backfilled the projects created before with the same rule in SQL.
 * A stage is "open" while it can still be invoiced (scheduled or ready: isInvoiceable).
 */

import { addDays } from './dates';
import { BILLING_STAGE_DESCRIPTIONS, BILLING_STAGE_KEYS, splitFee, type BillingSplit, type BillingStageKey } from './fees';
import { isInvoiceable } from './invoice-rules';
import type { BillingStageStatus } from './schemas/projects-values';

export type StageDates = Record<BillingStageKey, string>;

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

/** A project's dates as the stage dates read them: the work's start and its end. */
export interface StageDateInputs {
  start: string | null;
  /** The final inspection, or the substantial performance date when no final inspection is set. */
  end: string | null;
}

/** Which of a project's dates date its stages (at creation, and again when they change). */
export function stageDateInputs(project: { startDate: string | null; substantialPerformanceDate: string | null; finalInspectionDate: string | null }): StageDateInputs {
  return { start: project.startDate, end: project.finalInspectionDate ?? project.substantialPerformanceDate };
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

/** A stage's weight in a re-split: its split percent (deposit, progress, final); 0 outside the three. */
const splitWeight = (split: BillingSplit) => (stage: { seq: number }) => {
  const key = BILLING_STAGE_KEYS[stage.seq - 1];
  return key ? split[key] : 0;
};

/**
 * The new amounts of the stages not yet invoiced after the fee became `fee`.
 *
 * - Invoiced and paid stages keep their amounts: an issued invoice is a legal document and is
 *   never changed after the fact (a correction is a void and a new invoice, by the Admin).
 * - What is left of the fee, `fee - billed`, is shared in the proportions of the split percents of
 *   the stages (deposit, progress, final) among the open (scheduled or ready) and the void stages,
 *   so a project whose deposit is already invoiced bills the rest 40:30 between progress and final.
 *   The running totals are rounded (as in splitFee). A stage outside the three (seq > 3) or a split
 *   giving them no weight shares equally.
 * - A void stage keeps its stored amount (it bills nothing) and its share of the new fee is waived,
 *   not passed on to the others: voiding a stage gave up its part of the fee, and a new contract
 *   amount keeps that so (the open stages get what they would have had with it open). The open
 *   amounts then add up to the rest minus the void stages' shares.
 * - When the billed stages already exceed the new fee, nothing is changed and `ok: false` says
 *   by how much was billed: money billed can only come back by voiding an invoice, a decision
 *   for a person, not an edit of the contract amount.
 */
export function resplitOpenStages(stages: readonly ExistingStage[], fee: number, split: BillingSplit): ResplitResult {
  const billedCents = stages
    .filter((stage) => (BILLED_STAGE_STATUSES as readonly string[]).includes(stage.status))
    .reduce((sum, stage) => sum + stage.totalAmountCents, 0);
  const rest = fee - billedCents;
  if (rest < 0) return { ok: false, billedCents };
  const sharing = stages.filter((stage) => isInvoiceable(stage.status) || stage.status === 'void').sort((a, b) => a.seq - b.seq);
  if (!sharing.some((stage) => isInvoiceable(stage.status))) return { ok: true, amounts: [] };
  let weights = sharing.map(splitWeight(split));
  if (weights.reduce((a, b) => a + b, 0) === 0) weights = sharing.map(() => 1);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let cumulativeWeight = 0;
  let previous = 0;
  const amounts: Array<{ id: string; totalAmountCents: number }> = [];
  sharing.forEach((stage, index) => {
    cumulativeWeight += weights[index]!;
    const throughHere = index === sharing.length - 1 ? rest : Math.round((rest * cumulativeWeight) / totalWeight);
    if (isInvoiceable(stage.status)) amounts.push({ id: stage.id, totalAmountCents: throughHere - previous });
    previous = throughHere;
  });
  return { ok: true, amounts };
}

export interface DatedStage {
  id: string;
  seq: number;
  status: BillingStageStatus;
  /** `YYYY-MM-DD` or null. */
  toBeInvoicedDate: string | null;
}

/**
 * The new to-be-invoiced dates of the open stages after the project's dates changed: the dates
 * suggestedStageDates gives at creation, from the same day of assignment. That day is the deposit's
 * date (seq 1, whatever its status: the deposit is due at assignment, so it never moves), or the
 * project's creation day (`createdOn`, `YYYY-MM-DD`) when it has none. Invoiced, paid and void
 * stages keep their dates, as do stages outside the three (seq > 3). Answers only the stages whose
 * date changes.
 */
export function redatedOpenStages(stages: readonly DatedStage[], input: StageDateInputs & { createdOn: string }): Array<{ id: string; toBeInvoicedDate: string }> {
  const assignedOn = stages.find((stage) => stage.seq === 1)?.toBeInvoicedDate ?? input.createdOn;
  const dates = suggestedStageDates({ today: assignedOn, start: input.start, end: input.end });
  return stages.flatMap((stage) => {
    const key = BILLING_STAGE_KEYS[stage.seq - 1];
    if (!key || !isInvoiceable(stage.status) || stage.toBeInvoicedDate === dates[key]) return [];
    return [{ id: stage.id, toBeInvoicedDate: dates[key] }];
  });
}
