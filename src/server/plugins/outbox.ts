import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender, OUTBOX_CHANNEL, type OutboxSender } from '../services/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox's sender (docs/architecture.md, "Side effects: the outbox"). */
    outbox: OutboxSender;
  }
}

/**
 * Sends what the writes enqueued: at once when a transaction that enqueued e-mail commits (its
 * NOTIFY, from this process or another), on start and on an interval; stopped on close.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const sender = createOutboxSender({ db: app.db, mailer: app.mailer, log: app.log });
  app.decorate('outbox', sender);
  const stopListening = await app.database.listen(OUTBOX_CHANNEL, { message: () => sender.kick(), connection: (up) => up && sender.kick() });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await stopListening();
    await sender.stop();
  });
});
