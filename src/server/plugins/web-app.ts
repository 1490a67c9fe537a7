import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { providerTimeZone } from '../config/provider-day';
import type { RuntimeConfig } from '../../shared/schemas/runtime-config';
import { compressedPage, prerenderedPages, sendPage } from './prerendered-pages';

export const DEFAULT_WEB_ROOT = resolve('dist');

export function runtimeConfigFor(config: AppConfig): RuntimeConfig {
  return {
    supabaseUrl: config.authMode === 'supabase' ? config.SUPABASE_URL!.replace(/\/$/, '') : null,
    anonKey: config.anonKey,
    staffEmailDomain: config.STAFF_EMAIL_DOMAIN,
    provider: {
      name: config.PROVIDER_NAME,
      address: config.PROVIDER_ADDRESS,
      phone: config.PROVIDER_PHONE,
      email: config.PROVIDER_EMAIL,
      // The Business setting as this process knows it now (docs/business-rules.md, The provider's day).
      timeZone: providerTimeZone(),
    },
    ...(config.TEST_POLL_INTERVAL_MS ? { testPollIntervalMs: config.TEST_POLL_INTERVAL_MS } : {}),
  };
}

/**
 * Serves /runtime-config.js and the built web app (dist/): hashed assets with long caching, the
 * public and docs pages pre-rendered (./prerendered-pages.ts), and index.html for every other GET
 * that is not /api or /auth (the app's router shows the screen or not-found).
 */
export const webApp = fp(async (app: FastifyInstance, options: { root?: string | null }) => {
  const runtimeConfig = runtimeConfigFor(app.config);
  // Written per request: the provider's time zone is a Business setting an Admin may change.
  app.get('/runtime-config.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__PORTAL_CONFIG__=${JSON.stringify(runtimeConfigFor(app.config))};\n`),
  );

  const root = options.root === undefined ? DEFAULT_WEB_ROOT : options.root;
  if (!root || !existsSync(resolve(root, 'index.html'))) return;

  await app.register(fastifyStatic, {
    root: resolve(root),
    wildcard: false,
    // Our own cache headers below: hashed assets for a year, everything else revalidated.
    cacheControl: false,
    index: false,
    // Source maps would publish the sources: 404 unless SERVE_SOURCE_MAPS=true (docs/production.md).
    allowedPath: (pathName) => app.config.SERVE_SOURCE_MAPS || !/\.map$/i.test(pathName),
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const prerendered = prerenderedPages(resolve(root), runtimeConfig, app.log);
  // The app shell for every other path, compressed once (like the pre-rendered pages, the
  // compress plugin does not see not-found replies).
  const appShell = compressedPage(readFileSync(resolve(root, 'index.html'), 'utf8'));
  app.setNotFoundHandler(async (request, reply) => {
    const isAppPath = !request.url.startsWith('/api/') && !request.url.startsWith('/auth/');
    const pathname = request.url.split('?')[0]!;
    if (request.method === 'GET' && isAppPath && !/\.[a-z0-9]+$/i.test(pathname)) {
      reply.header('cache-control', 'no-cache');
      const page = await prerendered(pathname);
      return sendPage(request, reply, page ?? appShell);
    }
    return reply.status(404).send({ error: 'Not found', message: `Nothing at ${request.url}`, code: 'not_found' });
  });
});
