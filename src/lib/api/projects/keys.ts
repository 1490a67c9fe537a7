import type { ActivityKind } from '@/shared/schemas/project-activity-values';
import type { ProjectsQuery } from '@/shared/schemas/projects';

/** The projects API. */
export const PROJECTS_ENDPOINT = '/api/projects';

/** Every projects query; a write refreshes `all` (lists, pickers, the pending-review count). */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectsQuery) => [...projectKeys.lists(), query] as const,
  detail: (code: string) => [...projectKeys.all, 'detail', code] as const,
  /** A picker's matches for a search (project-choices.ts). */
  choices: (search: string) => [...projectKeys.all, 'choices', search] as const,
  /** A picker's chosen project, by id, when its search does not reach it. */
  choice: (id: string) => [...projectKeys.all, 'choice', id] as const,
  /** GET /api/projects/status/Pending: the Admin's pending-review count. */
  pending: () => [...projectKeys.all, 'status', 'Pending'] as const,
  /** The Activity tab's pages, per kind filter (all kinds when none): under `all`, so a project write refreshes it. */
  activity: (code: string, kind: ActivityKind | undefined) => [...projectKeys.all, 'activity', code, kind ?? 'all'] as const,
};
