import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteStaleSignInFailures } from '../auth/sign-in-failures-repo';
import type { Database } from '../db/client';
import { deleteExpiredCounters, incrementCounter } from '../repositories/rate-limit-counters';

/** How often expired counters and day-old sign-in failure rows are deleted. */
const CLEANUP_EVERY_MS = 10 * 60_000;
const SIGN_IN_FAILURES_KEPT_MS = 24 * 60 * 60_000;

/** What the plugin passes to the store (its typings say route options; it is its merged settings). */
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store over the rate_limit_counters table, so every replica on one
 * PostgreSQL counts the same requests. Each route gets its own key space (`child`), as the
 * plugin's in-memory store does.
 */
export function sharedCounterStore(db: Database): FastifyRateLimitStoreCtor {
  return class SharedCounterStore {
    private readonly route: string;
    constructor(options: RouteInfo) {
      const { method, url } = options.routeInfo ?? {};
      this.route = url ? `${String(method)} ${url}` : '*';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = new Date();
      incrementCounter(db, `${this.route}|${key}`, now, timeWindow).then(
        ({ count, windowEndsAt }) => callback(null, { current: count, ttl: windowEndsAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: RouteInfo) {
      return new SharedCounterStore(routeOptions);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The per-address limits (route `config.rateLimit`, none global): counted in PostgreSQL when the
 * app runs on it, in this process's memory on PGlite (one process). Old rows are deleted here.
 * docs/production.md, "Proxy and rate limits".
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  const { database } = app;
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(database.kind === 'postgres' ? { store: sharedCounterStore(database.db) } : {}),
  });
  if (!app.config.RATE_LIMIT) return;
  const cleanUp = async () => {
    const now = new Date();
    try {
      if (database.kind === 'postgres') await deleteExpiredCounters(database.db, now);
      await deleteStaleSignInFailures(database.db, new Date(now.getTime() - SIGN_IN_FAILURES_KEPT_MS));
    } catch (error) {
      app.log.warn({ err: error }, 'rate limits: cleaning up old counters failed');
    }
  };
  const timer = setInterval(() => void cleanUp(), CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
