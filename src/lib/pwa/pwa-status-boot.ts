/**
 * The service worker for a pre-rendered page read without the app (src/main.tsx): registers
 * it with the browser's own API (no workbox-window, no React) and says once, on the first
 * install, that the site now works offline, in a notice styled with the page's Chakra tokens.
 * A new version waiting needs the app's prompt (src/components/pwa/pwa-status.tsx): then the app starts, and its
 * registration finds the waiting worker.
 */
import { OFFLINE_READY, SERVICE_WORKER_URL } from './offline-ready';

const NOTICE_MS = 6_000;

function showOfflineReady(): void {
  // The live region exists before its text, so screen readers announce the text.
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.style.cssText =
    'position:fixed;z-index:1400;bottom:1.5rem;inset-inline-start:1.5rem;max-width:24rem;margin-inline-end:1rem;' +
    'padding:1rem;border-radius:var(--chakra-radii-l3);border:1px solid var(--chakra-colors-border);' +
    'background:var(--chakra-colors-bg-panel);color:var(--chakra-colors-fg);box-shadow:var(--chakra-shadows-lg);font-size:var(--chakra-font-sizes-sm)';
  document.body.append(region);
  const title = document.createElement('p');
  title.style.fontWeight = '600';
  title.textContent = OFFLINE_READY.title;
  const description = document.createElement('p');
  description.textContent = OFFLINE_READY.description;
  setTimeout(() => region.append(title, description), 100);
  setTimeout(() => region.remove(), NOTICE_MS);
}

/** Resolves when the worker is activated. */
function activated(worker: ServiceWorker): Promise<void> {
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
  });
}

export async function watchServiceWorker(startApp: () => Promise<void>): Promise<void> {
  const firstInstall = navigator.serviceWorker.controller === null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // A worker installing at registration may also be announced by `updatefound`: once each.
  const seen = new Set<ServiceWorker>();
  const onNewWorker = (worker: ServiceWorker | null) => {
    if (!worker || seen.has(worker)) return;
    seen.add(worker);
    if (firstInstall) void activated(worker).then(showOfflineReady);
    else worker.addEventListener('statechange', () => worker.state === 'installed' && void startApp());
  };
  if (registration.waiting && !firstInstall) void startApp();
  else onNewWorker(registration.installing);
  registration.addEventListener('updatefound', () => onNewWorker(registration.installing));
}
