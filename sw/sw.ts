/**
 * The portal's service worker (vite-plugin-pwa `injectManifest`; docs/offline.md).
 *
 * - Precache: the app shell and every built chunk, icon and the manifest, and the pre-rendered
 *   public and docs pages by their URL (the build injects the list, src/prerender/vite-plugin.ts),
 *   so those pages open offline, as served online, once the worker is installed. A deploy installs
 *   a new precache next to the old one; the new worker waits until the user reloads (the app's
 *   "A new version is available" prompt), so a page never mixes old and new chunks.
 * - Navigations: a precached page by its URL (above), else the precached index.html (the app's
 *   router renders the page, or not-found).
 * - /runtime-config.js: network first, cached copy offline (the app reads it before it starts).
 * - Report PDFs: cache first, in a cache of the signed-in user's own. The photos of projects kept
 *   offline are cached by the app, per user; the worker only deletes other users' caches.
 * - Nothing else: /api and /auth go to the network and are never cached.
 * - Push: `push` shows the notification, `notificationclick` opens its screen (./push.ts).
 */
import type { ServiceWorkerMessage, ServiceWorkerReply } from '@/shared/service-worker-messages';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { currentUser, rememberUser } from './current-user';
import { parseServiceWorkerMessage } from './messages';
import { openPushLink, parsePushNotice, showPushNotice } from './push';
import { keptFileCachesToDelete, PDF_CACHE_LIMITS, pdfCacheName, pdfCachesToDelete } from './pdf-caches';
import { isReportPdfRequest, isRuntimeConfigRequest, NAVIGATION_DENYLIST, RUNTIME_CONFIG_PATH } from './routing-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page it was installed from at once, so that visit already works
// offline. An update still waits for the prompt: clientsClaim runs only when a worker activates.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

// --- Runtime configuration --------------------------------------------------------------------

const RUNTIME_CONFIG_CACHE = 'paintqa-runtime-config';
// A weak signal should not hold the app's start for long: after 4 s the cached copy answers.
const runtimeConfig = new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: 4 });
registerRoute(({ url, request }) => isRuntimeConfigRequest(url, self.location.origin, request.method), runtimeConfig);

// The page that installed the worker fetched the config before the worker ran: fetch a copy now,
// so the next start works offline. A failure must not fail the install (the next visit caches it).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_PATH))
      .catch(() => undefined),
  );
});

// --- Report PDFs, per user --------------------------------------------------------------------

const pdfExpiration = new ExpirationPlugin({ ...PDF_CACHE_LIMITS, purgeOnQuotaError: true });
const pdfStrategies = new Map<string, CacheFirst>();

function pdfStrategy(userId: string): CacheFirst {
  let strategy = pdfStrategies.get(userId);
  if (!strategy) {
    strategy = new CacheFirst({ cacheName: pdfCacheName(userId), plugins: [pdfExpiration] });
    pdfStrategies.set(userId, strategy);
  }
  return strategy;
}

/**
 * Deletes every PDF cache but the user's (all of them for null), with its expiration records, and
 * likewise every other user's photos of projects kept offline.
 */
async function deletePdfCachesExcept(userId: string | null): Promise<void> {
  const names = await caches.keys();
  for (const cacheName of pdfCachesToDelete(names, userId)) {
    await caches.delete(cacheName);
    await new CacheExpiration(cacheName, PDF_CACHE_LIMITS).delete();
  }
  for (const cacheName of keptFileCachesToDelete(names, userId)) await caches.delete(cacheName);
}

async function handleReportPdf(options: RouteHandlerCallbackOptions): Promise<Response> {
  const userId = await currentUser();
  // Nobody signed in as far as the worker knows: nothing may be kept.
  if (userId === null) return fetch(options.request);
  const response = await pdfStrategy(userId).handle(options);
  // The user changed while the download was under way: it must not stay in the old user's cache.
  if ((await currentUser()) !== userId) options.event.waitUntil(currentUser().then(deletePdfCachesExcept));
  return response;
}

registerRoute(({ url, request }) => isReportPdfRequest(url, self.location.origin, request.method), handleReportPdf);

// --- Messages from the app --------------------------------------------------------------------

async function act(message: ServiceWorkerMessage): Promise<void> {
  switch (message.type) {
    case 'SKIP_WAITING':
      await self.skipWaiting();
      return;
    case 'SET_USER':
      await rememberUser(message.userId);
      await deletePdfCachesExcept(message.userId);
      return;
    case 'CLEAR_USER_DATA':
      await rememberUser(null);
      await deletePdfCachesExcept(null);
      return;
  }
}

self.addEventListener('message', (event) => {
  const message = parseServiceWorkerMessage(event.data);
  if (!message) return;
  const reply = (ok: boolean) => event.ports[0]?.postMessage({ type: message.type, ok } satisfies ServiceWorkerReply);
  event.waitUntil(
    act(message).then(
      () => reply(true),
      (error: unknown) => {
        console.error(`Service worker: ${message.type} failed`, error);
        reply(false);
      },
    ),
  );
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPushNotice(self.registration, parsePushNotice(event.data?.text())));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  event.waitUntil(openPushLink(self.clients, self.location.origin, typeof data?.link === 'string' ? data.link : '/home'));
});
