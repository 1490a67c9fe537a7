import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListCache, type ListCache } from '../services/list-cache';

/** The caches of list answers, one per cached route. */
export interface ListCaches {
  /** GET /api/projects: the serialized page. */
  projects: ListCache<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listCaches: ListCaches;
  }
}

/** Notified with a table's name by every statement that writes a table a cached list reads (migration 0018). */
export const DATA_CHANGED_CHANNEL = 'paintqa_data_changed';

/** What listProjects reads: projects, their client company's name and their lead inspector's profile. */
const PROJECTS_LIST_TABLES = ['projects', 'companies', 'profiles'] as const;

/** Says whether a cached route's answer came from its cache (`hit`) or a query (`miss`): the benchmark counts them. */
export const LIST_CACHE_HEADER = 'x-list-cache';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * List answers kept until the database notifies a change to a table they read, whatever made it
 * (a route, the scheduler, a script, another server). LIST_CACHE=false keeps nothing.
 */
export const listCachesPlugin = fp(async (app: FastifyInstance) => {
  const enabled = app.config.LIST_CACHE;
  const caches: ListCaches = { projects: createListCache<string>({ tables: PROJECTS_LIST_TABLES, enabled }) };
  app.decorate('listCaches', caches);
  if (!enabled) return;

  const all = Object.values(caches);
  all.forEach((cache) => cache.suspend()); // until the notifications arrive
  const stopListening = await app.database.listen(DATA_CHANGED_CHANNEL, {
    message: (table) => all.forEach((cache) => cache.tableChanged(table)),
    connection: (up) => all.forEach((cache) => (up ? cache.resume() : cache.suspend())),
  });
  app.addHook('onClose', async () => stopListening());

  // On PostgreSQL the notification arrives a moment after the commit. Emptying the caches before a
  // write's answer goes out means its author's next list shows the change; failed writes too, as
  // a write can commit and then fail (the notification would follow, but later).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITE_METHODS.has(request.method)) all.forEach((cache) => cache.clear());
    return payload;
  });
});
