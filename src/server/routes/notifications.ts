import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  markNotificationsReadSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsListResponseSchema,
  notificationsQuerySchema,
  notificationsReadAllResponseSchema,
} from '../../shared/schemas/notifications';
import { notFound, unauthorized } from '../errors';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsRead,
  toNotificationResponse,
} from '../repositories/notifications';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** Idempotent writes may also answer 409 (same key still running) and 422 (key reused). */
const writeErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/** The Admins' shared notifications inbox (the navigation bar's bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('notifications');

  app.get(
    '/notifications',
    {
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationsListResponseSchema, ...errors } },
      preHandler,
    },
    async (request) => {
      const { unread, limit } = request.query;
      const [rows, unreadCount] = await Promise.all([
        listNotifications(app.db, { unread, limit }),
        countUnreadNotifications(app.db),
      ]);
      return { data: rows.map(toNotificationResponse), unreadCount };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: { response: { 200: notificationsReadAllResponseSchema, ...writeErrors } },
      preHandler,
      config: { idempotent: true },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return { updated: await markAllNotificationsRead(app.db, request.auth.userId) };
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: { body: markNotificationsReadSchema, response: { 200: notificationsReadAllResponseSchema, ...writeErrors } },
      preHandler,
      config: { idempotent: true },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return { updated: await markNotificationsRead(app.db, request.auth.userId, request.body.ids) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        params: notificationParamsSchema,
        response: { 200: notificationSchema, 404: apiErrorSchema, ...writeErrors },
      },
      preHandler,
      config: { idempotent: true },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const row = await markNotificationRead(app.db, request.params.id, request.auth.userId);
      if (!row) throw notFound('There is no such notification.');
      return toNotificationResponse(row);
    },
  );
};
