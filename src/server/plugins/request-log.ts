import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';

/** The header that carries a request's id, both ways (docs/production.md, Logging). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front already gave the request, kept when it is a plain token. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/** Headers that carry credentials, masked in every log line by pino's `redact`. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'apikey', 'x-api-key', 'cookie', 'set-cookie'];

/** Query parameters that carry credentials: token, access_token, token_hash, key, apikey, code, … */
const SECRET_PARAM = /(^|[_.-])(token|key|apikey|secret|password|code|signature|sig|hash)s?($|[_.-])|token|secret|password/i;

export const REDACTED = '[Redacted]';

/** Paths whose segment is itself the credential: a calendar feed's token (docs/architecture.md, Calendar feeds). */
const SECRET_PATH = /(\/api\/calendar\/feeds\/)[^/?#]+/;

/**
 * `url` with the value of every credential-bearing query parameter, and a token carried in the
 * path, replaced by [Redacted].
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, `$1${REDACTED}`);
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const name = part.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: test the raw name
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : part;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/**
 * Fastify's request-id options: the id a proxy sent in X-Request-Id when it looks like one, or a
 * new UUID. The id is in every log line of the request and in its answer's header (below).
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId(request: IncomingMessage) {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;

/**
 * The server's logger: JSON lines at LOG_LEVEL, one line as a request comes in (method, URL with
 * its secrets masked, headers with credentials redacted, address) and one as it completes
 * (status, time), both carrying the request id. `stream` receives the lines (tests read them).
 */
export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_HEADERS.map((name) => `req.headers["${name}"]`), censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        headers: { ...request.headers },
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Every answer carries its request's id, so a user's report can be matched to the log. */
export const requestIdHeader = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
