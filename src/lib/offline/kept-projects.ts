import { onlineManager } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { can } from '@/shared/auth/permissions';
import type { Role } from '@/shared/auth/roles';
import { KEPT_PROJECTS } from '@/shared/constants';
import { useAuth } from '../auth/use-auth';
import { afterFirstPageShown } from '../first-page-shown';
import { useOnline } from '../query/online';
import { deleteKeptFiles, setKeptFilesOwner } from './kept-files';
import { requestPersistentStorage } from './persistent-storage';
import { keptProjectDownloader, registerKeptProjectDownloader, type DownloadContext, type DownloadResult, type KeptProjectDownloader } from './kept-project-downloader';
import type { WeekProject } from './week-projects';

/**
 * Projects kept offline (docs/offline.md, "Projects kept on the device"): which projects the
 * signed-in user keeps, per user, in IndexedDB; their downloads, one project at a time, and the
 * progress. What a download fetches is the app's business (src/app/offline-project-download.ts
 * registers it): this store knows no feature.
 */

/** Kept by itself (the inspector's coming week) or added by hand from the project page. */
export type KeptHow = 'week' | 'hand';

export interface KeptProject {
  code: string;
  name: string;
  how: KeptHow;
  /** When its data was last downloaded completely; null until the first download ends. */
  savedAt: number | null;
  /** About how much it holds: its data as stored (JSON) and its photos. */
  bytes: number;
  /** The photo URLs kept for it in Cache Storage (src/lib/offline/kept-files.ts). */
  files: string[];
}

/** What IndexedDB holds per user; `version` lets a later release migrate it. */
interface StoredKeptProjects {
  version: 1;
  projects: KeptProject[];
  /** When the week's projects were last chosen (the staff home does it at most every refreshAfterMs). */
  weekCheckedAt: number | null;
}

export type DownloadState = { status: 'queued' } | { status: 'saving'; done: number; total: number } | { status: 'failed'; error: string };

export interface KeptProjectsSnapshot {
  owner: string | null;
  /** False until the owner's list has been read from IndexedDB. */
  loaded: boolean;
  projects: readonly KeptProject[];
  /** Downloads waiting, running or failed, by project code (none once saved). */
  downloads: Readonly<Record<string, DownloadState>>;
  /** While downloads wait or run: how many of this run have ended, of how many. */
  batch: { done: number; total: number } | null;
}

export const keptProjectsKey = (owner: string) => `${KEPT_PROJECTS.keyPrefix}${owner}`;

/** The signed-in user's role, as the hooks last saw it. */
let currentRole: Role | null = null;

export { registerKeptProjectDownloader, type DownloadContext, type DownloadResult, type KeptProjectDownloader };
const downloader = keptProjectDownloader;

// --- State -----------------------------------------------------------------------------------

const EMPTY: KeptProjectsSnapshot = { owner: null, loaded: false, projects: [], downloads: {}, batch: null };
let state: KeptProjectsSnapshot = EMPTY;
const listeners = new Set<() => void>();

