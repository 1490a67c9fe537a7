import { KEPT_PROJECTS } from '@/shared/constants';

/**
 * The photos of the projects kept offline (docs/offline.md, "Projects kept on the device"), in
 * Cache Storage, one cache per user: GET /api/uploads/:id needs the user's token, so the service
 * worker cannot fetch them itself; the app fetches them and reads them back here when the photo
 * is opened (src/lib/download-upload.ts). Uploads never change, so a kept copy is always good.
 * The worker deletes every other user's cache when it learns who is signed in (sw/pdf-caches.ts).
 */

let currentOwner: string | null = null;

/** Whose files downloadUpload reads (the kept-projects store sets it with its owner). */
export function setKeptFilesOwner(owner: string | null): void {
  currentOwner = owner;
}

export function keptFilesCacheName(owner: string): string {
  return `${KEPT_PROJECTS.filesCachePrefix}${encodeURIComponent(owner)}`;
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** Keep one file for `owner`. False where the browser has no Cache Storage (nothing is kept). */
export async function keepFile(owner: string, url: string, blob: Blob): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  const cache = await storage.open(keptFilesCacheName(owner));
  await cache.put(url, new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream', 'Content-Length': String(blob.size) } }));
  return true;
}

/** Whether `owner` has this file kept already (a refresh does not download it again). */
export async function hasKeptFile(owner: string, url: string): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(keptFilesCacheName(owner)))) return false;
  return Boolean(await (await storage.open(keptFilesCacheName(owner))).match(url));
}

/** The signed-in user's kept copy of a file, or null. */
export async function keptFile(url: string): Promise<Blob | null> {
  const storage = cacheStorage();
  if (!storage || currentOwner === null) return null;
  const name = keptFilesCacheName(currentOwner);
  if (!(await storage.has(name))) return null;
  const response = await (await storage.open(name)).match(url);
  return response ? response.blob() : null;
}

/** Delete some of `owner`'s kept files (a project no longer kept), or all of them. */
export async function deleteKeptFiles(owner: string, urls?: readonly string[]): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const name = keptFilesCacheName(owner);
  if (!urls) {
    await storage.delete(name);
    return;
  }
  if (!(await storage.has(name))) return;
  const cache = await storage.open(name);
  await Promise.all(urls.map((url) => cache.delete(url)));
}
