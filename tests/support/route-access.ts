import type { RouteOptions } from 'fastify';
import type { Permission } from '../../src/shared/auth/permissions';

/** What guards one API route: a permission of the shared table, any signed-in user, or nothing. */
export type RouteGuard = { kind: 'permission'; permission: Permission } | { kind: 'user' } | { kind: 'none' };

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The route's onRequest, preValidation and preHandler hooks as registered. */
  handlers: readonly unknown[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A route as registered: its method and its path with `:param` placeholders. */
export interface AppRoute {
  method: string;
  url: string;
}

/**
 * An `onRoute` hook for startTestServer and the list it fills with every route the app registers
 * (/api and /auth/v1; HEAD twins and the catch-all left out), so a route added later is covered
 * without editing a list.
 */
export function routeRecorder(): { routes: AppRoute[]; onRoute(route: RouteOptions): void } {
  const routes: AppRoute[] = [];
  return {
    routes,
    onRoute(route) {
      if (route.url === '*' || route.url === '/*') return;
      for (const method of [route.method].flat()) if (METHODS.has(method)) routes.push({ method, url: route.url });
    },
  };
}

/**
 * An `onRoute` hook for startTestServer and the list it fills with every /api route, with the hooks
 * that may hold its guard (the product runs guards on request, before parsing and validation).
 */
export function apiRouteRecorder(): { routes: ApiRoute[]; onRoute(route: RouteOptions): void } {
  const routes: ApiRoute[] = [];
  return {
    routes,
    onRoute(route) {
      if (!route.url.startsWith('/api/')) return;
      const handlers = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (hook === undefined ? [] : [hook].flat()));
      for (const method of [route.method].flat()) {
        if (!METHODS.has(method)) continue;
        routes.push({ method: method as ApiRoute['method'], url: route.url, handlers });
      }
    },
  };
}

/** The guard of a route, read from the permission tag requirePermission puts on its guard. */
export function guardOf(route: ApiRoute, requireUser: unknown): RouteGuard {
  for (const handler of route.handlers) {
    const permission = (handler as { permission?: Permission }).permission;
    if (permission) return { kind: 'permission', permission };
    if (handler === requireUser) return { kind: 'user' };
  }
  return { kind: 'none' };
}

/** The route's URL with every `:param` replaced (a uuid that exists nowhere unless given). */
export function concreteUrl(url: string, id: string = crypto.randomUUID()): string {
  return url.replace(/:[A-Za-z_]+/g, id).replace(/\*$/, 'x');
}
