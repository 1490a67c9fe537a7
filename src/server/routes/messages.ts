import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  createThreadSchema,
  markThreadReadResponseSchema,
  replyMessageSchema,
  threadDetailSchema,
  threadParamsSchema,
  threadsListResponseSchema,
  threadsQuerySchema,
  unreadCountResponseSchema,
} from '../../shared/schemas/messages';
import { notFound } from '../errors';
import { countUnreadMessages, findVisibleThread, getThreadDetail, listThreads, markThreadRead } from '../repositories/messages';
import { fullNameOf } from '../repositories/sql-text';
import { replyInThread, startThread, type MessageAuthor, type MessagingDeps } from '../services/messages';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** Writes may also answer 404 (another company's thread), 409 (no company; same idempotency key still running) and 422 (key reused). */
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const NO_THREAD = 'There is no such conversation.';

function authorOf(request: FastifyRequest): MessageAuthor {
  return { ...viewerOf(request), name: fullNameOf(request.auth!.profile!) };
}

/**
 * Messaging between the provider's office and client companies (docs/features.md, Messages). Admins see every
 * thread; a Client only their company's, enforced in the repository query: another company's
 * thread answers 404 to reads and writes alike.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const threads = app.requirePermission('messageThreads');
  const deps = (): MessagingDeps => ({ db: app.db, config: app.config });

  async function detailOrNotFound(request: FastifyRequest, id: string) {
    const detail = await getThreadDetail(app.db, viewerOf(request), id);
    if (!detail) throw notFound(NO_THREAD);
    return detail;
  }

  // The mailbox badge polls these every 30 s (docs/features.md, Messages).
  app.get(
    '/messages/admin/unread-count',
    { schema: { response: { 200: unreadCountResponseSchema, ...errors } }, preHandler: app.requirePermission('adminUnreadMessages') },
    async (request) => ({ count: await countUnreadMessages(app.db, viewerOf(request)) }),
  );

  app.get(
    '/messages/client/unread-count',
    { schema: { response: { 200: unreadCountResponseSchema, ...errors } }, preHandler: app.requirePermission('clientUnreadMessages') },
    async (request) => ({ count: await countUnreadMessages(app.db, viewerOf(request)) }),
  );

  app.get(
    '/messages/threads',
    { schema: { querystring: threadsQuerySchema, response: { 200: threadsListResponseSchema, ...errors } }, preHandler: threads },
    async (request) => {
      const { rows, total } = await listThreads(app.db, viewerOf(request), request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/messages/threads/:id',
    { schema: { params: threadParamsSchema, response: { 200: threadDetailSchema, 404: apiErrorSchema, ...errors } }, preHandler: threads },
    async (request) => detailOrNotFound(request, request.params.id),
  );

  app.post(
    '/messages/threads',
    {
      schema: { body: createThreadSchema, response: { 201: threadDetailSchema, ...writeErrors } },
      preHandler: threads,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const id = await startThread(deps(), authorOf(request), request.body);
      return reply.status(201).send(await detailOrNotFound(request, id));
    },
  );

  app.post(
    '/messages/threads/:id/messages',
    {
      schema: { params: threadParamsSchema, body: replyMessageSchema, response: { 201: threadDetailSchema, ...writeErrors } },
      preHandler: threads,
      config: { idempotent: true },
    },
    async (request, reply) => {
      await replyInThread(deps(), authorOf(request), request.params.id, request.body);
      return reply.status(201).send(await detailOrNotFound(request, request.params.id));
    },
  );

  app.post(
    '/messages/threads/:id/read',
    { schema: { params: threadParamsSchema, response: { 200: markThreadReadResponseSchema, 404: apiErrorSchema, ...errors } }, preHandler: threads },
    async (request) => {
      const viewer = viewerOf(request);
      if (!(await findVisibleThread(app.db, viewer, request.params.id))) throw notFound(NO_THREAD);
      return { marked: await markThreadRead(app.db, viewer, request.params.id) };
    },
  );
};
