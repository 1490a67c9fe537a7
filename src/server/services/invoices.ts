import { formatInvoiceNumber, invoiceCounterKey, invoiceTotals, isInvoiceable } from '../../shared/invoice-rules';
import { addDays } from '../../shared/dates';
import { providerToday } from '../config/provider-day';
import { INVOICE_MESSAGES, type RecordPayment, type VoidInvoice } from '../../shared/schemas/invoices';
import { invoiceBillsTravel, travelLines } from '../../shared/travel-billing';
import type { AppConfig } from '../config/env';
import type { Database, Transaction } from '../db/client';
import { badRequest, HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  billingContacts,
  companyAddress,
  findInvoicingProject,
  insertInvoice,
  invoiceStageIds,
  listUnbilledTravel,
  lockInvoice,
  lockProjectTravel,
  lockStages,
  setStagesStatus,
  updateInvoice,
  type InvoiceRow,
  type NewInvoiceRow,
} from '../repositories/invoices';
import { getInvoiceSettings, nextCounterValue } from '../repositories/settings';
import { invoiceEmails } from './invoices-emails';
import type { FileStore } from './file-store';
import { enqueueMail } from './outbox';
import { providerFromConfig } from './pdf/layout';
import { renderInvoicePdf } from './pdf/invoice';

export interface InvoiceDeps {
  db: Database;
  files: FileStore;
  config: AppConfig;
}

const conflict = (message: string) => new HttpError(409, 'invalid_transition', 'Not possible in this status', message);

export interface IssuedInvoiceResult {
  invoice: InvoiceRow;
  pdf: Buffer;
  projectLabel: string;
  billToCompanyId: string;
  /** The bill-to company's contacts the invoice e-mail is queued for (the outbox sends it after the commit). */
  emailedTo: string[];
}

type InvoicingProject = NonNullable<Awaited<ReturnType<typeof findInvoicingProject>>>;
type LockedStage = Awaited<ReturnType<typeof lockStages>>[number];

/**
 * Write one issued invoice inside the caller's transaction: take the year's next invoice number
 * from the counters row (its lock serialises concurrent issuers; a rollback gives the number back,
 * so numbers have no gaps or duplicates), render and store the PDF, insert the invoice and its
 * lines (the stages' amounts, then the travel), mark the stages invoiced, write the audit log and
 * enqueue the invoice's e-mails.
 */
async function writeIssuedInvoice(
  tx: Transaction,
  deps: InvoiceDeps,
  input: { project: InvoicingProject & { company: NonNullable<InvoicingProject['company']> }; stages: LockedStage[]; travel: ReturnType<typeof travelLines>; actorId: string; now: Date },
): Promise<IssuedInvoiceResult> {
  const { project, stages, travel, now } = input;
  const settings = await getInvoiceSettings(tx);
  const year = now.getUTCFullYear();
  const invoiceNumber = formatInvoiceNumber(year, await nextCounterValue(tx, invoiceCounterKey(year)));
  const lines = [
    ...[...stages]
      .sort((a, b) => a.seq - b.seq)
      .map((stage) => ({ billingStageId: stage.id, description: stage.stageDescription, amountCents: stage.totalAmountCents })),
    ...travel,
  ];
  const totals = invoiceTotals(
    lines.map((line) => line.amountCents),
    settings.taxRateBasisPoints,
  );
  const dueAt = addDays(providerToday(now), settings.paymentTermsDays);
  const billTo = { name: project.company.name, address: companyAddress(project.company) };
  const projectAddress = [project.address, project.city, project.region].filter(Boolean).join(', ');
  const pdf = await renderInvoicePdf({
    provider: providerFromConfig(deps.config),
    invoiceNumber,
    issuedAt: now,
    dueAt,
    billTo,
    project: { code: project.code, name: project.name, address: projectAddress || null },
    lines,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    ...totals,
  });
  const invoice = await insertInvoice(
    tx,
    {
      invoiceNumber,
      projectId: project.id,
      billToCompanyId: project.company.id,
      billToName: billTo.name,
      billToAddress: billTo.address,
      taxRateBasisPoints: settings.taxRateBasisPoints,
      ...totals,
      status: 'issued',
      issuedAt: now,
      dueAt,
      pdfSha256: await deps.files.put(pdf),
      pdfSizeBytes: pdf.length,
      createdBy: input.actorId,
    },
    lines,
  );
  const stageIds = stages.map((stage) => stage.id);
  await setStagesStatus(tx, stageIds, 'invoiced', invoice.id);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'invoice.issue',
    entityType: 'invoice',
    entityId: invoice.id,
    before: { stages: stages.map((stage) => ({ id: stage.id, status: stage.status })) },
    after: {
      invoice_number: invoiceNumber,
      project_id: project.id,
      status: invoice.status,
      total_cents: totals.totalCents,
      stages: stageIds.map((id) => ({ id, status: 'invoiced' })),
      travel: travel.map((line) => ({ inspection_id: line.inspectionId, amount_cents: line.amountCents })),
    },
  });
  const issued = { invoice, pdf, projectLabel: `${project.code} ${project.name}`, billToCompanyId: project.company.id };
  const emailedTo = await billingContacts(tx, project.company.id);
  for (const mail of invoiceEmails(deps.config, issued, emailedTo)) await enqueueMail(tx, mail);
  return { ...issued, emailedTo };
}

/** The project with its client company, or the 409 that says there is nobody to bill. */
function withBillTo(project: InvoicingProject): InvoicingProject & { company: NonNullable<InvoicingProject['company']> } {
  if (!project.company) throw conflict(INVOICE_MESSAGES.noBillTo);
  return project as InvoicingProject & { company: NonNullable<InvoicingProject['company']> };
}

