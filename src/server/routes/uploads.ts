import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadParamsSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '../../shared/uploads';
import { badRequest, HttpError, notFound, unauthorized } from '../errors';
import { findUpload, findVisibleUpload, insertUpload, toUploadSummary, type UploadRow } from '../repositories/uploads';
import { sha256Of } from '../services/file-store';

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
 * answer is the same upload: the same owner and bytes answer 200 with the stored file, anything
 * else under that id 409. The type is read from the bytes (magic numbers), never trusted from the
 * name or Content-Type. Nothing is stored when a check fails.
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
      const profile = request.auth?.profile;
      if (!profile) throw unauthorized();
      const { kind, filename, captured_offline: capturedOffline } = request.query;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0) throw badRequest('Empty file', UPLOAD_MESSAGES.empty);
      if (bytes.length > UPLOAD_RULES[kind].maxBytes) throw new HttpError(413, 'file_too_large', 'File too large', UPLOAD_MESSAGES.tooLarge(kind));
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !UPLOAD_RULES[kind].mimeTypes.includes(detected.mime)) {
        throw new HttpError(415, 'unsupported_file_type', 'File type not accepted', UPLOAD_MESSAGES.wrongType(kind));
      }

      const sha256 = sha256Of(bytes);
      const sameUpload = (row: UploadRow) => row.ownerId === profile.id && row.sha256 === sha256 && row.kind === kind;
      const existing = await findUpload(app.db, request.params.id);
      if (existing) {
        if (!sameUpload(existing)) throw new HttpError(409, 'upload_id_taken', 'Upload id taken', UPLOAD_MESSAGES.idTaken);
        return reply.status(200).send({ data: toUploadSummary(existing) });
      }

      await app.files.put(bytes);
      const inserted = await insertUpload(app.db, {
        id: request.params.id,
        kind,
        ownerId: profile.id,
        companyId: profile.companyId,
        filename,
        mimeType: detected.mime,
        sizeBytes: bytes.length,
        sha256,
        capturedOffline,
      });
      if (inserted) return reply.status(201).send({ data: toUploadSummary(inserted) });
      // Two tries of the same upload at once: the other one stored it.
      const raced = await findUpload(app.db, request.params.id);
      if (raced && sameUpload(raced)) return reply.status(200).send({ data: toUploadSummary(raced) });
      throw new HttpError(409, 'upload_id_taken', 'Upload id taken', UPLOAD_MESSAGES.idTaken);
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
      const profile = request.auth?.profile;
      if (!profile) throw unauthorized();
      const viewer = { userId: profile.id, role: profile.role, companyId: profile.companyId };
      const row = await findVisibleUpload(app.db, viewer, request.params.id);
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
