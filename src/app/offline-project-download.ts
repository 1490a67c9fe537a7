import { projectFilesQueryOptions } from '@/lib/api/project-files/project-files';
import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { deficiencyDetailQueryOptions, trackingQueryOptions } from '@/lib/api/deficiencies/get-tracking';
import { deficiencyKeys } from '@/lib/api/deficiencies/keys';
import { inspectionsQueryOptions, travelFeeSettingsQueryOptions } from '@/lib/api/inspections/get-inspections';
import { inspectionKeys } from '@/lib/api/inspections/keys';
import { projectInvoicingQueryOptions } from '@/lib/api/invoices/get-project-invoicing';
import { invoicingKeys } from '@/lib/api/invoices/keys';
import { messageKeys } from '@/lib/api/messages/keys';
import { threadsQueryOptions } from '@/lib/api/messages/threads';
import { projectKeys } from '@/lib/api/projects/keys';
import { projectActivityQueryOptions } from '@/lib/api/projects/project-activity';
import { projectQueryOptions } from '@/lib/api/projects/projects';
import { reportsQueryOptions } from '@/lib/api/reports/get-reports';
import { reportKeys } from '@/lib/api/reports/keys';
import { submittalsQueryOptions } from '@/lib/api/submittals/get-submittals';
import { submittalKeys } from '@/lib/api/submittals/keys';
import { ApiError, apiClient } from '@/lib/api-client';
import { deleteKeptFiles, hasKeptFile, keepFile } from '@/lib/offline/kept-files';
import type { DownloadContext, DownloadResult, KeptProjectDownloader } from '@/lib/offline/kept-projects';
import { weekProjects, weekRequestDates } from '@/lib/offline/week-projects';
import { saveCacheNow } from '@/lib/query/persistence';
import { queryClient } from '@/lib/query/query-client';
import { can } from '@/shared/auth/permissions';
import { KEPT_PROJECTS } from '@/shared/constants';
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { SUBMITTALS_PAGE_SIZE_DEFAULT } from '@/shared/schemas/submittals-values';

/**
 * What "a project kept offline" holds (docs/offline.md, "Projects kept on the device"): every
 * query the project page and its tabs read, with the same query options (so the same keys, and
 * `meta: { persist: true }` writes them to IndexedDB), the on-site form's travel fee rule, each
 * deficiency's photos and history, and the photos themselves (src/lib/offline/kept-files.ts).
 * A tab the role never sees is left out. Kept queries outlive the page: the query client's
 * gcTime is the persisted cache's maxAge (src/lib/query/query-client.ts).
 */

/** The submittals tab's first page, as SubmittalList asks for it. */
const projectSubmittalsPage = (project: ProjectDetail) =>
  ({ projectId: project.project_id, projectCode: project.project_code, status: 'all', page: 1, pageSize: SUBMITTALS_PAGE_SIZE_DEFAULT }) as const;

/** About how much a query's data takes once stored (the persister writes JSON). */
const storedSize = (data: unknown) => new Blob([JSON.stringify(data) ?? '']).size;