/**
 * The performed inspections' travel not billed yet, locked first: a concurrent issuer of the same
 * project waits, and the list is read after the lock, so it sees what that issuer billed.
 */
async function lockedUnbilledTravel(tx: Transaction, projectId: string) {
  await lockProjectTravel(tx, projectId);
  return travelLines(await listUnbilledTravel(tx, projectId));
}

/**
 * Mark one or several billing stages of a project invoiced, in ONE transaction: lock the stages,
 * check them, add the project's unbilled travel when the invoice bills "Progress and travel" or a
 * later stage, and write the invoice (writeIssuedInvoice).
 */
export async function issueInvoice(
  deps: InvoiceDeps,
  input: { stageId: string; extraStageIds: readonly string[]; actorId: string; now?: Date },
): Promise<IssuedInvoiceResult> {
  const now = input.now ?? new Date();
  const ids = [...new Set([input.stageId, ...input.extraStageIds])];
  return deps.db.transaction(async (tx) => {
    const stages = await lockStages(tx, ids);
    const first = stages.find((stage) => stage.id === input.stageId);
    if (!first || stages.length !== ids.length) throw notFound(INVOICE_MESSAGES.stageNotFound);
    if (stages.some((stage) => stage.projectId !== first.projectId)) throw badRequest('Stages of several projects', INVOICE_MESSAGES.otherProject);
    if (stages.some((stage) => !isInvoiceable(stage.status))) throw conflict(INVOICE_MESSAGES.notInvoiceable);
    const project = withBillTo((await findInvoicingProject(tx, { id: first.projectId }))!);
    // Travel (src/shared/travel-billing.ts): the deposit is billed at assignment for the quoted
    // amount, so the performed inspections' travel goes on the invoice of "Progress and travel" or
    // a later stage, each inspection once.
    const travel = invoiceBillsTravel(stages) ? await lockedUnbilledTravel(tx, project.id) : [];
    return writeIssuedInvoice(tx, deps, { project, stages, travel, actorId: input.actorId, now });
  });
}

/**
 * An invoice of the project's travel not billed yet, on its own (Admin): for visits made after
 * the last stage that takes travel was invoiced, or to bill travel before the next stage. 409 when
 * there is none (or nobody to bill); each inspection's travel is still billed once.
 */
export async function issueTravelInvoice(deps: InvoiceDeps, input: { projectCode: string; actorId: string; now?: Date }): Promise<IssuedInvoiceResult> {
  const now = input.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const found = await findInvoicingProject(tx, { code: input.projectCode });
    if (!found) throw notFound(INVOICE_MESSAGES.projectNotFound);
    const project = withBillTo(found);
    const travel = await lockedUnbilledTravel(tx, project.id);
    if (travel.length === 0) throw conflict(INVOICE_MESSAGES.noTravelToBill);
    return writeIssuedInvoice(tx, deps, { project, stages: [], travel, actorId: input.actorId, now });
  });
}

/**
 * Move an issued invoice on (paid or void) in one transaction: lock it (404 when missing, 409 when
 * it is not issued any more), update it, set its stages' status, write the audit log.
 */
async function settleIssuedInvoice(
  db: Database,
  input: { invoiceId: string; actorId: string },
  change: { action: string; values: Partial<NewInvoiceRow>; stageStatus: 'paid' | 'ready'; audit: (after: InvoiceRow) => Record<string, unknown> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, input.invoiceId);
    if (!before) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
    if (before.status !== 'issued') throw conflict(INVOICE_MESSAGES.notIssued);
    const after = await updateInvoice(tx, before.id, change.values);
    const stageIds = await invoiceStageIds(tx, before.id);
    // A paid stage keeps its invoice; a stage of a voided invoice is free to go on a new one.
    await setStagesStatus(tx, stageIds, change.stageStatus, change.stageStatus === 'paid' ? before.id : null);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: change.action,
      entityType: 'invoice',
      entityId: before.id,
      before: { status: before.status },
      after: { status: after.status, ...change.audit(after), stages: stageIds.map((id) => ({ id, status: change.stageStatus })) },
    });
  });
}

/** Record the payment of an issued invoice: it and its stages become paid. */
export function recordPayment(db: Database, input: { invoiceId: string; actorId: string; body: RecordPayment; now?: Date }): Promise<void> {
  const paidAt = input.body.paid_on ? new Date(`${input.body.paid_on}T12:00:00Z`) : (input.now ?? new Date());
  return settleIssuedInvoice(db, input, {
    action: 'invoice.payment',
    values: { status: 'paid', paidAt, paymentReference: input.body.reference || null },
    stageStatus: 'paid',
    audit: (after) => ({ paid_at: paidAt.toISOString(), reference: after.paymentReference }),
  });
}

/**
 * Void an issued invoice with a reason: its stages go back to ready (pending again), and its travel
 * lines no longer count as billed (listUnbilledTravel skips only lines of invoices that stand), so
 * the next invoice that bills travel picks them up.
 */
export function voidInvoice(db: Database, input: { invoiceId: string; actorId: string; body: VoidInvoice; now?: Date }): Promise<void> {
  return settleIssuedInvoice(db, input, {
    action: 'invoice.void',
    values: { status: 'void', voidedAt: input.now ?? new Date(), voidedReason: input.body.reason },
    stageStatus: 'ready',
    audit: (after) => ({ reason: after.voidedReason }),
  });
}
