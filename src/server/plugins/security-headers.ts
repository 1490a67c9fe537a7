import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, with subdomains: browsers then refuse plain HTTP to this host. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: no framing by other sites (clickjacking), no MIME sniffing, a referrer
 * that never leaks paths to other origins, no powerful features the portal does not use, and HSTS
 * when the request came over HTTPS (directly or through a proxy that says so; trustProxy is on).
 * The script policy (CSP without inline scripts) is a later step: the pre-rendered pages and
 * index.html carry an inline theme script whose hash it would have to list.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(), microphone=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
