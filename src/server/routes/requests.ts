import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dollarsToCents } from '../../shared/fees';
import { apiErrorSchema } from '../../shared/schemas/common';
import { convertRequestResponseSchema } from '../../shared/schemas/projects';
import {
  assignableStaffListSchema,
  assignRequestSchema,
  convertRequestSchema,
  createRequestSchema,
  declineRequestSchema,
  REQUEST_TYPE_LABELS,
  requestDetailSchema,
  requestInfoSchema,
  REQUEST_MESSAGES,
  requestParamsSchema,
  requestReplySchema,
  requestsListResponseSchema,
  requestsQuerySchema,
  requestSummarySchema,
  statusAfterAction,
  statusAfterReply,
  type RequestDetail,
} from '../../shared/schemas/requests';
import { centsToDollars, formatCurrency } from '../../shared/format/currency';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import { badRequest, HttpError, notFound } from '../errors';
import { createNotification } from '../repositories/notifications';
import { listAssignableStaff } from '../repositories/profiles';
import { getProject, toBillingStageResponse } from '../repositories/projects';
import {
  addRequestEvent,
  allocateRequestNo,
  auditState,
  getRequestDetail,
  insertRequest,
  listRequests,
  lockRequest,
  updateRequest,
} from '../repositories/requests';
import { writeAudit } from '../repositories/audit';
import { attachUploads } from '../repositories/uploads';
import { viewerOf, type Viewer } from '../auth/viewer';
import { convertRequest, lockOpenRequest, requireInspector } from '../services/request-conversion';
import { renderEmail } from '../services/email-layout';
import type { Mailer, OutgoingMail } from '../services/mail';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** Writes may also answer 404, 409 (bad transition, same idempotency key still running) and 422 (key reused). */
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;


const ADMIN_VIEW = (userId: string): Viewer => ({ userId, role: 'Admin', companyId: null });

const fullName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;

/** Send after commit: the change is saved; e-mail trouble is logged (and in the e-mail log), not the caller's problem. */
async function sendQuietly(mailer: Mailer, log: FastifyBaseLogger, mail: OutgoingMail, requestId: string) {
  await mailer
    .send({ ...mail, entityType: 'request', entityId: requestId })
    .catch((error: unknown) => log.error({ err: error, type: mail.type }, 'request e-mail failed'));
}

