import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRetentionJob, type RetentionJob } from '../services/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily retention job (docs/production.md, "Retention"). */
    retention: RetentionJob;
  }
}

/**
 * The retention job in the server process, checked hourly once the app is ready, with the other
 * background work (SCHEDULER, default on except with NODE_ENV=test); one replica at a time runs it.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  const job = createRetentionJob({
    db: app.db,
    files: app.files,
    settings: { idempotencyDays: app.config.RETENTION_IDEMPOTENCY_DAYS, emailLogDays: app.config.RETENTION_EMAIL_LOG_DAYS },
    log: app.log,
  });
  app.decorate('retention', job);
  if (app.config.SCHEDULER ?? app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
});