function update(next: Partial<KeptProjectsSnapshot>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** One owner's session: its load, its queue and a controller aborted when the owner changes. */
interface Session {
  owner: string;
  controller: AbortController;
  loaded: Promise<void>;
  weekCheckedAt: number | null;
  queue: string[];
  running: boolean;
  /** The controller of the project being downloaded, so that removing it stops it. */
  current: { code: string; controller: AbortController } | null;
}

let session: Session | null = null;
/** Saves and deletions run one after the other, so a deletion is never overwritten by a late save. */
let writes: Promise<unknown> = Promise.resolve();

function chainWrite(write: () => Promise<unknown>): Promise<void> {
  const next = writes.then(write, write);
  writes = next.catch((error: unknown) => console.error('Could not store the kept projects', error));
  return writes.then(() => undefined);
}

function isStored(value: unknown): value is StoredKeptProjects {
  return typeof value === 'object' && value !== null && (value as StoredKeptProjects).version === 1 && Array.isArray((value as StoredKeptProjects).projects);
}

/** Read `owner`'s kept projects (at once if they are read already); the previous owner's downloads stop. */
export function openKeptProjects(owner: string): Promise<void> {
  if (session?.owner === owner) return session.loaded;
  session?.controller.abort();
  const opened: Session = { owner, controller: new AbortController(), loaded: Promise.resolve(), weekCheckedAt: null, queue: [], running: false, current: null };
  session = opened;
  setKeptFilesOwner(owner);
  update({ ...EMPTY, owner });
  opened.loaded = writes
    .then(() => get<unknown>(keptProjectsKey(owner)))
    .catch((error: unknown) => {
      console.error('Could not read the kept projects', error);
      return undefined;
    })
    .then((stored) => {
      if (session !== opened) return;
      opened.weekCheckedAt = isStored(stored) ? stored.weekCheckedAt : null;
      update({ loaded: true, projects: isStored(stored) ? stored.projects : [] });
    });
  return opened.loaded;
}

function save(current: Session): Promise<void> {
  if (session !== current) return Promise.resolve();
  const stored: StoredKeptProjects = { version: 1, projects: [...state.projects], weekCheckedAt: current.weekCheckedAt };
  return chainWrite(() => set(keptProjectsKey(current.owner), stored));
}

const setProjects = (projects: KeptProject[]) => update({ projects });

function setDownload(code: string, download: DownloadState | null): void {
  const downloads = { ...state.downloads };
  if (download) downloads[code] = download;
  else delete downloads[code];
  update({ downloads });
}

/** The session of `owner`, once its list is read; null if another owner took over meanwhile. */
async function sessionOf(owner: string): Promise<Session | null> {
  await openKeptProjects(owner);
  return session?.owner === owner ? session : null;
}

// --- Downloads -------------------------------------------------------------------------------

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Rejects as soon as `signal` aborts, so a download paused offline does not hold the queue. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The download was stopped.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function enqueue(current: Session, codes: readonly string[]): void {
  const fresh = codes.filter((code) => !current.queue.includes(code) && current.current?.code !== code);
  if (fresh.length === 0) return;
  current.queue.push(...fresh);
  const downloads = { ...state.downloads };
  for (const code of fresh) downloads[code] = { status: 'queued' };
  const batch = state.batch ?? { done: 0, total: 0 };
  update({ downloads, batch: { done: batch.done, total: batch.total + fresh.length } });
  void runQueue(current);
}

async function downloadOne(current: Session, code: string): Promise<void> {
  const kept = state.projects.find((project) => project.code === code);
  if (!kept) return;
  const controller = new AbortController();
  const stop = () => controller.abort();
  current.controller.signal.addEventListener('abort', stop, { once: true });
  current.current = { code, controller };
  setDownload(code, { status: 'saving', done: 0, total: 1 });
  try {
    const onProgress = (done: number, total: number) => {
      if (!controller.signal.aborted) setDownload(code, { status: 'saving', done, total });
    };
    const result = await untilAborted(
      downloader().then((loaded) => loaded.download(code, { owner: current.owner, role: currentRole, signal: controller.signal, onProgress, previousFiles: kept.files })),
      controller.signal,
    );
    if (controller.signal.aborted || session !== current) return;
    setProjects(state.projects.map((project) => (project.code === code ? { ...project, name: result.name, bytes: result.bytes, files: result.files, savedAt: Date.now() } : project)));
    setDownload(code, null);
    await save(current);
  } catch (error) {
    if (controller.signal.aborted || session !== current) return;
    console.error(`Could not keep project ${code} offline`, error);
    setDownload(code, { status: 'failed', error: errorText(error) });
  } finally {
    current.controller.signal.removeEventListener('abort', stop);
    current.current = null;
  }
}

async function runQueue(current: Session): Promise<void> {
  if (current.running) return;
  current.running = true;
  try {
    while (session === current && current.queue.length > 0) {
      const code = current.queue.shift()!;
      await downloadOne(current, code);
      if (session === current && state.batch) update({ batch: { ...state.batch, done: state.batch.done + 1 } });
    }
  } finally {
    current.running = false;
    if (session === current) update({ batch: null });
  }
}

const isStale = (project: KeptProject, now: number) => project.savedAt === null || now - project.savedAt >= KEPT_PROJECTS.refreshAfterMs;

// --- Actions ---------------------------------------------------------------------------------

/**
 * Keep a project offline for `owner` and download it now (again, if it is kept already). One that
 * was kept for the week stays kept once added by hand. Asks for persistent storage (docs/offline.md).
 */
export async function keepProject(owner: string, project: { code: string; name: string }, how: KeptHow = 'hand'): Promise<void> {
  // First, while the click that asked is still the current user gesture (some browsers prompt).
  void requestPersistentStorage();
  const current = await sessionOf(owner);
  if (!current) return;
  const known = state.projects.find((item) => item.code === project.code);
  if (!known) setProjects([...state.projects, { code: project.code, name: project.name, how, savedAt: null, bytes: 0, files: [] }]);
  else if (how === 'hand' && known.how === 'week') setProjects(state.projects.map((item) => (item === known ? { ...item, how } : item)));
  await save(current);
  enqueue(current, [project.code]);
}

/** Stop keeping a project: its download stops, its photos are deleted and its data leaves memory once unseen. */
export async function removeKeptProject(owner: string, code: string): Promise<void> {
  const current = await sessionOf(owner);
  if (!current) return;
  const kept = state.projects.find((project) => project.code === code);
  current.queue = current.queue.filter((queued) => queued !== code);
  if (current.current?.code === code) current.current.controller.abort();
  setProjects(state.projects.filter((project) => project.code !== code));
  setDownload(code, null);
  await save(current);
  if (kept?.files.length) await deleteKeptFiles(owner, kept.files).catch((error: unknown) => console.error('Could not delete the kept photos', error));
  await downloader().then((loaded) => loaded.forget(code), () => {});
}

/**
 * The staff home, opened online by an Inspector: keep the projects of their coming week (at most
 * KEPT_PROJECTS.maxWeekProjects; a project no longer in the week is let go unless it was added by
 * hand), then download again whatever is older than refreshAfterMs. At most every refreshAfterMs,
 * unless `force`.
 */
export async function keepWeekProjects(owner: string, { force = false } = {}): Promise<void> {
  const current = await sessionOf(owner);
  if (!current || !onlineManager.isOnline()) return;
  const now = Date.now();
  if (!force && current.weekCheckedAt !== null && now - current.weekCheckedAt < KEPT_PROJECTS.refreshAfterMs) {
    // The week was read lately, but a download it started may have been cut (the page was
    // reloaded or closed): what is not saved yet is downloaded now.
    enqueue(current, state.projects.filter((project) => isStale(project, now)).map((project) => project.code));
    return;
  }
  const before = current.weekCheckedAt;
  current.weekCheckedAt = now;
  let week: WeekProject[];
  try {
    week = await (await downloader()).weekProjects(current.controller.signal);
  } catch (error) {
    current.weekCheckedAt = before;
    if (!current.controller.signal.aborted) console.error("Could not find the week's projects", error);
    return;
  }
  if (session !== current) return;
  const codes = new Set(week.map((project) => project.code));
  for (const gone of state.projects.filter((project) => project.how === 'week' && !codes.has(project.code))) await removeKeptProject(owner, gone.code);
  const known = new Set(state.projects.map((project) => project.code));
  const added = week.filter((project) => !known.has(project.code)).map((project): KeptProject => ({ code: project.code, name: project.name, how: 'week', savedAt: null, bytes: 0, files: [] }));
  // In the order of the visits: the soonest is ready first.
  const order = new Map(week.map((project, index) => [project.code, index]));
  setProjects([...state.projects, ...added].sort((a, b) => (order.get(a.code) ?? Infinity) - (order.get(b.code) ?? Infinity)));
  await save(current);
  if (added.length > 0) void requestPersistentStorage();
  enqueue(current, state.projects.filter((project) => isStale(project, now)).map((project) => project.code));
}

/** Download again the kept projects older than refreshAfterMs (the staff home, for those who keep no week). */
export async function refreshKeptProjects(owner: string): Promise<void> {
  const current = await sessionOf(owner);
  if (!current || !onlineManager.isOnline()) return;
  const now = Date.now();
  enqueue(current, state.projects.filter((project) => isStale(project, now)).map((project) => project.code));
}

/**
 * Delete everything `owner` keeps as projects: the list in IndexedDB and the photos. Sign-out
 * calls it with the persisted cache's deletion (src/app/data-provider.tsx), and so does "Clear
 * offline data" (src/lib/offline/offline-data.ts).
 */
export async function deleteKeptProjects(owner: string): Promise<void> {
  if (session?.owner === owner) {
    session.controller.abort();
    session = null;
    update({ ...EMPTY });
  }
  await chainWrite(() => del(keptProjectsKey(owner)));
  await deleteKeptFiles(owner);
}

/** The state now (tests, and code outside React). */
export const keptProjectsSnapshot = (): KeptProjectsSnapshot => state;

// --- Hooks -----------------------------------------------------------------------------------

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user's kept projects and downloads (empty while signed out or not read yet). */
export function useKeptProjects(): KeptProjectsSnapshot {
  const { user, role } = useAuth();
  const owner = user?.id ?? null;
  useEffect(() => {
    currentRole = role;
    if (owner) void openKeptProjects(owner);
  }, [owner, role]);
  const snapshot = useSyncExternalStore(subscribe, keptProjectsSnapshot, keptProjectsSnapshot);
  return snapshot.owner === owner ? snapshot : { ...EMPTY, owner };
}

/** One project's keeping: whether it is kept, its download, and the actions. */
export function useKeptProject(code: string) {
  const { owner, projects, downloads, loaded } = useKeptProjects();
  const keep = useCallback((name: string) => (owner ? keepProject(owner, { code, name }) : Promise.resolve()), [owner, code]);
  const remove = useCallback(() => (owner ? removeKeptProject(owner, code) : Promise.resolve()), [owner, code]);
  return { loaded, kept: projects.find((project) => project.code === code), download: downloads[code], keep, remove };
}

/**
 * The staff home, online: once the page has shown (first-page-shown.ts; the page's own data goes
 * first), keep the week's projects of whoever records visits (an Admin with no visits of their own
 * keeps none), and download again what is kept and older than refreshAfterMs.
 */
export function useKeepWeekProjects(): void {
  const { user, role } = useAuth();
  const online = useOnline();
  const owner = user?.id ?? null;
  useEffect(() => {
    // The role decides which tabs are downloaded: wait until the sync has told it.
    if (!owner || !online || role === null) return;
    currentRole = role;
    return afterFirstPageShown(() => void (can(role, 'inspectionRecord') ? keepWeekProjects(owner) : refreshKeptProjects(owner)));
  }, [owner, role, online]);
}
