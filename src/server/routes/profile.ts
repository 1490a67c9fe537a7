import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { profileConflictSchema, profileSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { unauthorized } from '../errors';
import { toProfileResponse } from '../repositories/profiles';
import { updateOwnProfile } from '../services/profile';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The caller's own profile. There is no id in these routes: the profile is always the one of the
 * verified access token, so nobody can read or change another user's.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('signedIn');

  app.get('/profile', { schema: { response: { 200: profileSchema, ...errors } }, preHandler }, async (request) => {
    // requirePermission has loaded the profile (403 when there is none yet).
    if (!request.auth?.profile) throw unauthorized();
    return toProfileResponse(request.auth.profile);
  });

  app.patch(
    '/profile',
    {
      schema: {
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 409: profileConflictSchema, 422: apiErrorSchema, ...errors },
      },
      preHandler,
      config: { idempotent: true },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return updateOwnProfile(app.db, request.auth.userId, request.body);
    },
  );
};
