import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION_HEADER } from './constants';

const ALLOWED_HEADERS = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';
const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';

/**
 * CORS for the one origin that may call the service: the portal itself (publicUrl). The web app is
 * served from that origin, so this only matters when it is developed or hosted on another one.
 * auth-js reads the API-version response header, so it is exposed.
 */
export function createCors(publicUrl: string) {
  const allowedOrigin = new URL(publicUrl).origin;

  function applyCorsHeaders(request: FastifyRequest, reply: FastifyReply) {
    reply.header('vary', 'Origin');
    if (request.headers.origin !== allowedOrigin) return;
    reply.header('access-control-allow-origin', allowedOrigin);
    reply.header('access-control-expose-headers', API_VERSION_HEADER);
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    applyCorsHeaders(request, reply);
  }

  /** Answer preflights (OPTIONS on any path of the service). */
  async function preflight(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.origin === allowedOrigin) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '86400');
    }
    return reply.status(204).send();
  }

  return { onRequest, preflight };
}
