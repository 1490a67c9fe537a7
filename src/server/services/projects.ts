import { dollarsToCents, feeCents } from '../../shared/fees';
import { isOpenStatus, PROJECT_MESSAGES, type CreateProject, type ProjectPartiesInput, type ReviewStatus, type UpdateProject } from '../../shared/schemas/projects';
import type { Database, Transaction } from '../db/client';
import { badRequest, notFound } from '../errors';
import { activeCompanyIds } from '../repositories/companies';
import {
  lockProject,
  setProjectParties,
  setReviewStatus,
  updateProjectAtVersion,
  type NewProjectRow,
  type ProjectRow,
} from '../repositories/projects';
import { writeAudit } from '../repositories/audit';
import { getFeeSettings } from '../repositories/settings';
import { stageDateInputs, suggestedStageDates } from '../../shared/billing-stages';
import { providerToday } from '../config/provider-day';
import { createProjectStages, redateOpenStages, resyncStageAmounts } from './billing-stages';
import { insertProjectWithNextCode, requireInspector } from './project-create';

/** The client company and the party companies must exist and not be archived; the inspector must be active staff. */
async function checkReferences(
  tx: Transaction,
  refs: { companyId?: string; parties?: ProjectPartiesInput; leadInspectorId?: string | null },
): Promise<void> {
  const partyIds = Object.values(refs.parties ?? {}).filter((id): id is string => Boolean(id));
  const wanted = [...new Set([...(refs.companyId ? [refs.companyId] : []), ...partyIds])];
  const found = await activeCompanyIds(tx, wanted);
  if (wanted.some((id) => !found.has(id))) throw badRequest('Company unavailable', PROJECT_MESSAGES.companyUnavailable);
  if (refs.leadInspectorId) await requireInspector(tx, refs.leadInspectorId);
}

/** The columns of the fields a create or update sends (undefined: not sent; empty text: cleared). */
function toColumns(body: Partial<CreateProject> & { status?: UpdateProject['status'] }): Partial<NewProjectRow> {
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const columns: Partial<NewProjectRow> = {
    projectName: body.project_name,
    companyId: body.company_id,
    address: body.address,
    city: text(body.city),
    postalCode: text(body.postal_code),
    sector: body.sector,
    buildingType: body.building_type,
    workType: body.work_type,
    baseContractCents: body.base_contract === undefined ? undefined : dollarsToCents(body.base_contract),
    finalContractCents: body.final_contract === undefined ? undefined : body.final_contract === null ? null : dollarsToCents(body.final_contract),
    leadInspectorId: body.lead_inspector_id,
    startDate: body.start_date,
    substantialPerformanceDate: body.substantial_performance_date,
    finalInspectionDate: body.final_inspection_date,
    status: body.status,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The fields the audit log keeps of a project. */
export const projectAuditState = (row: ProjectRow) => ({
  project_code: row.projectCode,
  project_name: row.projectName,
  company_id: row.companyId,
  address: row.address,
  city: row.city,
  region: row.region,
  status: row.status,
  review_status: row.reviewStatus,
  lead_inspector_id: row.leadInspectorId,
  base_contract_cents: row.baseContractCents,
  final_contract_cents: row.finalContractCents,
  fee_cents: row.feeCents,
  start_date: row.startDate,
  substantial_performance_date: row.substantialPerformanceDate,
  final_inspection_date: row.finalInspectionDate,
});

/** Only what changed, as `{ before, after }` for the audit log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

type AmountChange = Awaited<ReturnType<typeof resyncStageAmounts>>[number];
type DateChange = Awaited<ReturnType<typeof redateOpenStages>>[number];

/** The stages an edit changed, one entry per stage (`{ seq, amount_cents?, date? }`), before and after, for the audit log. */
function stageAuditEntries(amounts: readonly AmountChange[], dates: readonly DateChange[]) {
  const seqs = [...new Set([...amounts, ...dates].map((change) => change.seq))].sort((a, b) => a - b);
  const side = (which: 'before' | 'after') =>
    seqs.map((seq) => {
      const amount = amounts.find((change) => change.seq === seq);
      const date = dates.find((change) => change.seq === seq);
      return { seq, ...(amount ? { amount_cents: amount[which] } : {}), ...(date ? { date: date[which] } : {}) };
    });
  return seqs.length ? { before: { billing_stages: side('before') }, after: { billing_stages: side('after') } } : { before: {}, after: {} };
}

/**
 * A project created by an Admin, in one transaction: references checked, the next code of the
 * region allocated, the fee computed from the settings, review status Pending (a new project is
 * pending review), its three billing stages (as a converted request's: src/shared/billing-stages.ts,
 * dated from the project's start and final inspection), the parties and the audit log written.
 */
export async function createProject(db: Database, input: { actorId: string; body: CreateProject; now?: Date }): Promise<ProjectRow> {
  const { body } = input;
  return db.transaction(async (tx) => {
    await checkReferences(tx, { companyId: body.company_id, parties: body.parties, leadInspectorId: body.lead_inspector_id });
    const settings = await getFeeSettings(tx);
    const baseContractCents = dollarsToCents(body.base_contract);
    const now = input.now ?? new Date();
    const project = await insertProjectWithNextCode(
      tx,
      body.region,
      {
        ...toColumns(body),
        projectName: body.project_name,
        address: body.address,
        sector: body.sector,
        buildingType: body.building_type,
        workType: body.work_type,
        baseContractCents,
        feeCents: feeCents({ contractCents: baseContractCents, rateBasisPoints: settings.rateBasisPoints, minimumCents: settings.minimumCents }),
        status: 'active',
        reviewStatus: 'Pending',
      },
      now,
    );
    const stages = await createProjectStages(tx, {
      projectId: project.id,
      feeCents: project.feeCents,
      split: settings.billingSplit,
      dates: suggestedStageDates({ today: providerToday(now), ...stageDateInputs(project) }),
    });
    await setProjectParties(tx, project.id, body.parties ?? {});
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'project.create',
      entityType: 'project',
      entityId: project.id,
      after: {
        ...projectAuditState(project),
        parties: body.parties ?? {},
        billing_stages: stages.map((stage) => ({ seq: stage.seq, amount_cents: stage.totalAmountCents, date: stage.toBeInvoicedDate })),
      },
    });
    return project;
  });
}

