/** What the first visit says once the service worker has cached the site (docs/offline.md, Service worker and install). */
export const OFFLINE_READY = {
  title: 'Ready to work offline',
  description: 'The public pages and the documentation now open without a connection.',
} as const;

/** The worker's script, as vite-plugin-pwa builds it (sw/sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