/**
 * Client requests (RFI, specification, consultation) and the Admins' request management.
 * Reads are filtered in the repository query: a Client sees their company's requests only, and
 * another company's request answers 404 (its existence is not revealed).
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = () => app.config.PROVIDER_NAME;
  const requestLink = (detail: RequestDetail) => `${app.config.publicUrl}/my-requests/${detail.id}`;

  async function adminDetail(userId: string, id: string): Promise<RequestDetail> {
    const detail = await getRequestDetail(app.db, ADMIN_VIEW(userId), id);
    if (!detail) throw notFound('There is no such request.');
    return detail;
  }

  app.post(
    '/requests',
    {
      schema: { body: createRequestSchema, response: { 201: requestSummarySchema, ...writeErrors } },
      preHandler: app.requirePermission('requestForms'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = request.body;
      const profile = request.auth!.profile!;
      const saved = await app.db.transaction(async (tx) => {
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
        return row;
      });

      const detail = (await getRequestDetail(app.db, viewer, saved.id))!;
      const label = REQUEST_TYPE_LABELS[detail.type];
      await sendQuietly(
        app.mailer,
        request.log,
        renderEmail({
          type: 'request.receipt',
          to: profile.email,
          subject: `We received your request ${detail.request_no} — ${provider()}`,
          greeting: `Hello ${fullName(profile)},`,
          paragraphs: [
            `Thank you. Your ${label.toLowerCase()} for "${detail.project_name}" (${detail.site_address}, ${detail.city}) has reached ${provider()} as request ${detail.request_no}.`,
            `Contract amount: ${formatCurrency(centsToDollars(detail.contract_amount_cents))}. Desired start: ${detail.desired_start_date}.`,
            'A member of our team will contact you within 24 to 48 hours. You can follow the request in the portal.',
          ],
          action: { label: 'View my request', link: requestLink(detail) },
          footnote: `Request number: ${detail.request_no}. Quote it when you write to ${app.config.PROVIDER_EMAIL}.`,
          providerName: provider(),
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        detail.id,
      );
      const { postal_code: _p, description: _d, parties: _pa, details: _de, requester_email: _e, timeline: _t, ...summary } = detail;
      return reply.status(201).send(summary);
    },
  );

  app.get(
    '/requests',
    {
      schema: { querystring: requestsQuerySchema, response: { 200: requestsListResponseSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const { rows, total } = await listRequests(app.db, viewerOf(request), request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: { params: requestParamsSchema, response: { 200: requestDetailSchema, 404: apiErrorSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const detail = await getRequestDetail(app.db, viewerOf(request), request.params.id);
      if (!detail) throw notFound('There is no such request.');
      return detail;
    },
  );

  // ------------------------------------------------------------------------------------------
  // Request management (Admin)
  // ------------------------------------------------------------------------------------------

  const manage = app.requirePermission('requestManagement');

  app.get(
    '/requests/inspectors',
    { schema: { response: { 200: assignableStaffListSchema, ...errors } }, preHandler: manage },
    async () => ({ data: await listAssignableStaff(app.db) }),
  );

  app.post(
    '/requests/:id/assign',
    {
      schema: { params: requestParamsSchema, body: assignRequestSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const actorId = viewerOf(request).userId;
      const inspector = await app.db.transaction(async (tx) => {
        const before = await lockOpenRequest(tx, request.params.id, 'assign', 'assigned');
        const inspector = await requireInspector(tx, request.body.inspectorId);
        const status = statusAfterAction(before.status, 'assign');
        const after = await updateRequest(tx, before.id, { status, assignedTo: inspector.id });
        await addRequestEvent(tx, {
          requestId: before.id,
          kind: 'status',
          status,
          note: `Assigned to ${fullName(inspector)}.`,
          actorId,
        });
        await writeAudit(tx, {
          actorId,
          action: 'request.assign',
          entityType: 'request',
          entityId: before.id,
          before: auditState(before),
          after: auditState(after),
        });
        return inspector;
      });
      const detail = await adminDetail(actorId, request.params.id);
      // After the commit: the assignment stands whatever happens to the e-mail.
      await sendQuietly(
        app.mailer,
        request.log,
        renderEmail({
          type: 'request.assigned',
          to: inspector.email,
          subject: `Request ${detail.request_no} assigned to you — ${detail.project_name}`,
          greeting: `Hello ${fullName(inspector)},`,
          paragraphs: [
            `You have been assigned ${REQUEST_TYPE_LABELS[detail.type].toLowerCase()} ${detail.request_no} for "${detail.project_name}".`,
            `Site: ${detail.site_address}, ${detail.city} (${detail.region}).`,
            `Requested by ${detail.requester_name} (${detail.requester_email}). Desired start: ${detail.desired_start_date}.`,
          ],
          action: { label: 'Open the request', link: requestLink(detail) },
          footnote: `Request number: ${detail.request_no}.`,
          providerName: provider(),
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        detail.id,
      );
      return detail;
    },
  );

  app.post(
    '/requests/:id/request-info',
    {
      schema: { params: requestParamsSchema, body: requestInfoSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const actorId = viewerOf(request).userId;
      const { message } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await lockOpenRequest(tx, request.params.id, 'request-info', 'asked for information');
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
      });
      const detail = await adminDetail(actorId, request.params.id);
      await sendQuietly(
        app.mailer,
        request.log,
        renderEmail({
          type: 'request.information_requested',
          to: detail.requester_email,
          subject: `More information needed for request ${detail.request_no} — ${provider()}`,
          greeting: `Hello ${detail.requester_name},`,
          paragraphs: [
            `To move your request ${detail.request_no} ("${detail.project_name}") forward, we need a little more information:`,
          ],
          quote: message,
          action: { label: 'Open my request', link: requestLink(detail) },
          footnote: `Reply to this e-mail or write to ${app.config.PROVIDER_EMAIL}, quoting ${detail.request_no}.`,
          providerName: provider(),
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        detail.id,
      );
      return detail;
    },
  );

  app.post(
    '/requests/:id/reply',
    {
      schema: { params: requestParamsSchema, body: requestReplySchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: app.requirePermission('requestForms'),
      config: { idempotent: true },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { message } = request.body;
      // Another company's request answers 404, as for reads.
      if (!(await getRequestDetail(app.db, viewer, request.params.id))) throw notFound('There is no such request.');
      await app.db.transaction(async (tx) => {
        const before = (await lockRequest(tx, request.params.id))!;
        if (before.status !== 'information_requested') throw new HttpError(409, 'invalid_transition', 'Not possible in this status', REQUEST_MESSAGES.replyNotAsked);
        const status = statusAfterReply(before.assignedTo !== null);
        const after = await updateRequest(tx, before.id, { status });
        await addRequestEvent(tx, { requestId: before.id, kind: 'message', note: message, actorId: viewer.userId });
        await addRequestEvent(tx, { requestId: before.id, kind: 'status', status, actorId: viewer.userId });
        await createNotification(tx, {
          kind: 'new_message',
          title: `Reply on ${before.requestNo}: ${before.projectName}`,
          body: message.length > 140 ? `${message.slice(0, 139)}…` : message,
          link: '/request-management',
          entityType: 'request',
          entityId: before.id,
        });
        await writeAudit(tx, {
          actorId: viewer.userId,
          action: 'request.client_reply',
          entityType: 'request',
          entityId: before.id,
          before: auditState(before),
          after: { ...auditState(after), message },
        });
      });
      return (await getRequestDetail(app.db, viewer, request.params.id))!;
    },
  );

  app.post(
    '/requests/:id/decline',
    {
      schema: { params: requestParamsSchema, body: declineRequestSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const actorId = viewerOf(request).userId;
      const { reason } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await lockOpenRequest(tx, request.params.id, 'decline', 'declined');
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
      });
      const detail = await adminDetail(actorId, request.params.id);
      await sendQuietly(
        app.mailer,
        request.log,
        renderEmail({
          type: 'request.declined',
          to: detail.requester_email,
          subject: `Your request ${detail.request_no} was declined — ${provider()}`,
          greeting: `Hello ${detail.requester_name},`,
          paragraphs: [`We are sorry: we cannot take on your request ${detail.request_no} ("${detail.project_name}"). The reason:`],
          quote: reason,
          footnote: `Questions? Reply to this e-mail or write to ${app.config.PROVIDER_EMAIL}.`,
          providerName: provider(),
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        detail.id,
      );
      return detail;
    },
  );

  app.post(
    '/requests/:id/convert',
    {
      schema: {
        params: requestParamsSchema,
        body: convertRequestSchema,
        response: { 200: convertRequestResponseSchema, ...writeErrors },
      },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const actorId = viewerOf(request).userId;
      const result = await convertRequest(app.db, { requestId: request.params.id, actorId, body: request.body });
      const [detail, project] = await Promise.all([adminDetail(actorId, result.request.id), getProject(app.db, result.project.id)]);
      await sendQuietly(
        app.mailer,
        request.log,
        renderEmail({
          type: 'request.converted',
          to: detail.requester_email,
          subject: `Your request ${detail.request_no} is accepted: project ${result.project.projectCode} — ${provider()}`,
          greeting: `Hello ${detail.requester_name},`,
          paragraphs: [
            `Good news: your request ${detail.request_no} is accepted and is now project ${result.project.projectCode} ("${result.project.projectName}").`,
            `Your lead inspector is ${project!.lead_inspector_name ?? 'being appointed'}. We will contact you to schedule the first visit.`,
          ],
          action: { label: 'Open my request', link: requestLink(detail) },
          footnote: `Project code: ${result.project.projectCode}. Quote it when you write to ${app.config.PROVIDER_EMAIL}.`,
          providerName: provider(),
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        detail.id,
      );
      return { request: detail, project: project!, billing_stages: result.stages.map((stage) => toBillingStageResponse(stage)) };
    },
  );
};
