/**
 * The fee rule (docs/business-rules.md, Fees) and the money helpers around it. Pure and isomorphic:
 * the server computes the fee at conversion, the browser may preview it. Money is integer cents.
 */

export interface FeeInput {
  /** The paint contract value in cents. */
  contractCents: number;
  /** The fee rate in basis points (500 = 5 %). */
  rateBasisPoints: number;
  /** The minimum fee in cents. */
  minimumCents: number;
}

/** fee = max(minimum, round(rate x contract)), in cents; half a cent rounds up. */
export function feeCents({ contractCents, rateBasisPoints, minimumCents }: FeeInput): number {
  const proportional = Math.round((contractCents * rateBasisPoints) / 10_000);
  return Math.max(minimumCents, proportional);
}

/** The three billing stages of a project, in order (deposit, progress and travel, final). */
export const BILLING_STAGE_KEYS = ['deposit', 'progress', 'final'] as const;
export type BillingStageKey = (typeof BILLING_STAGE_KEYS)[number];

export const BILLING_STAGE_DESCRIPTIONS: Record<BillingStageKey, string> = {
  deposit: 'Deposit at assignment',
  progress: 'Progress and travel',
  final: 'Final balance',
};

/** Percent of the fee billed at each stage; the three add up to 100. */
export type BillingSplit = Record<BillingStageKey, number>;

export const DEFAULT_BILLING_SPLIT: BillingSplit = { deposit: 30, progress: 40, final: 30 };

/**
 * Split a fee into the three stage amounts by percent. The running totals are rounded to the cent
 * and each stage is the difference, so the three always add up to the fee exactly and none is
 * negative.
 */
export function splitFee(totalCents: number, split: BillingSplit): Record<BillingStageKey, number> {
  const deposit = Math.round((totalCents * split.deposit) / 100);
  const throughProgress = Math.round((totalCents * (split.deposit + split.progress)) / 100);
  return { deposit, progress: throughProgress - deposit, final: totalCents - throughProgress };
}

/** Dollars as typed (at most 2 decimals) to integer cents, without floating-point drift. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** True when a dollar amount has at most two decimals (12.5 and 12.34 yes, 12.345 no). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;
}
