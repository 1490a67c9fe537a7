import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessSettingsConflictSchema, businessSettingsSchema, businessSettingsUpdateSchema } from '../../shared/schemas/business-settings';
import { apiErrorSchema } from '../../shared/schemas/common';
import { getBusinessSettings } from '../repositories/settings';
import { updateBusinessSettings } from '../services/business-settings';
import { viewerOf } from '../auth/viewer';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * The business settings (Admin): the fee rule, the billing split, the travel fee rule and its flat
 * zones, the invoice tax and payment terms. A save replaces them all at the version it was based
 * on (409 with the stored settings otherwise) and is audited with the values before and after.
 * Each rule reads its settings when it applies, so a save holds from the next fee, recorded visit
 * or issued invoice on; amounts already computed keep theirs.
 */
export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('businessSettings');

  app.get('/settings/business', { schema: { response: { 200: businessSettingsSchema, ...errors } }, preHandler }, async () => getBusinessSettings(app.db));

  app.put(
    '/settings/business',
    {
      schema: {
        body: businessSettingsUpdateSchema,
        response: { 200: businessSettingsSchema, 400: apiErrorSchema, 409: businessSettingsConflictSchema, ...errors },
      },
      preHandler,
      config: { idempotent: true },
    },
    async (request) => updateBusinessSettings(app.db, { actorId: viewerOf(request).userId, body: request.body }),
  );
};
