import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { HttpError } from '../errors';
import { RETRY_AFTER_S } from '../starting-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether /api/ready answers 200 (docs/production.md, Health and readiness). */
    readiness: Readiness;
  }
  interface FastifyContextConfig {
    /** Under-pressure's per-route handler: returning nothing serves the route anyway. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void;
  }
}

export interface Readiness {
  /** True once the app is ready (migrations ran before it was built). */
  started: boolean;
  /** True from the shutdown signal on: load balancers take the replica out while it finishes. */
  draining: boolean;
}

const MB = 1024 * 1024;

/**
 * Back-pressure waits this long after the app is ready: under-pressure's first samples (one a
 * second) still hold start-up's long tasks (migrations, PGlite's recovery), not load.
 */
const PRESSURE_GRACE_MS = 2500;

/** 503 with the one error shape. */
class UnderPressureError extends HttpError {
  constructor() {
    super(503, 'under_pressure', 'Server busy', 'The server is too busy to answer now. Try again in a few seconds.');
  }
}

export const draining = () =>
  new HttpError(503, 'shutting_down', 'Server restarting', 'The server is restarting. Try again in a few seconds.');

/** Why the server is not ready, or null when it is. */
export function notReady(readiness: Readiness): HttpError | null {
  if (readiness.draining) return draining();
  if (!readiness.started) return new HttpError(503, 'starting', 'Server starting', 'The server is starting. Try again in a few seconds.');
  return null;
}

/**
 * The back-pressure thresholds: the event loop's mean delay over a second (2 s: the loop stood
 * still for most of it) and the heap used (90 % of Node's heap limit), each overridable and 0
 * for off; off by default in tests.
 */
export function pressureThresholds(config: Pick<AppConfig, 'NODE_ENV' | 'MAX_EVENT_LOOP_DELAY_MS' | 'MAX_HEAP_USED_MB'>) {
  const testing = config.NODE_ENV === 'test';
  const heapMb = config.MAX_HEAP_USED_MB ?? (testing ? 0 : Math.floor((0.9 * getHeapStatistics().heap_size_limit) / MB));
  return {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS ?? (testing ? 0 : 2000),
    maxHeapUsedBytes: heapMb * MB,
  };
}

/**
 * Readiness and back-pressure. Every request is refused with 503 and Retry-After while the
 * process is over a threshold (@fastify/under-pressure), except the liveness check: a busy
 * process is alive, and restarting it would only lose its work. Once the app closes (shutdown),
 * requests that still arrive on open connections get the same 503 shape.
 */
export const availability = fp(async (app: FastifyInstance) => {
  const readiness: Readiness = { started: false, draining: false };
  app.decorate('readiness', readiness);
  let pressureFrom = Infinity;
  app.addHook('onReady', async () => {
    readiness.started = true;
    pressureFrom = Date.now() + PRESSURE_GRACE_MS;
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    readiness.draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', String(RETRY_AFTER_S));
    throw draining();
  });
  // An answer finished while closing ends its kept-alive connection: otherwise the connection
  // would hold the close open until the client let go of it, past SHUTDOWN_TIMEOUT_MS.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  await app.register(underPressure, {
    ...pressureThresholds(app.config),
    // A rejected promise goes to the error handler (the one shape); nothing returned serves the request.
    pressureHandler: async (_request, reply) => {
      if (Date.now() < pressureFrom) return;
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new UnderPressureError();
    },
  });
});
