import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { z } from 'zod';
import { projectParamsSchema } from '../../shared/schemas/projects';
import {
  addProjectFileSchema,
  deleteProjectFileSchema,
  projectFileParamsSchema,
  projectFileResponseSchema,
  projectFilesResponseSchema,
} from '../../shared/schemas/project-files';
import { notFound } from '../errors';
import { findProjectByCode, type ProjectViewer } from '../repositories/projects';
import { listProjectFiles } from '../repositories/project-files';
import { addProjectFile, deleteProjectFile } from '../services/project-files';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const ADMIN: ProjectViewer = { role: 'Admin', companyId: null };

/**
 * The project's Files tab (docs/architecture.md, "Project files"), staff only: a Client reads the
 * files meant for them in My projects. The bytes go up by PUT /api/uploads/:id (its limits and
 * types); POST then adds that upload to the project, and DELETE takes a reason and keeps the bytes.
 */
export const projectFileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function projectIdOf(code: string): Promise<string> {
    const row = await findProjectByCode(app.db, ADMIN, code);
    if (!row) throw notFound('There is no such project.');
    return row.id;
  }

  app.get(
    '/projects/:projectCode/files',
    { schema: { params: projectParamsSchema, response: { 200: projectFilesResponseSchema, ...errors } }, preHandler: app.requirePermission('projectFiles') },
    async (request) => ({ data: await listProjectFiles(app.db, await projectIdOf(request.params.projectCode)) }),
  );

  app.post(
    '/projects/:projectCode/files',
    {
      schema: { params: projectParamsSchema, body: addProjectFileSchema, response: { 201: projectFileResponseSchema, ...errors } },
      preHandler: app.requirePermission('projectFiles'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const projectId = await projectIdOf(request.params.projectCode);
      const file = await addProjectFile(app.db, { projectId, uploadId: request.body.upload_id, actorId: viewerOf(request).userId });
      return reply.status(201).send({ data: file });
    },
  );

  app.delete(
    '/projects/:projectCode/files/:fileId',
    {
      schema: { params: projectFileParamsSchema, body: deleteProjectFileSchema, response: { 204: z.undefined(), ...errors } },
      preHandler: app.requirePermission('projectFilesDelete'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const projectId = await projectIdOf(request.params.projectCode);
      await deleteProjectFile(app.db, { projectId, fileId: request.params.fileId, actorId: viewerOf(request).userId, reason: request.body.reason });
      return reply.status(204).send();
    },
  );
};
