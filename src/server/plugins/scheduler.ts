import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../services/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled reports: the loop (started once the app is ready, unless SCHEDULER is off) and run now. */
    scheduler: Scheduler;
  }
}

/** The report scheduler in the server process; its state is in the database, so restarts lose nothing. */
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const scheduler = createScheduler({ db: app.db, files: app.files, config: app.config, now: () => new Date(), log: app.log });
  app.decorate('scheduler', scheduler);
  if (app.config.SCHEDULER ?? app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
});
