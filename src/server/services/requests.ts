import { dollarsToCents } from '../../shared/fees';
import {
  REQUEST_MESSAGES,
  REQUEST_TYPE_LABELS,
  statusAfterAction,
  statusAfterReply,
  type ConvertRequest,
  type CreateRequest,
  type RequestDetail,
} from '../../shared/schemas/requests';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import type { Viewer } from '../auth/viewer';
import type { Database, Transaction } from '../db/client';
import { badRequest, HttpError, notFound } from '../errors';
import type { Profile } from '../plugins/authenticate';
import { writeAudit } from '../repositories/audit';
import { createNotification, notificationPreview } from '../repositories/notifications';
import { getProject, type BillingStageRow } from '../repositories/projects';
import { addRequestEvent, allocateRequestNo, auditState, getRequestDetail, insertRequest, lockRequest, updateRequest } from '../repositories/requests';
import { attachUploads } from '../repositories/uploads';
import type { Project } from '../../shared/schemas/projects';
import { enqueueMail } from './outbox';
import { convertRequest, lockOpenRequest, requireInspector } from './request-conversion';
import {
  fullName,
  requestAssignedEmail,
  requestConvertedEmail,
  requestDeclinedEmail,
  requestInformationEmail,
  requestReceiptEmail,
  type RequestMailConfig,
} from './requests-emails';
import { pushToAdmins, enqueuePush } from './push';

export interface RequestDeps {
  db: Database;
  config: RequestMailConfig;
}

const ADMIN_VIEW = (userId: string): Viewer => ({ userId, role: 'Admin', companyId: null });

async function adminDetail(tx: Transaction, userId: string, id: string): Promise<RequestDetail> {
  const detail = await getRequestDetail(tx, ADMIN_VIEW(userId), id);
  if (!detail) throw notFound('There is no such request.');
  return detail;
}

/**
 * A client's new request: its number, row, attachments, first event, the staff notification, the
 * audit entry and the receipt e-mail, in one transaction. Answers the request as the client sees it.
 */
export async function createRequest(deps: RequestDeps, viewer: Viewer, profile: Profile, body: CreateRequest): Promise<RequestDetail> {
  return deps.db.transaction(async (tx) => {
    const requestNo = await allocateRequestNo(tx);
    const row = await insertRequest(tx, {
      requestNo,
      requesterId: viewer.userId,
      companyId: viewer.companyId,
      contractAmountCents: dollarsToCents(body.contract_amount),
      body,
    });
    const attached = await attachUploads(tx, { ids: body.attachment_ids, ownerId: viewer.userId, kind: 'request_attachment', link: { requestId: row.id } });
    if (!attached) throw badRequest('Attachment unavailable', UPLOAD_MESSAGES.attachmentUnavailable);
    await addRequestEvent(tx, { requestId: row.id, kind: 'status', status: 'submitted', actorId: viewer.userId });
    await createNotification(tx, {
      kind: 'new_request',
      title: `New ${REQUEST_TYPE_LABELS[row.type]}: ${row.requestNo}`,
      body: `${fullName(profile)} — ${row.projectName}, ${row.city} (${row.region})`,
      link: '/request-management',
      entityType: 'request',
      entityId: row.id,
    });
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'request.create',
      entityType: 'request',
      entityId: row.id,
      after: { request_no: row.requestNo, type: row.type, ...auditState(row) },
    });
    const detail = (await getRequestDetail(tx, viewer, row.id))!;
    await enqueueMail(tx, requestReceiptEmail(deps.config, profile, detail));
    await pushToAdmins(tx, { event: 'new_request', title: `New request ${row.requestNo}`, link: '/request-management' });
    return detail;
  });
}

/** Assign an open request to an inspector, and e-mail them, in one transaction. */
export async function assignRequest(deps: RequestDeps, actorId: string, id: string, inspectorId: string): Promise<RequestDetail> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOpenRequest(tx, id, 'assign', 'assigned');
    const inspector = await requireInspector(tx, inspectorId);
    const status = statusAfterAction(before.status, 'assign');
    const after = await updateRequest(tx, before.id, { status, assignedTo: inspector.id });
    await addRequestEvent(tx, { requestId: before.id, kind: 'status', status, note: `Assigned to ${fullName(inspector)}.`, actorId });
    await writeAudit(tx, {
      actorId,
      action: 'request.assign',
      entityType: 'request',
      entityId: before.id,
      before: auditState(before),
      after: auditState(after),
    });
    const detail = await adminDetail(tx, actorId, id);
    await enqueueMail(tx, requestAssignedEmail(deps.config, inspector, detail));
    return detail;
  });
}

