import type { KeptProjectDownloader } from './kept-projects';

/*
 * Who downloads a kept project: the app layer registers its composition at start (a lazy import),
 * and the kept-projects store loads it when a project is first kept. Its own small module, so the
 * registration at start does not bring the store's code into every page's first load.
 */

let loadDownloader: (() => Promise<KeptProjectDownloader>) | null = null;

/** The app layer tells the store how to download a project (a lazy import keeps it out of the first load). */
export function registerKeptProjectDownloader(load: () => Promise<KeptProjectDownloader>): void {
  loadDownloader = load;
}

/** The registered downloader, loaded. */
export function keptProjectDownloader(): Promise<KeptProjectDownloader> {
  if (!loadDownloader) return Promise.reject(new Error('No project downloader is registered (src/app/offline-project-download.ts).'));
  return loadDownloader();
}
