import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteKeptProjects,
  keepProject,
  keepWeekProjects,
  keptProjectsKey,
  keptProjectsSnapshot,
  openKeptProjects,
  registerKeptProjectDownloader,
  removeKeptProject,
  type DownloadContext,
  type KeptProjectDownloader,
} from '@/lib/offline/kept-projects';
import { weekProjects, type WeekProject, type WeekVisit } from '@/lib/offline/week-projects';

// The projects kept offline (docs/offline.md, "Projects kept on the device"): the week's
// selection rule, and the store that keeps them per user and downloads them.

describe('weekProjects: the projects of the visits in the next 7 days', () => {
  const now = new Date(2026, 4, 11, 9, 30); // a Monday morning
  const at = (day: number, hour = 10) => new Date(2026, 4, day, hour).toISOString();
  const visit = (code: string, scheduledAt: string, status = 'scheduled'): WeekVisit => ({ project_code: code, project_name: `Project ${code}`, status, scheduled_at: scheduledAt });

  it('keeps each project once, with its soonest visit, soonest first', () => {
    const chosen = weekProjects([visit('B', at(14)), visit('A', at(13)), visit('B', at(12)), visit('C', at(12, 8))], now);
    expect(chosen).toEqual([
      { code: 'C', name: 'Project C', visitAt: at(12, 8) },
      { code: 'B', name: 'Project B', visitAt: at(12) },
      { code: 'A', name: 'Project A', visitAt: at(13) },
    ]);
  });

  it('counts from the start of today to 7 days from now, scheduled visits only', () => {
    const chosen = weekProjects(
      [
        visit('EARLIER-TODAY', at(11, 7)),
        visit('YESTERDAY', at(10, 15)),
        visit('DAY-7', at(18, 9)),
        visit('DAY-8', at(18, 10)),
        visit('DONE', at(12), 'performed'),
        visit('CANCELLED', at(12), 'cancelled'),
      ],
      now,
    );
    expect(chosen.map((project) => project.code)).toEqual(['EARLIER-TODAY', 'DAY-7']);
  });

  it('keeps at most 30 projects, the soonest visits', () => {
    const visits = Array.from({ length: 40 }, (_, index) => visit(`P${String(index).padStart(2, '0')}`, new Date(now.getTime() + (40 - index) * 3_600_000).toISOString()));
    const chosen = weekProjects(visits, now);
    expect(chosen).toHaveLength(30);
    expect(chosen[0]!.code).toBe('P39');
    expect(chosen.at(-1)!.code).toBe('P10');
  });
});

/** A downloader that answers at once and records what it was asked. */
function fakeDownloader(week: WeekProject[] = []) {
  const downloaded: string[] = [];
  const forgotten: string[] = [];
  let weekAsked = 0;
  let failing = new Set<string>();
  let hanging = new Set<string>();
  const downloader: KeptProjectDownloader = {
    download: async (code: string, { onProgress }: DownloadContext) => {
      downloaded.push(code);
      onProgress(1, 2);
      if (hanging.has(code)) await new Promise<never>(() => {});
      if (failing.has(code)) throw new Error('The server did not answer');
      onProgress(2, 2);
      return { name: `Project ${code}`, bytes: 1_000, files: [] };
    },
    weekProjects: async () => {
      weekAsked += 1;
      return week;
    },
    forget: (code: string) => void forgotten.push(code),
  };
  registerKeptProjectDownloader(async () => downloader);
  return {
    downloaded,
    forgotten,
    weekAsked: () => weekAsked,
    setWeek: (next: WeekProject[]) => (week = next),
    fail: (codes: string[]) => (failing = new Set(codes)),
    /** Downloads of these never end (until the store stops them). */
    hang: (codes: string[]) => (hanging = new Set(codes)),
  };
}

const idle = () => vi.waitFor(() => expect(keptProjectsSnapshot().batch).toBeNull());
const weekProject = (code: string): WeekProject => ({ code, name: `Project ${code}`, visitAt: '2026-05-12T10:00:00.000Z' });

