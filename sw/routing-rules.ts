/**
 * Which requests the service worker handles, and how (pure functions, tested in
 * tests/unit/sw-rules.test.ts). Everything not matched here goes to the network untouched: /api
 * JSON and /auth responses are never cached by the worker (data offline is React Query's job,
 * and role-scoped data must not outlive sign-out).
 */

/** Served by the server with the deployment's settings; index.html loads it before the app. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

/** The report PDF download (built with the reports feature, which must keep this pattern). */
const REPORT_PDF_PATH = /^\/api\/reports\/[^/]+\/pdf$/;

/**
 * Navigations the app shell must not answer (matched against path + query, as NavigationRoute
 * does): the API and the auth server (e-mail links land on /auth/v1/verify), and files such as
 * /sw.js or /robots.txt, which the server answers itself, as its not-found handler does.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/(?:api|auth)(?:[/?]|$)/, /^[^?]*\.[a-z0-9]+(?:\?|$)/i];

/** Whether a navigation to this path (+ query) is answered with the precached index.html. */
export function isAppNavigation(pathAndQuery: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery));
}

/** `GET /runtime-config.js` on this origin. */
export function isRuntimeConfigRequest(url: URL, origin: string, method: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname === RUNTIME_CONFIG_PATH;
}

/** `GET /api/reports/:id/pdf` on this origin. */
export function isReportPdfRequest(url: URL, origin: string, method: string): boolean {
  return method === 'GET' && url.origin === origin && REPORT_PDF_PATH.test(url.pathname);
}
