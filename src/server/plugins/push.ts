import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveVapidKeys, type VapidKeys } from '../config/vapid-keys';
import { createPushSender } from '../services/push-outbox';
import { PUSH_OUTBOX_CHANNEL } from '../services/push';
import type { QueueSender } from '../services/outbox-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the VAPID keys and the push outbox's sender (docs/architecture.md, "Push notifications"). */
    push: { keys: VapidKeys; sender: QueueSender };
  }
}

/**
 * Sends the queued pushes after their commit, like the e-mail outbox (plugins/outbox.ts): at
 * once on the enqueuing transaction's NOTIFY, on start and on an interval; stopped on close.
 */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  const keys = resolveVapidKeys(app.config);
  const sender = createPushSender({ db: app.db, keys, log: app.log });
  app.decorate('push', { keys, sender });
  const stopListening = await app.database.listen(PUSH_OUTBOX_CHANNEL, { message: () => sender.kick(), connection: (up) => up && sender.kick() });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await stopListening();
    await sender.stop();
  });
});
