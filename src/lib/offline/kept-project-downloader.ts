import type { Role } from '@/shared/auth/roles';
import type { WeekProject } from './week-projects';

/*
 * Who downloads a kept project: the app layer registers its composition at start (a lazy import),
 * and the kept-projects store loads it when a project is first kept. Its own small module, so the
 * registration at start does not bring the store's code into every page's first load.
 */

/** What a download gets: whose it is, a signal (the project was removed, the user changed), where to report progress. */
export interface DownloadContext {
  owner: string;
  /** The signed-in user's role: a tab the role never sees is not downloaded. */
  role: Role | null;
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
  /** The photos kept by the download before (a refresh keeps them and fetches only new ones). */
  previousFiles: readonly string[];
}

export interface DownloadResult {
  name: string;
  bytes: number;
  files: string[];
}

/** The app's composition of a project's download (registered at start, loaded when first needed). */
export interface KeptProjectDownloader {
  download(code: string, context: DownloadContext): Promise<DownloadResult>;
  /** The signed-in inspector's projects of the coming week (weekProjects over their visits). */
  weekProjects(signal: AbortSignal): Promise<WeekProject[]>;
  /** Drop a project's data from memory once nothing shows it (it is no longer kept). */
  forget(code: string): void;
}

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
