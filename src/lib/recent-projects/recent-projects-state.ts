import { RECENT_PROJECTS } from '../../shared/constants';

/** A recently viewed project, kept in the browser (docs/security.md, Recent projects are per user). */
export interface RecentProject {
  project_code: string;
  project_name: string;
  company_name: string | null;
  project_id: string | number | null;
  /** ISO timestamp set when added. */
  viewed_at: string;
}

/** What callers hand to `addRecentProject`: a project row from any list or detail answer. */
export interface ProjectLike {
  project_code?: string | null;
  project_name?: string | null;
  name?: string | null;
  company_name?: string | null;
  project_id?: string | number | null;
  id?: string | number | null;
}

export interface RecentProjectsState {
  recentProjects: RecentProject[];
  currentProject: RecentProject | null;
}

export type RecentProjectsAction =
  | { type: 'add'; project: ProjectLike; now: Date }
  | { type: 'remove'; projectCode: string }
  | { type: 'clear' }
  | { type: 'setCurrent'; project: RecentProject | null };

/** Turn a project row into an entry, or null when it has no project_code. */
export function toRecentProject(project: ProjectLike, now: Date): RecentProject | null {
  if (!project.project_code) return null;
  return {
    project_code: project.project_code,
    project_name: project.project_name || project.name || RECENT_PROJECTS.fallbackName,
    company_name: project.company_name ?? null,
    project_id: project.project_id ?? project.id ?? null,
    viewed_at: now.toISOString(),
  };
}

/** The rules for recent projects (docs/features.md, Intervals and limits), as a pure reducer. */
export function recentProjectsReducer(state: RecentProjectsState, action: RecentProjectsAction): RecentProjectsState {
  switch (action.type) {
    case 'add': {
      const entry = toRecentProject(action.project, action.now);
      if (!entry) return state;
      const others = state.recentProjects.filter((item) => item.project_code !== entry.project_code);
      return { recentProjects: [entry, ...others].slice(0, RECENT_PROJECTS.max), currentProject: entry };
    }
    case 'remove': {
      const currentMatches = state.currentProject?.project_code === action.projectCode;
      return {
        recentProjects: state.recentProjects.filter((item) => item.project_code !== action.projectCode),
        currentProject: currentMatches ? null : state.currentProject,
      };
    }
    case 'clear':
      return { recentProjects: [], currentProject: null };
    case 'setCurrent':
      return { ...state, currentProject: action.project };
  }
}

/** Read the stored list; anything that does not parse as a list (of entries) is ignored. */
export function parseStoredRecentProjects(raw: string | null): RecentProject[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (item): item is RecentProject =>
        typeof item === 'object' && item !== null && typeof (item as RecentProject).project_code === 'string' && (item as RecentProject).project_code !== '',
    )
    .slice(0, RECENT_PROJECTS.max);
}
