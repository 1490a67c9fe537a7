import { asc, eq, sql } from 'drizzle-orm';
import { planBillingStages, resplitOpenStages, type StageDates } from '../../shared/billing-stages';
import type { BillingSplit } from '../../shared/fees';
import { formatCurrency, centsToDollars } from '../../shared/format/currency';
import { billingStages } from '../db/schema';
import { HttpError } from '../errors';
import type { Transaction } from '../repositories/notifications';
import { insertBillingStages, type BillingStageRow } from '../repositories/projects';

/*
 * Writing a project's billing stages, inside the caller's transaction (the rules are in
 * src/shared/billing-stages.ts). Both ways a project is made (POST /api/projects and converting a
 * request) call createProjectStages; a project edit that changes the fee calls resyncStageAmounts.
 */

/** The three stages of a new project (status scheduled: the shown status says ready once the date comes). */
export function createProjectStages(
  tx: Transaction,
  input: { projectId: string; feeCents: number; split: BillingSplit; dates: StageDates },
): Promise<BillingStageRow[]> {
  return insertBillingStages(
    tx,
    planBillingStages(input.feeCents, input.split, input.dates).map((stage) => ({
      projectId: input.projectId,
      seq: stage.seq,
      stageDescription: stage.stageDescription,
      totalAmountCents: stage.totalAmountCents,
      toBeInvoicedDate: stage.toBeInvoicedDate,
      status: 'scheduled' as const,
    })),
  );
}

/**
 * After the fee changed: lock the project's stages and give the ones not yet invoiced their new
 * amounts (resplitOpenStages). 409 when more than the new fee has been invoiced already. Answers
 * the changed stages as `{ seq, before, after }` for the audit log.
 */
export async function resyncStageAmounts(
  tx: Transaction,
  input: { projectId: string; feeCents: number; split: BillingSplit },
): Promise<Array<{ seq: number; before: number; after: number }>> {
  const stages = await tx.select().from(billingStages).where(eq(billingStages.projectId, input.projectId)).orderBy(asc(billingStages.id)).for('update');
  const result = resplitOpenStages(stages, input.feeCents, input.split);
  if (!result.ok) {
    throw new HttpError(
      409,
      'fee_below_invoiced',
      'Fee below the amount invoiced',
      `This contract amount makes the fee ${formatCurrency(centsToDollars(input.feeCents))}, but ${formatCurrency(centsToDollars(result.billedCents))} has already been invoiced for this project. Void the invoice to correct first.`,
    );
  }
  const changes: Array<{ seq: number; before: number; after: number }> = [];
  for (const { id, totalAmountCents } of result.amounts) {
    const stage = stages.find((row) => row.id === id)!;
    if (stage.totalAmountCents === totalAmountCents) continue;
    await tx.update(billingStages).set({ totalAmountCents, updatedAt: sql`now()` }).where(eq(billingStages.id, id));
    changes.push({ seq: stage.seq, before: stage.totalAmountCents, after: totalAmountCents });
  }
  return changes.sort((a, b) => a.seq - b.seq);
}
