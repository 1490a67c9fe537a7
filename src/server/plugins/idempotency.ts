import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../shared/schemas/common';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../errors';

/**
 * How long an attempt may stay "in progress" before a retry with the same key takes it over: a
 * request still unanswered after this long has died (crash, lost connection to the database).
 */
export const IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS = 60;

/** Scope of keys sent to public routes (no signed-in user). */
export const ANONYMOUS_SCOPE = 'anonymous';

interface ClaimedKey {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header on this route (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency key this request owns while its handler runs; null otherwise. */
    idempotencyKey: ClaimedKey | null;
  }
}

const invalidKey = () =>
  new HttpError(
    400,
    'invalid_idempotency_key',
    'Invalid Idempotency-Key header',
    `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 200 letters, digits, "-" or "_" (a UUID fits).`,
  );

const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used for a different request',
    `The ${IDEMPOTENCY_KEY_HEADER} was already used with another body or path. Send a new key with a new request.`,
  );

const inProgress = () =>
  new HttpError(
    409,
    'request_in_progress',
    'This request is already being processed',
    'This request is already being processed. Try again in a moment.',
  );

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw invalidKey();
  return header;
}

/**
 * Idempotent writes for the offline write queue. A route opts in with `config: { idempotent: true }`;
 * a request to it carrying `Idempotency-Key` then runs at most once per (scope, key):
 *
 * - the key is claimed with an insert (ON CONFLICT DO NOTHING) after authentication and body
 *   validation, so a 401 or a 400 for a bad body claims nothing;
 * - a completed key with the same method, path and body answers the stored status and body with
 *   `Idempotent-Replayed: true`, without running the handler; another body or path is a 422;
 * - a key still in progress is a 409, unless it is older than the timeout: that attempt died and
 *   this request takes it over;
 * - after the handler, an answer below 500 is stored (4xx too: the same request would fail the same
 *   way); a 5xx deletes the key so a retry runs again.
 *
 * Without the header the route works as before. The scope is the signed-in user's id (set by the
 * route's auth preHandler, which runs first), or 'anonymous' on public routes.
 *
 * A completed key is kept at least IDEMPOTENCY_KEY_RETENTION_DAYS (src/shared/constants.ts): the
 * app keeps a write waiting offline with no end, and a retry of one that landed unseen must still
 * be recognised (docs/offline.md, "Waiting writes"). Any pruning of old keys must keep that floor.
 */
export const idempotency = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);

  const claim: preHandlerAsyncHookHandler = async function claimIdempotencyKey(
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const key = readKey(request);
    if (!key) return;
    const scope = request.auth?.userId ?? ANONYMOUS_SCOPE;
    const method = request.method;
    const path = request.url;
    const hash = requestHash(request.body);
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

    // Two rounds at most: a key deleted (5xx) between our insert and our read is claimed on the second.
    for (let round = 0; round < 2; round += 1) {
      const inserted = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key, method, path, requestHash: hash, status: 'in_progress' })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted.length === 1) {
        request.idempotencyKey = { scope, key };
        return;
      }

      const [stored] = await app.db.select().from(idempotencyKeys).where(where);
      if (!stored) continue;
      if (stored.method !== method || stored.path !== path || stored.requestHash !== hash) throw keyReused();

      if (stored.status === 'completed') {
        request.log.info({ idempotencyKey: key, status: stored.responseStatus }, 'idempotent replay');
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').status(stored.responseStatus ?? 200);
        return reply.send(stored.responseBody ?? undefined);
      }

      // In progress: take it over only when the attempt is older than the timeout (one taker wins).
      const takenOver = await app.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            where,
            eq(idempotencyKeys.status, 'in_progress'),
            sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_IN_PROGRESS_TIMEOUT_SECONDS})`,
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (takenOver.length === 1) {
        request.log.warn({ idempotencyKey: key }, 'idempotency: took over a stale in-progress attempt');
        request.idempotencyKey = { scope, key };
        return;
      }
      throw inProgress();
    }
    throw inProgress();
  };

  // Run after the route's own preHandlers (authentication sets the scope) and after validation.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...own, claim];
  });

  // An app-level onSend runs before route-level ones (compression), so the payload is still JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyKey;
    if (!claimed) return payload;
    request.idempotencyKey = null;
    const where = and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key));
    try {
      const body = reply.statusCode < 500 ? parseJson(payload) : undefined;
      if (body === undefined) {
        await app.db.delete(idempotencyKeys).where(where);
      } else {
        await app.db
          .update(idempotencyKeys)
          .set({ status: 'completed', responseStatus: reply.statusCode, responseBody: body })
          .where(where);
      }
    } catch (error) {
      // The answer goes out anyway; the key stays in progress and is taken over after the timeout.
      request.log.error({ err: error, idempotencyKey: claimed.key }, 'idempotency: could not store the answer');
    }
    return payload;
  });
});

/** The stored form of an answer: its JSON value (null for an empty body); undefined when it is not JSON. */
function parseJson(payload: unknown): unknown {
  if (payload === null || payload === undefined || payload === '') return null;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
