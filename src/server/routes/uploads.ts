import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { UPLOAD_KINDS, UPLOAD_RULES, uploadParamsSchema, uploadQuerySchema, uploadResponseSchema } from '../../shared/uploads';
import { notFound } from '../errors';
import { findVisibleUpload, toUploadSummary } from '../repositories/uploads';
import { storeUpload } from '../services/uploads';
import { viewerOf } from '../auth/viewer';

/** The largest upload of any kind: Fastify refuses a bigger body before reading it all. */
const LARGEST_UPLOAD = Math.max(...UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind].maxBytes));

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
} as const;

/** `filename*` (RFC 6266) keeps non-ASCII names; the plain `filename` is an ASCII fallback. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Uploads. The browser picks the id (a UUID) and PUTs the raw bytes, so a retry after a lost
 * answer is the same upload: the same owner and bytes answer 200 with the stored file, a new one
 * 201, anything else under that id 409 (services/uploads.ts checks and stores them).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: any body is raw bytes (JSON included; it is not an accepted type anyway).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD }, (_request, body, done) => done(null, body));

  app.put(
    '/uploads/:id',
    {
      schema: { params: uploadParamsSchema, querystring: uploadQuerySchema, response: { 200: uploadResponseSchema, 201: uploadResponseSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request, reply) => {
      const { userId, companyId } = viewerOf(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { created, row } = await storeUpload({ db: app.db, files: app.files }, { ...request.query, id: request.params.id, owner: { userId, companyId }, bytes });
      return reply.status(created ? 201 : 200).send({ data: toUploadSummary(row) });
    },
  );

  app.get(
    '/uploads/:id',
    {
      // No response schema: the answer is the file's bytes (errors take the usual shape).
      schema: { params: uploadParamsSchema },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request, reply) => {
      const row = await findVisibleUpload(app.db, viewerOf(request), request.params.id);
      if (!row || !(await app.files.exists(row.sha256))) throw notFound('There is no such file.');
      return reply
        .header('Content-Type', row.mimeType)
        .header('Content-Length', row.sizeBytes)
        .header('Content-Disposition', contentDisposition(row.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(await app.files.open(row.sha256));
    },
  );
};
