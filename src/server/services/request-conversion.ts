import { feeCents } from '../../shared/fees';
import { canApplyRequestAction, PARTY_ROLES, REQUEST_STATUS_LABELS, type ConvertRequest, type RequestStatus } from '../../shared/schemas/requests';
import type { Transaction } from '../db/client';
import { HttpError, notFound } from '../errors';
import { setProjectParties, type BillingStageRow, type ProjectRow } from '../repositories/projects';
import { writeAudit } from '../repositories/audit';
import { findPartyCompany, insertPartyCompany } from '../repositories/party-companies';
import { linkRequestUploadsToProject } from '../repositories/uploads';
import { addRequestEvent, auditState, lockRequest, updateRequest, type RequestRow } from '../repositories/requests';
import { getFeeSettings } from '../repositories/settings';
import { createProjectStages } from './billing-stages';
import { insertProjectWithNextCode, requireInspector } from './project-create';

export { isUniqueViolation, requireInspector } from './project-create';

/** 409 for an action the request's status does not allow (e.g. converting a declined request). */
export const invalidTransition = (status: RequestStatus, what: string) =>
  new HttpError(
    409,
    'invalid_transition',
    'Not possible in this status',
    `This request is ${REQUEST_STATUS_LABELS[status].toLowerCase()}; it can no longer be ${what}.`,
  );

/** The request, locked, or 404; 409 when `what` is not allowed in its status. */
export async function lockOpenRequest(
  tx: Transaction,
  id: string,
  action: Parameters<typeof canApplyRequestAction>[1],
  what: string,
): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  if (!row) throw notFound('There is no such request.');
  if (!canApplyRequestAction(row.status, action)) throw invalidTransition(row.status, what);
  return row;
}

/**
 * The request's parties (architect, owner, general contractor, painter) as the project's, each
 * on the company it names: matched by name or e-mail, or created (docs/business-rules.md,
 * "Converting a request"). Answers the audit's view: role, company and whether it was created.
 */
async function carryParties(tx: Transaction, request: RequestRow, projectId: string, actorId: string) {
  const carried: Array<{ role: string; company_id: string; company_name: string; created: boolean }> = [];
  for (const role of PARTY_ROLES) {
    const party = request.parties[role];
    if (!party?.name.trim()) continue;
    const matched = await findPartyCompany(tx, party);
    const company = matched ?? (await insertPartyCompany(tx, role, party));
    if (!matched) {
      await writeAudit(tx, { actorId, action: 'company.create', entityType: 'company', entityId: company.id, after: { name: company.name, from_request: request.id, role } });
    }
    await setProjectParties(tx, projectId, { [role]: company.id });
    carried.push({ role, company_id: company.id, company_name: company.name, created: !matched });
  }
  return carried;
}

export interface ConversionResult {
  request: RequestRow;
  project: ProjectRow;
  stages: BillingStageRow[];
}

/**
 * Accept a request and turn it into a project, in the caller's transaction (the request service's,
 * src/server/services/requests.ts, which enqueues the e-mail in it too): lock the request, check its
 * status, allocate the project code, create the project (review status Pending, fee from the
 * settings), its three billing stages, its parties (on matched or new companies), the request's
 * files as the project's, link the request, record the event and the audit log. Any
 * failure rolls back every part, the project code number included.
 */
export async function convertRequest(
  tx: Transaction,
  input: { requestId: string; actorId: string; body: ConvertRequest; now?: Date },
): Promise<ConversionResult> {
  const { body } = input;
  const request = await lockOpenRequest(tx, input.requestId, 'convert', 'converted into a project');
  await requireInspector(tx, body.leadInspectorId);

  const settings = await getFeeSettings(tx);
  const fee = feeCents({
    contractCents: request.contractAmountCents,
    rateBasisPoints: settings.rateBasisPoints,
    minimumCents: settings.minimumCents,
  });
  const project = await insertProjectWithNextCode(
    tx,
    body.region,
    {
      projectName: body.projectName,
      companyId: request.companyId,
      address: request.siteAddress,
      city: request.city,
      postalCode: request.postalCode,
      sector: request.sector,
      buildingType: request.buildingType,
      workType: request.workType,
      baseContractCents: request.contractAmountCents,
      feeCents: fee,
      status: 'active',
      reviewStatus: 'Pending',
      leadInspectorId: body.leadInspectorId,
      requestId: request.id,
      startDate: request.desiredStartDate,
    },
    input.now,
  );
  const projectCode = project.projectCode;

  const stages = await createProjectStages(tx, { projectId: project.id, feeCents: fee, split: settings.billingSplit, dates: body.stageDates });
  const parties = await carryParties(tx, request, project.id, input.actorId);
  const files = await linkRequestUploadsToProject(tx, request.id, project.id);

  const updated = await updateRequest(tx, request.id, {
    status: 'converted',
    projectId: project.id,
    assignedTo: request.assignedTo ?? body.leadInspectorId,
  });
  await addRequestEvent(tx, {
    requestId: request.id,
    kind: 'status',
    status: 'converted',
    note: `Accepted and converted into project ${projectCode}.`,
    actorId: input.actorId,
  });
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'request.convert',
    entityType: 'request',
    entityId: request.id,
    before: auditState(request),
    after: auditState(updated),
  });
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'project.create',
    entityType: 'project',
    entityId: project.id,
    after: {
      project_code: projectCode,
      fee_cents: fee,
      review_status: project.reviewStatus,
      billing_stages: stages.map((stage) => ({ seq: stage.seq, amount_cents: stage.totalAmountCents, date: stage.toBeInvoicedDate })),
      lead_inspector_id: body.leadInspectorId,
      parties,
      files_from_request: files,
    },
  });
  return { request: updated, project, stages };
}