describe('the kept-projects store', () => {
  let owner: string;
  beforeEach(() => {
    owner = `user-${crypto.randomUUID()}`;
    onlineManager.setOnline(true);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('keeps a project by hand: downloads it, remembers size and time, per user in IndexedDB', async () => {
    const fake = fakeDownloader();
    await keepProject(owner, { code: 'PRJ-1', name: 'Harbour' });
    await idle();
    expect(fake.downloaded).toEqual(['PRJ-1']);
    const [kept] = keptProjectsSnapshot().projects;
    expect(kept).toMatchObject({ code: 'PRJ-1', name: 'Project PRJ-1', how: 'hand', bytes: 1_000 });
    expect(kept!.savedAt).toEqual(expect.any(Number));
    await vi.waitFor(async () => expect((await get<{ projects: unknown[] }>(keptProjectsKey(owner)))?.projects).toHaveLength(1));

    // Another user sees none of it; the first user's list is read back from IndexedDB.
    await openKeptProjects(`other-${owner}`);
    expect(keptProjectsSnapshot().projects).toEqual([]);
    await openKeptProjects(owner);
    expect(keptProjectsSnapshot().projects.map((project) => project.code)).toEqual(['PRJ-1']);
  });

  it('says when a download failed, and keeps the project to try again', async () => {
    const fake = fakeDownloader();
    fake.fail(['PRJ-2']);
    await keepProject(owner, { code: 'PRJ-2', name: 'Marina' });
    await idle();
    expect(keptProjectsSnapshot().downloads['PRJ-2']).toEqual({ status: 'failed', error: 'The server did not answer' });
    expect(keptProjectsSnapshot().projects[0]).toMatchObject({ code: 'PRJ-2', savedAt: null });
    fake.fail([]);
    await keepProject(owner, { code: 'PRJ-2', name: 'Marina' });
    await idle();
    expect(keptProjectsSnapshot().downloads['PRJ-2']).toBeUndefined();
    expect(keptProjectsSnapshot().projects[0]!.savedAt).toEqual(expect.any(Number));
  });

  it('removes a kept project: out of the list and IndexedDB, its data forgotten', async () => {
    const fake = fakeDownloader();
    await keepProject(owner, { code: 'PRJ-3', name: 'Pier' });
    await idle();
    await removeKeptProject(owner, 'PRJ-3');
    expect(keptProjectsSnapshot().projects).toEqual([]);
    expect(fake.forgotten).toEqual(['PRJ-3']);
    await vi.waitFor(async () => expect((await get<{ projects: unknown[] }>(keptProjectsKey(owner)))?.projects).toEqual([]));
  });

  it("keeps the week's projects by themselves, lets go of those no longer in the week, never of one added by hand", async () => {
    const fake = fakeDownloader([weekProject('W-1'), weekProject('W-2')]);
    await keepProject(owner, { code: 'HAND', name: 'By hand' });
    await keepWeekProjects(owner);
    await idle();
    expect(keptProjectsSnapshot().projects.map((project) => [project.code, project.how])).toEqual([
      ['W-1', 'week'],
      ['W-2', 'week'],
      ['HAND', 'hand'],
    ]);
    expect([...fake.downloaded].sort()).toEqual(['HAND', 'W-1', 'W-2']);

    // Opened again soon after: the week is not asked again, nothing is downloaded again.
    await keepWeekProjects(owner);
    expect(fake.weekAsked()).toBe(1);

    // The next week (forced here): W-1 is done, W-3 comes; W-2 was added by hand meanwhile.
    await keepProject(owner, { code: 'W-2', name: 'Project W-2' });
    await idle();
    fake.setWeek([weekProject('W-3')]);
    await keepWeekProjects(owner, { force: true });
    await idle();
    expect(keptProjectsSnapshot().projects.map((project) => [project.code, project.how]).sort()).toEqual([
      ['HAND', 'hand'],
      ['W-2', 'hand'],
      ['W-3', 'week'],
    ]);
    expect(fake.forgotten).toEqual(['W-1']);
  });

  it("resumes the week's downloads cut short (the app closed or reloaded) the next time, without asking for the week again", async () => {
    const fake = fakeDownloader([weekProject('W-4'), weekProject('W-5')]);
    // W-5's download never ends: the app is closed meanwhile (its session ends).
    fake.hang(['W-5']);
    await keepWeekProjects(owner);
    await vi.waitFor(() => expect(keptProjectsSnapshot().downloads['W-5']).toMatchObject({ status: 'saving' }));
    await openKeptProjects(`other-${owner}`);

    // Opened again a minute later: the week was chosen lately, but W-5 was never saved.
    fake.hang([]);
    await openKeptProjects(owner);
    expect(keptProjectsSnapshot().projects.map((project) => [project.code, project.savedAt === null])).toEqual([
      ['W-4', false],
      ['W-5', true],
    ]);
    await keepWeekProjects(owner);
    await idle();
    expect(fake.weekAsked()).toBe(1);
    expect(fake.downloaded).toEqual(['W-4', 'W-5', 'W-5']);
    expect(keptProjectsSnapshot().projects.find((project) => project.code === 'W-5')!.savedAt).toEqual(expect.any(Number));
  });

  it('keeps nothing by itself while offline', async () => {
    const fake = fakeDownloader([weekProject('W-9')]);
    onlineManager.setOnline(false);
    await keepWeekProjects(owner);
    expect(fake.weekAsked()).toBe(0);
    expect(keptProjectsSnapshot().projects).toEqual([]);
  });

  it('deleteKeptProjects (sign-out, Clear offline data) deletes the user’s list', async () => {
    fakeDownloader();
    await keepProject(owner, { code: 'PRJ-4', name: 'Dock' });
    await idle();
    await deleteKeptProjects(owner);
    expect(await get(keptProjectsKey(owner))).toBeUndefined();
    await openKeptProjects(owner);
    expect(keptProjectsSnapshot().projects).toEqual([]);
  });
});

describe("the kept photos' caches", () => {
  it('the service worker deletes every other user’s (all of them when nobody is signed in)', async () => {
    const { keptFileCachesToDelete } = await import('../../sw/pdf-caches');
    const { keptFilesCacheName } = await import('@/lib/offline/kept-files');
    const alice = keptFilesCacheName('alice-id');
    const bob = keptFilesCacheName('bob-id');
    const others = ['workbox-precache-v2', 'paintqa-runtime-config', 'paintqa-report-pdfs:bob-id'];
    expect(keptFileCachesToDelete([...others, alice, bob], 'alice-id')).toEqual([bob]);
    expect(keptFileCachesToDelete([...others, alice, bob], null)).toEqual([alice, bob]);
  });
});
