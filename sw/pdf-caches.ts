/**
 * Report PDFs are private: each signed-in user has a cache of their own, named after their id,
 * and every other user's cache is deleted as soon as the worker learns who is signed in (pure
 * functions, tested in tests/unit/sw-rules.test.ts).
 */

import { KEPT_PROJECTS } from '@/shared/constants';

const PDF_CACHE_PREFIX = 'paintqa-report-pdfs:';

/** Limits of one user's PDF cache (CacheFirst + ExpirationPlugin). */
export const PDF_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** The cache that holds one user's report PDFs. */
export function pdfCacheName(userId: string): string {
  return `${PDF_CACHE_PREFIX}${encodeURIComponent(userId)}`;
}

export function isPdfCacheName(cacheName: string): boolean {
  return cacheName.startsWith(PDF_CACHE_PREFIX);
}

/**
 * The PDF caches to delete when `userId` is the signed-in user: every one but theirs, or all of
 * them when nobody is signed in. Other caches (the precache, the runtime config) are left alone.
 */
export function pdfCachesToDelete(cacheNames: readonly string[], userId: string | null): string[] {
  const keep = userId === null ? null : pdfCacheName(userId);
  return cacheNames.filter((name) => isPdfCacheName(name) && name !== keep);
}

/**
 * The photos of projects kept offline are private too (the app fills a cache per user,
 * src/lib/offline/kept-files.ts): the caches to delete when `userId` is signed in, by the same rule.
 */
export function keptFileCachesToDelete(cacheNames: readonly string[], userId: string | null): string[] {
  const keep = userId === null ? null : `${KEPT_PROJECTS.filesCachePrefix}${encodeURIComponent(userId)}`;
  return cacheNames.filter((name) => name.startsWith(KEPT_PROJECTS.filesCachePrefix) && name !== keep);
}
