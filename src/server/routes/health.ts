import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema } from '../../shared/schemas/common';
import { notReady } from '../plugins/availability';
import { RETRY_AFTER_S } from '../starting-server';

/** Probes run every few seconds: their lines would drown the request log, so only failures show. */
const PROBE_LOG_LEVEL = 'warn';

/**
 * Liveness (/api/health: the process answers and reaches its database) and readiness
 * (/api/ready: send it traffic), docs/production.md, Health and readiness.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: PROBE_LOG_LEVEL,
      // A busy process is still alive: back-pressure refuses work, never the liveness check.
      config: { pressureHandler: () => undefined },
      schema: { response: { 200: healthResponseSchema } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.database.kind };
    },
  );

  app.get(
    '/ready',
    { logLevel: PROBE_LOG_LEVEL, schema: { response: { 200: z.object({ status: z.literal('ready') }) } } },
    async (_request, reply) => {
      const refusal = notReady(app.readiness);
      if (refusal) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw refusal;
      }
      await app.db.execute(sql`select 1`);
      return { status: 'ready' as const };
    },
  );
};