/**
 * An Admin's edit at the version they read; `undefined` when the project has changed since (the
 * caller answers 409 with the current project, after this transaction has ended). The code and
 * region stay: the code was numbered in its region. A new base contract recomputes the fee, and
 * the billing stages not yet invoiced share the new fee (resyncStageAmounts; 409 when more than it
 * has been invoiced already). New start, substantial performance or final inspection dates re-date
 * the stages not yet invoiced (redateOpenStages, the creation rule). All in the edit's transaction.
 */
export async function updateProject(
  db: Database,
  input: { actorId: string; projectId: string; body: UpdateProject },
): Promise<ProjectRow | undefined> {
  const { body } = input;
  const { version, parties, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, input.projectId);
    if (!before) throw notFound('There is no such project.');
    if (before.version !== version) return undefined;
    await checkReferences(tx, { companyId: fields.company_id, parties, leadInspectorId: fields.lead_inspector_id });
    const changes = toColumns(fields);
    let amountChanges: AmountChange[] = [];
    let dateChanges: DateChange[] = [];
    if (changes.baseContractCents !== undefined && changes.baseContractCents !== before.baseContractCents) {
      const settings = await getFeeSettings(tx);
      changes.feeCents = feeCents({ contractCents: changes.baseContractCents, rateBasisPoints: settings.rateBasisPoints, minimumCents: settings.minimumCents });
      // Invoiced, paid and void stages stay as they are; the open ones share the rest of the new fee.
      if (changes.feeCents !== before.feeCents) {
        amountChanges = await resyncStageAmounts(tx, { projectId: before.id, feeCents: changes.feeCents, split: settings.billingSplit });
      }
    }
    const datesBefore = stageDateInputs(before);
    const datesAfter = stageDateInputs({ ...before, ...changes });
    if (datesAfter.start !== datesBefore.start || datesAfter.end !== datesBefore.end) {
      // Invoiced, paid and void stages keep their dates; the open ones follow the project's.
      dateChanges = await redateOpenStages(tx, { projectId: before.id, projectCreatedAt: before.createdAt, dates: datesAfter });
    }
    if (changes.status) changes.closedAt = isOpenStatus(changes.status) ? null : (before.closedAt ?? new Date());
    const updated = (await updateProjectAtVersion(tx, before.id, version, changes))!;
    if (parties) await setProjectParties(tx, before.id, parties);
    const diff = changedFields(projectAuditState(before), projectAuditState(updated));
    const stages = stageAuditEntries(amountChanges, dateChanges);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'project.update',
      entityType: 'project',
      entityId: before.id,
      before: { ...diff.before, ...stages.before },
      after: { ...diff.after, ...(parties ? { parties } : {}), ...stages.after },
    });
    return updated;
  });
}

/** Set the review status (Admin) and record it in the audit log; the same status again changes nothing. */
export async function changeReviewStatus(db: Database, input: { actorId: string; projectId: string; reviewStatus: ReviewStatus }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockProject(tx, input.projectId);
    if (!before) throw notFound('There is no such project.');
    if (before.reviewStatus === input.reviewStatus) return;
    await setReviewStatus(tx, before.id, input.reviewStatus);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'project.review_status',
      entityType: 'project',
      entityId: before.id,
      before: { review_status: before.reviewStatus },
      after: { review_status: input.reviewStatus },
    });
  });
}
