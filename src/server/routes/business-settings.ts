import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessSettingsConflictSchema, businessSettingsSchema, businessSettingsUpdateSchema, storedBusinessSettings } from '../../shared/schemas/business-settings';
import { apiErrorSchema } from '../../shared/schemas/common';
import { VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { getBusinessSettings, saveBusinessSettings } from '../repositories/settings';
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
    async (request) => {
      const { version, ...typed } = request.body;
      const actorId = viewerOf(request).userId;
      return app.db.transaction(async (tx) => {
        const result = await saveBusinessSettings(tx, storedBusinessSettings(typed), version);
        if (result.kind === 'conflict') {
          throw new VersionConflictError(
            result.current,
            'The business settings were changed elsewhere after you loaded them. Compare the current values with yours and save again.',
          );
        }
        await writeAudit(tx, { actorId, action: 'settings.update', entityType: 'settings', entityId: 'business', before: result.before, after: result.after });
        return result.after;
      });
    },
  );
};