/** Ask the client for more information (an event with the message), and e-mail them, in one transaction. */
export async function requestInformation(deps: RequestDeps, actorId: string, id: string, message: string): Promise<RequestDetail> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOpenRequest(tx, id, 'request-info', 'asked for information');
    const after = await updateRequest(tx, before.id, { status: 'information_requested' });
    await addRequestEvent(tx, { requestId: before.id, kind: 'status', status: 'information_requested', actorId });
    await addRequestEvent(tx, { requestId: before.id, kind: 'message', note: message, actorId });
    await writeAudit(tx, {
      actorId,
      action: 'request.request_info',
      entityType: 'request',
      entityId: before.id,
      before: auditState(before),
      after: { ...auditState(after), message },
    });
    const detail = await adminDetail(tx, actorId, id);
    await enqueueMail(tx, requestInformationEmail(deps.config, detail, message));
    await pushRequestStatus(tx, before);
    return detail;
  });
}

/**
 * The client's answer to a request for information: the status moves on and the staff are
 * notified, in one transaction. Another company's request answers 404, as for reads.
 */
export async function replyToRequest(deps: RequestDeps, viewer: Viewer, id: string, message: string): Promise<RequestDetail> {
  if (!(await getRequestDetail(deps.db, viewer, id))) throw notFound('There is no such request.');
  return deps.db.transaction(async (tx) => {
    const before = (await lockRequest(tx, id))!;
    if (before.status !== 'information_requested') throw new HttpError(409, 'invalid_transition', 'Not possible in this status', REQUEST_MESSAGES.replyNotAsked);
    const status = statusAfterReply(before.assignedTo !== null);
    const after = await updateRequest(tx, before.id, { status });
    await addRequestEvent(tx, { requestId: before.id, kind: 'message', note: message, actorId: viewer.userId });
    await addRequestEvent(tx, { requestId: before.id, kind: 'status', status, actorId: viewer.userId });
    await createNotification(tx, {
      kind: 'new_message',
      title: `Reply on ${before.requestNo}: ${before.projectName}`,
      body: notificationPreview(message),
      link: '/request-management',
      entityType: 'request',
      entityId: before.id,
    });
    await pushToAdmins(tx, { event: 'new_message', title: `Reply on request ${before.requestNo}`, link: '/request-management' });
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'request.client_reply',
      entityType: 'request',
      entityId: before.id,
      before: auditState(before),
      after: { ...auditState(after), message },
    });
    return (await getRequestDetail(tx, viewer, id))!;
  });
}

/** Decline an open request with the reason, and e-mail the client, in one transaction. */
export async function declineRequest(deps: RequestDeps, actorId: string, id: string, reason: string): Promise<RequestDetail> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOpenRequest(tx, id, 'decline', 'declined');
    const after = await updateRequest(tx, before.id, { status: 'declined' });
    await addRequestEvent(tx, { requestId: before.id, kind: 'status', status: 'declined', note: reason, actorId });
    await writeAudit(tx, {
      actorId,
      action: 'request.decline',
      entityType: 'request',
      entityId: before.id,
      before: auditState(before),
      after: { ...auditState(after), reason },
    });
    const detail = await adminDetail(tx, actorId, id);
    await enqueueMail(tx, requestDeclinedEmail(deps.config, detail, reason));
    await pushRequestStatus(tx, before);
    return detail;
  });
}

/** Accept a request as a project (src/server/services/request-conversion.ts) and e-mail the client, in one transaction. */
export async function acceptRequest(
  deps: RequestDeps,
  actorId: string,
  id: string,
  body: ConvertRequest,
): Promise<{ request: RequestDetail; project: Project; stages: BillingStageRow[] }> {
  return deps.db.transaction(async (tx) => {
    const result = await convertRequest(tx, { requestId: id, actorId, body });
    const detail = await adminDetail(tx, actorId, result.request.id);
    const project = await getProject(tx, result.project.id);
    await enqueueMail(
      tx,
      requestConvertedEmail(deps.config, detail, {
        projectCode: result.project.projectCode,
        projectName: result.project.projectName,
        leadInspectorName: project!.lead_inspector_name ?? null,
      }),
    );
    await pushRequestStatus(tx, { id: result.request.id, requestNo: detail.request_no, requesterId: result.request.requesterId });
    return { request: detail, project: project!, stages: result.stages };
  });
}

/** The requester hears that their request moved on (docs/architecture.md, "Push notifications"). */
const pushRequestStatus = (tx: Transaction, request: { id: string; requestNo: string; requesterId: string }) =>
  enqueuePush(tx, [request.requesterId], { event: 'request_status', title: `Request ${request.requestNo} updated`, link: `/my-requests/${request.id}` });
