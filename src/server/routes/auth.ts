import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../shared/constants';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  syncRequestSchema,
  syncResponseSchema,
  validateAdminKeyRequestSchema,
  validateAdminKeyResponseSchema,
} from '../../shared/schemas/auth';
import { MESSAGES } from '../../shared/messages';
import { HttpError, unauthorized } from '../errors';
import { syncProfile, toBackendUser } from '../repositories/profiles';
import { adminKeyMatches, issueAdminGrant, verifyAdminGrant } from '../services/admin-grant';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The portal-side auth calls (docs/features.md, Sign-in). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sync',
    {
      schema: { body: syncRequestSchema, response: { 200: syncResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      // Identity comes from the verified token only; the body must merely describe the same user.
      if (request.body.user.id !== auth.userId) {
        throw new HttpError(403, 'user_mismatch', 'The user does not match the session.');
      }
      const metadata = auth.claims.user_metadata ?? {};
      const wantsAdmin = metadata.user_type === 'admin';
      const adminGrantId = wantsAdmin && !auth.profile ? await verifyAdminGrant(metadata.admin_grant, app.config.ADMIN_KEY) : null;
      const profile = await syncProfile(app.db, {
        userId: auth.userId,
        email: auth.email,
        firstName: text(metadata.first_name),
        lastName: text(metadata.last_name),
        adminGrantId,
      });
      return { user: toBackendUser(profile) };
    },
  );

  app.post(
    '/validate-admin-key',
    {
      schema: {
        body: validateAdminKeyRequestSchema,
        response: { 200: validateAdminKeyResponseSchema, 403: apiErrorSchema },
      },
      config: { rateLimit: app.config.RATE_LIMIT ? RATE_LIMITS.validateAdminKey : false },
    },
    async (request) => {
      if (!adminKeyMatches(request.body.adminKey, app.config.ADMIN_KEY)) {
        throw new HttpError(403, 'invalid_admin_key', MESSAGES.invalidAdminKey);
      }
      return { valid: true as const, grant: await issueAdminGrant(app.config.ADMIN_KEY) };
    },
  );
};
