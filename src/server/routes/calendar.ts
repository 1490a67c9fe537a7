import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../shared/constants';
import { apiErrorSchema } from '../../shared/schemas/common';
import { CALENDAR_MESSAGES, calendarFeedLinksResponseSchema, calendarFeedParamsSchema, calendarFeedStatusSchema, visitCalendarParamsSchema } from '../../shared/schemas/calendar';
import { viewerOf } from '../auth/viewer';
import { notFound } from '../errors';
import { findCalendarVisit, getCalendarFeed, type CalendarVisit } from '../repositories/calendar';
import { calendarFeed, resetCalendarFeed, visitCalendar } from '../services/calendar';
import type { FastifyReply } from 'fastify';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendar feeds (docs/architecture.md, Calendar feeds): the user's feed address (create, reset),
 * the feed itself, opened by its secret token alone, and one visit as an .ics file for staff and
 * for the visit's company's clients.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/feed',
    { schema: { response: { 200: calendarFeedStatusSchema, ...errors } }, preHandler: app.requirePermission('calendarFeed') },
    async (request) => {
      const feed = await getCalendarFeed(app.db, viewerOf(request).userId);
      return { data: { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null } };
    },
  );

  app.post(
    '/calendar/feed',
    { schema: { response: { 201: calendarFeedLinksResponseSchema, ...errors } }, preHandler: app.requirePermission('calendarFeed') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await resetCalendarFeed(app.db, viewerOf(request), app.config.publicUrl) });
    },
  );

  app.get(
    '/calendar/feeds/:token/visits.ics',
    {
      schema: { params: calendarFeedParamsSchema, response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema } },
      config: { rateLimit: app.config.RATE_LIMIT ? RATE_LIMITS.calendarFeed : false },
    },
    async (request, reply) => {
      const text = await calendarFeed(app.db, request.params.token, app.config.publicUrl);
      if (text === undefined) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      // The address is a secret: no shared cache may keep the answer.
      return reply.header('content-type', CALENDAR_TYPE).header('cache-control', 'private, no-store').send(text);
    },
  );

  function sendVisit(reply: FastifyReply, visit: CalendarVisit | undefined, text: (visit: CalendarVisit) => string) {
    if (!visit) throw notFound(CALENDAR_MESSAGES.visitNotFound);
    return reply
      .header('content-type', CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="inspection-${visit.projectCode}-${visit.scheduledAt.toISOString().slice(0, 10)}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(text(visit));
  }

  app.get(
    '/inspections/:id/calendar.ics',
    { schema: { params: visitCalendarParamsSchema, response: { 200: z.string(), ...errors } }, preHandler: app.requirePermission('staffArea') },
    async (request, reply) => sendVisit(reply, await findCalendarVisit(app.db, request.params.id), (visit) => visitCalendar(visit, viewerOf(request), app.config.publicUrl)),
  );

  app.get(
    '/my-projects/visits/:id/calendar.ics',
    { schema: { params: visitCalendarParamsSchema, response: { 200: z.string(), ...errors } }, preHandler: app.requirePermission('clientProjects') },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return sendVisit(reply, await findCalendarVisit(app.db, request.params.id, viewer.companyId), (visit) => visitCalendar(visit, viewer, app.config.publicUrl));
    },
  );
};
