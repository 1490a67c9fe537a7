import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setChosenProviderTimeZone } from '../config/provider-day';
import { getChosenProviderTimeZone } from '../repositories/settings';
import { DATA_CHANGED_CHANNEL } from './list-caches';

/** The table whose writes are notified on DATA_CHANGED_CHANNEL (migration 0027). */
const SETTINGS_TABLE = 'settings';

/**
 * Keeps this process's provider time zone (src/server/config/provider-day.ts) the one saved in the
 * Business settings: read at start-up, read again whenever the database notifies a write to the
 * settings table (any replica's save, a script) and whenever the notification connection comes
 * back (a save may have been missed meanwhile). The saving process also sets it at once
 * (services/business-settings.ts). Why notifications rather than a read per request:
 * docs/business-rules.md, "The provider's day".
 */
export const providerSettingsPlugin = fp(async (app: FastifyInstance) => {
  // One read at a time, each after the one before: the last to finish started after the last change.
  let reading: Promise<void> = Promise.resolve();
  const refresh = () => {
    reading = reading
      .then(async () => setChosenProviderTimeZone(await getChosenProviderTimeZone(app.db)))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not read the provider time zone setting'));
    return reading;
  };

  await refresh();
  const stopListening = await app.database.listen(DATA_CHANGED_CHANNEL, {
    message: (table) => {
      if (table === SETTINGS_TABLE) void refresh();
    },
    connection: (up) => {
      if (up) void refresh();
    },
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await reading;
  });
});
