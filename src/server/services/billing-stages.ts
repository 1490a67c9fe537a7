import { asc, eq, sql } from 'drizzle-orm';
import { planBillingStages, redatedOpenStages, resplitOpenStages, type StageDateInputs, type StageDates } from '../../shared/billing-stages';
import type { BillingSplit } from '../../shared/fees';
import { formatCurrency, centsToDollars } from '../../shared/format/currency';
import { stageStatusOn, stageVoidRefusal } from '../../shared/invoice-rules';
import { providerToday } from '../config/provider-day';
import { INVOICE_MESSAGES, type VoidBillingStage } from '../../shared/schemas/invoices';
import type { Database, Transaction } from '../db/client';
import { billingStages } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { lockStages } from '../repositories/invoices';
import { insertBillingStages, type BillingStageRow } from '../repositories/projects';

/*
 * Writing a project's billing stages, inside the caller's transaction (the rules are in
 * src/shared/billing-stages.ts and src/shared/invoice-rules.ts). Both ways a project is made
 * (POST /api/projects and converting a request) call createProjectStages; a project edit that
 * changes the fee calls resyncStageAmounts, one that changes its dates redateOpenStages; an Admin
 * voids one stage with voidBillingStage.
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

/** The project's stages, locked for the rest of the transaction (by id: concurrent lockers never deadlock). */
const lockProjectStages = (tx: Transaction, projectId: string) =>
  tx.select().from(billingStages).where(eq(billingStages.projectId, projectId)).orderBy(asc(billingStages.id)).for('update');

/**
 * After the fee changed: lock the project's stages and give the ones not yet invoiced their new
 * amounts (resplitOpenStages). 409 when more than the new fee has been invoiced already. Answers
 * the changed stages as `{ seq, before, after }` for the audit log.
 */
export async function resyncStageAmounts(
  tx: Transaction,
  input: { projectId: string; feeCents: number; split: BillingSplit },
): Promise<Array<{ seq: number; before: number; after: number }>> {
  const stages = await lockProjectStages(tx, input.projectId);
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

/**
 * After the project's dates changed: lock its stages and give the ones not yet invoiced (nor void)
 * the dates the creation rule gives for the new dates (redatedOpenStages). Answers the changed
 * stages as `{ seq, before, after }` (dates) for the audit log.
 */
export async function redateOpenStages(
  tx: Transaction,
  input: { projectId: string; projectCreatedAt: Date; dates: StageDateInputs },
): Promise<Array<{ seq: number; before: string | null; after: string }>> {
  const stages = await lockProjectStages(tx, input.projectId);
  const changes: Array<{ seq: number; before: string | null; after: string }> = [];
  for (const { id, toBeInvoicedDate } of redatedOpenStages(stages, { ...input.dates, createdOn: providerToday(input.projectCreatedAt) })) {
    const stage = stages.find((row) => row.id === id)!;
    await tx.update(billingStages).set({ toBeInvoicedDate, updatedAt: sql`now()` }).where(eq(billingStages.id, id));
    changes.push({ seq: stage.seq, before: stage.toBeInvoicedDate, after: toBeInvoicedDate });
  }
  return changes.sort((a, b) => a.seq - b.seq);
}

/**
 * Void one billing stage (Admin) with a reason, in one transaction: lock it (404 when missing; 409
 * when it is on an invoice, paid or void already: stageVoidRefusal), mark it void with when and
 * why, write the audit log. A void stage bills nothing from then on: it is never pending, due or
 * ready, keeps its amount without sharing in a new fee, and does not hold back the guarantee.
 */
export async function voidBillingStage(db: Database, input: { stageId: string; actorId: string; body: VoidBillingStage; now?: Date }): Promise<void> {
  const voidedAt = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [stage] = await lockStages(tx, [input.stageId]);
    if (!stage) throw notFound(INVOICE_MESSAGES.stageNotFound);
    const refusal = stageVoidRefusal(stage.status);
    if (refusal) throw new HttpError(409, 'invalid_transition', 'Not possible in this status', refusal);
    await tx.update(billingStages).set({ status: 'void', voidedAt, voidedReason: input.body.reason, updatedAt: sql`now()` }).where(eq(billingStages.id, stage.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'billing_stage.void',
      entityType: 'billing_stage',
      entityId: stage.id,
      before: { status: stageStatusOn(stage, providerToday(voidedAt)) },
      after: { status: 'void', reason: input.body.reason, project_id: stage.projectId, seq: stage.seq, amount_cents: stage.totalAmountCents },
    });
  });
}
