import { describe, expect, it } from 'vitest';
import { parseServiceWorkerMessage } from '../../sw/messages';
import { isPdfCacheName, pdfCacheName, pdfCachesToDelete, PDF_CACHE_LIMITS } from '../../sw/pdf-caches';
import { isAppNavigation, isReportPdfRequest, isRuntimeConfigRequest } from '../../sw/routing-rules';

// The service worker's decisions (sw/sw.ts wires them to workbox): which navigations get the
// app shell, which requests it caches, and whose report PDFs it keeps.

const ORIGIN = 'https://portal.example';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('navigations answered with the precached index.html', () => {
  it.each(['/', '/about', '/docs/client/submitting-requests', '/no-such-page', '/projects/P-001?tab=reports', '/?login=true', '/apiary', '/authors'])(
    '%s is an app page',
    (path) => expect(isAppNavigation(path)).toBe(true),
  );

  it.each(['/api', '/api/health', '/api/reports/r1/pdf', '/auth', '/auth/v1/verify?token=abc&type=signup', '/auth?x=1'])(
    '%s goes to the server (API and auth)',
    (path) => expect(isAppNavigation(path)).toBe(false),
  );

  it.each(['/sw.js', '/manifest.webmanifest', '/robots.txt', '/icons/icon-192.png', '/favicon.ico?v=2'])(
    '%s is a file the server answers',
    (path) => expect(isAppNavigation(path)).toBe(false),
  );
});

describe('runtime requests the worker handles', () => {
  it('matches exactly GET /runtime-config.js on this origin', () => {
    expect(isRuntimeConfigRequest(url('/runtime-config.js'), ORIGIN, 'GET')).toBe(true);
    expect(isRuntimeConfigRequest(url('/runtime-config.js?v=1'), ORIGIN, 'GET')).toBe(true);
    expect(isRuntimeConfigRequest(url('/runtime-config.json'), ORIGIN, 'GET')).toBe(false);
    expect(isRuntimeConfigRequest(url('/assets/runtime-config.js'), ORIGIN, 'GET')).toBe(false);
    expect(isRuntimeConfigRequest(url('/runtime-config.js', 'https://cdn.example'), ORIGIN, 'GET')).toBe(false);
    expect(isRuntimeConfigRequest(url('/runtime-config.js'), ORIGIN, 'POST')).toBe(false);
  });

  it('matches only GET /api/reports/:id/pdf on this origin among API requests', () => {
    expect(isReportPdfRequest(url('/api/reports/r1/pdf'), ORIGIN, 'GET')).toBe(true);
    expect(isReportPdfRequest(url('/api/reports/0b6f2c1e-5a1d-4c1e-9f7a-2d0c3b4a5e6f/pdf?download=1'), ORIGIN, 'GET')).toBe(true);
    for (const path of ['/api/reports', '/api/reports/r1', '/api/reports/r1/pdf/', '/api/reports/r1/pdf.json', '/api/reports//pdf', '/api/reports/a/b/pdf', '/api/projects/p1/pdf', '/reports/r1/pdf']) {
      expect(isReportPdfRequest(url(path), ORIGIN, 'GET'), path).toBe(false);
    }
    expect(isReportPdfRequest(url('/api/reports/r1/pdf', 'https://other.example'), ORIGIN, 'GET')).toBe(false);
    expect(isReportPdfRequest(url('/api/reports/r1/pdf'), ORIGIN, 'DELETE')).toBe(false);
  });
});

describe('per-user report PDF caches', () => {
  const alice = pdfCacheName('alice-id');
  const bob = pdfCacheName('bob-id');
  const others = ['workbox-precache-v2-https://portal.example/', 'paintqa-runtime-config'];

  it('names one cache per user, whatever the id holds', () => {
    expect(alice).not.toBe(bob);
    expect(isPdfCacheName(alice)).toBe(true);
    expect(isPdfCacheName(pdfCacheName('a:b/c d'))).toBe(true);
    expect(new Set(['a', 'a:', 'a/b', 'a%2Fb'].map(pdfCacheName)).size).toBe(4);
    for (const name of others) expect(isPdfCacheName(name)).toBe(false);
  });

  it("a user's arrival deletes every other user's PDFs and keeps theirs", () => {
    expect(pdfCachesToDelete([...others, alice, bob], 'alice-id')).toEqual([bob]);
    expect(pdfCachesToDelete([...others, alice], 'alice-id')).toEqual([]);
    expect(pdfCachesToDelete([...others, bob], 'alice-id')).toEqual([bob]);
  });

  it('sign-out deletes every PDF cache and nothing else', () => {
    expect(pdfCachesToDelete([...others, alice, bob], null)).toEqual([alice, bob]);
    expect(pdfCachesToDelete(others, null)).toEqual([]);
  });

  it('keeps at most 60 files for 30 days', () => {
    expect(PDF_CACHE_LIMITS).toEqual({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 });
  });
});

describe('messages from the app', () => {
  it('reads the three messages', () => {
    expect(parseServiceWorkerMessage({ type: 'SET_USER', userId: 'alice-id' })).toEqual({ type: 'SET_USER', userId: 'alice-id' });
    expect(parseServiceWorkerMessage({ type: 'CLEAR_USER_DATA' })).toEqual({ type: 'CLEAR_USER_DATA' });
    expect(parseServiceWorkerMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
  });

  it('ignores anything else', () => {
    for (const data of [null, undefined, 'SKIP_WAITING', [], {}, { type: 'SET_USER' }, { type: 'SET_USER', userId: '' }, { type: 'SET_USER', userId: 42 }, { type: 'OTHER' }]) {
      expect(parseServiceWorkerMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
