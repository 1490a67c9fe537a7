import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  PUSH_MESSAGES,
  pushDeviceParamsSchema,
  pushDeviceSchema,
  pushDevicesResponseSchema,
  pushPreferencesSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushTestResponseSchema,
} from '../../shared/schemas/push';
import { badRequest, unauthorized } from '../errors';
import { findProfile } from '../repositories/profiles';
import { listPushSubscriptions, toPushDevice } from '../repositories/push';
import { deviceLabel, pushPreferencesOf, removeDevice, savePushPreferences, sendTestPush, subscribeDevice } from '../services/push';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * Web Push for the caller's own devices (docs/architecture.md, "Push notifications"). Every route
 * is the caller's: a device id of another user is a 404, as if it did not exist.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('signedIn');
  const caller = (request: FastifyRequest) => {
    // requirePermission has loaded the profile (403 when there is none yet).
    if (!request.auth?.profile) throw unauthorized();
    return { id: request.auth.userId, role: request.auth.profile.role, notificationPrefs: request.auth.profile.notificationPrefs, sessionId: request.auth.claims.session_id ?? null };
  };

  app.get('/push/public-key', { schema: { response: { 200: pushPublicKeySchema, ...errors } }, preHandler }, async () => ({ public_key: app.push.keys.publicKey }));

  app.get('/push/subscriptions', { schema: { response: { 200: pushDevicesResponseSchema, ...errors } }, preHandler }, async (request) => ({
    data: (await listPushSubscriptions(app.db, caller(request).id)).map(toPushDevice),
  }));

  app.post(
    '/push/subscriptions',
    { schema: { body: pushSubscribeSchema, response: { 200: pushDeviceSchema, ...writeErrors } }, preHandler },
    async (request) => {
      const user = caller(request);
      const { endpoint, keys } = request.body;
      // Only a real push service, never an address inside the network (tests use a local one).
      if (!endpoint.startsWith('https://') && app.config.NODE_ENV !== 'test') throw badRequest('Not a push service', PUSH_MESSAGES.notHttps);
      const row = await subscribeDevice(app.db, { userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, deviceLabel: deviceLabel(request.headers['user-agent']), sessionId: user.sessionId });
      return toPushDevice(row);
    },
  );

  app.delete('/push/subscriptions/:id', { schema: { params: pushDeviceParamsSchema, response: { 204: z.undefined(), ...writeErrors } }, preHandler }, async (request, reply) => {
    await removeDevice(app.db, caller(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/push/test', { schema: { response: { 202: pushTestResponseSchema, ...writeErrors } }, preHandler, config: { idempotent: true } }, async (request, reply) =>
    reply.status(202).send({ queued: await sendTestPush(app.db, caller(request).id) }),
  );

  app.get('/push/preferences', { schema: { response: { 200: pushPreferencesSchema, ...errors } }, preHandler }, async (request) => pushPreferencesOf(app.db, caller(request)));

  app.put(
    '/push/preferences',
    { schema: { body: pushPreferencesSchema, response: { 200: pushPreferencesSchema, ...writeErrors } }, preHandler, config: { idempotent: true } },
    async (request) => {
      const user = caller(request);
      await savePushPreferences(app.db, user, request.body);
      const saved = await findProfile(app.db, user.id);
      return pushPreferencesOf(app.db, { ...user, notificationPrefs: saved?.notificationPrefs ?? {} });
    },
  );
};