/** Run tasks with at most `limit` at once (a phone's connection, two cores on the server). */
async function runLimited(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

const uploadUrl = (id: string) => `/api/uploads/${encodeURIComponent(id)}`;

export function createProjectDownloader(client: QueryClient): KeptProjectDownloader {
  async function download(code: string, { owner, role, signal, onProgress, previousFiles }: DownloadContext): Promise<DownloadResult> {
    let done = 0;
    let total = 1;
    let bytes = 0;
    const stepDone = () => onProgress(++done, total);
    const stopIfAborted = () => {
      if (signal.aborted) throw new DOMException('The download was stopped.', 'AbortError');
    };
    /** Fetch from the server (never from the cache: this is the refresh) and count what it stores. */
    const fetchData = async <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T> => {
      stopIfAborted();
      const data = await client.fetchQuery({ ...options, staleTime: 0 });
      bytes += storedSize(data);
      stepDone();
      return data;
    };

    /** A tab the server refuses to this user (a role told wrong) is left out, not the whole project. */
    const unlessRefused = (fetchTab: () => Promise<void>) => async () => {
      try {
        await fetchTab();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403)) throw error;
        stepDone();
      }
    };

    onProgress(0, total);
    const project = await fetchData(projectQueryOptions(code));
    const projectId = project.project_id;
    const trackings: DeficiencyTrackingResponse[] = [];
    const tabs: (() => Promise<void>)[] = [
      async () => void (await fetchData(inspectionsQueryOptions({ project: code }))),
      async () => void (await fetchData(submittalsQueryOptions(projectSubmittalsPage(project)))),
      async () => void (await fetchData(reportsQueryOptions({ project: projectId, status: 'published' }))),
    ];
    if (can(role, 'deficiencyAlerts')) {
      for (const archived of [false, true]) tabs.push(unlessRefused(async () => void trackings.push(await fetchData(trackingQueryOptions({ archived, projectId })))));
    }
    if (can(role, 'staffArea')) tabs.push(unlessRefused(async () => void (await fetchData(projectInvoicingQueryOptions(code)))));
    if (can(role, 'projectFiles')) tabs.push(unlessRefused(async () => void (await fetchData(projectFilesQueryOptions(code)))));
    if (can(role, 'staffArea')) {
      // The Activity tab's first page (all kinds), as the tab asks for it.
      tabs.push(
        unlessRefused(async () => {
          stopIfAborted();
          bytes += storedSize(await client.fetchInfiniteQuery({ ...projectActivityQueryOptions(code, undefined), staleTime: 0 }));
          stepDone();
        }),
      );
    }
    if (can(role, 'adminMailbox')) tabs.push(unlessRefused(async () => void (await fetchData(threadsQueryOptions({ projectId })))));
    if (can(role, 'inspectionRecord')) tabs.push(unlessRefused(async () => void (await fetchData(travelFeeSettingsQueryOptions()))));
    total += tabs.length;
    await runLimited(tabs, KEPT_PROJECTS.parallelRequests);

    // Each deficiency's photos and history ("Photos and history" on its card).
    const deficiencies = trackings.flatMap((tracking) => tracking.data.items);
    const photos: { url: string; size: number }[] = [];
    total += deficiencies.length;
    await runLimited(
      deficiencies.map((deficiency) => async () => {
        const detail = await fetchData(deficiencyDetailQueryOptions(deficiency.id));
        for (const photo of detail.data.photos) photos.push({ url: uploadUrl(photo.id), size: photo.size_bytes });
      }),
      KEPT_PROJECTS.parallelRequests,
    );

    // The photos themselves; uploads never change, so one kept before is not fetched again.
    total += photos.length;
    const files: string[] = [];
    await runLimited(
      photos.map(({ url, size }) => async () => {
        stopIfAborted();
        if (!(previousFiles.includes(url) && (await hasKeptFile(owner, url)))) {
          const blob = await apiClient.download(url, { signal });
          if (!(await keepFile(owner, url, blob))) return stepDone();
        }
        files.push(url);
        bytes += size;
        stepDone();
      }),
      KEPT_PROJECTS.parallelRequests,
    );
    const gone = previousFiles.filter((url) => !files.includes(url));
    if (gone.length > 0) await deleteKeptFiles(owner, gone);
    // In IndexedDB now, not after the persister's throttle: the app may be closed at once.
    await saveCacheNow(client);
    return { name: project.project_name, bytes, files };
  }

  /** The signed-in inspector's scheduled visits around the coming week, chosen by weekProjects. */
  async function inspectorWeek(): ReturnType<KeptProjectDownloader['weekProjects']> {
    const now = new Date();
    const visits = await client.fetchQuery({ ...inspectionsQueryOptions({ inspector: 'me', status: 'scheduled', ...weekRequestDates(now) }), staleTime: 0 });
    return weekProjects(visits.data, now);
  }

  /** Remove a project's queries that nothing shows (a page showing one keeps it until it closes). */
  function forget(code: string): void {
    const cache = client.getQueryCache();
    const project = client.getQueryData(projectQueryOptions(code).queryKey);
    const projectId = project?.project_id;
    const deficiencyIds = new Set(
      cache
        .findAll({ queryKey: deficiencyKeys.trackings() })
        .filter((query) => projectId !== undefined && (query.queryKey[2] as { projectId?: string } | undefined)?.projectId === projectId)
        .flatMap((query) => (query.state.data as DeficiencyTrackingResponse | undefined)?.data.items.map((item) => item.id) ?? []),
    );
    const mine = (query: Query) => {
      const [root, kind, params] = query.queryKey as readonly [string, string, unknown];
      const filter = (params ?? {}) as Record<string, unknown>;
      if (root === projectKeys.all[0]) return (kind === 'detail' || kind === 'activity') && params === code;
      if (root === inspectionKeys.all[0]) return kind === 'list' && filter.project === code && Object.keys(filter).length === 1;
      if (root === invoicingKeys.all[0]) return kind === 'project' && params === code;
      if (root === deficiencyKeys.all[0]) return (kind === 'tracking' && filter.projectId === projectId) || (kind === 'detail' && deficiencyIds.has(params as string));
      if (root === submittalKeys.all[0] || root === reportKeys.all[0] || root === messageKeys.all[0]) {
        return projectId !== undefined && (filter.projectId === projectId || filter.project === projectId);
      }
      return false;
    };
    for (const query of cache.getAll()) if (query.getObserversCount() === 0 && mine(query)) cache.remove(query);
  }

  return { download, weekProjects: inspectorWeek, forget };
}

/** The app's downloader, over the app's one query client (src/app/provider.tsx registers it lazily). */
export const projectDownloader = createProjectDownloader(queryClient);
