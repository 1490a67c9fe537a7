import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { RECENT_PROJECTS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import {
  parseStoredRecentProjects,
  recentProjectsReducer,
  type ProjectLike,
  type RecentProject,
} from './recent-projects-state';

export interface RecentProjectsContextValue {
  recentProjects: RecentProject[];
  currentProject: RecentProject | null;
  addRecentProject(project: ProjectLike): void;
  removeRecentProject(projectCode: string): void;
  clearRecentProjects(): void;
  setCurrentProject(project: RecentProject | null): void;
}

const RecentProjectsContext = createContext<RecentProjectsContextValue | null>(null);

function readStorage(): RecentProject[] {
  try {
    return parseStoredRecentProjects(window.localStorage.getItem(RECENT_PROJECTS.storageKey));
  } catch {
    return [];
  }
}

/**
 * Recently viewed projects: loaded from browser storage at start, saved on every change, and
 * cleared when the signed-in user signs out or another user signs in, so nothing of one user's
 * projects is left for the next person on a shared device.
 */
export function RecentProjectsProvider({
  children,
  userId,
}: {
  children: ReactNode;
  /** The signed-in user's id, null when signed out, undefined while still unknown. */
  userId?: string | null;
}) {
  const [state, dispatch] = useReducer(recentProjectsReducer, undefined, () => ({
    recentProjects: readStorage(),
    currentProject: null,
  }));
  const previousUserId = useRef<string | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    if (previousUserId.current && previousUserId.current !== userId) dispatch({ type: 'clear' });
    previousUserId.current = userId;
  }, [userId]);

  useEffect(() => {
    try {
      window.localStorage.setItem(RECENT_PROJECTS.storageKey, JSON.stringify(state.recentProjects));
    } catch {
      // Storage full or blocked (private mode): the list still works for this visit.
    }
  }, [state.recentProjects]);

  const addRecentProject = useCallback((project: ProjectLike) => dispatch({ type: 'add', project, now: new Date() }), []);
  const removeRecentProject = useCallback((projectCode: string) => dispatch({ type: 'remove', projectCode }), []);
  const clearRecentProjects = useCallback(() => dispatch({ type: 'clear' }), []);
  const setCurrentProject = useCallback((project: RecentProject | null) => dispatch({ type: 'setCurrent', project }), []);

  const value = useMemo(
    () => ({ ...state, addRecentProject, removeRecentProject, clearRecentProjects, setCurrentProject }),
    [state, addRecentProject, removeRecentProject, clearRecentProjects, setCurrentProject],
  );
  return <RecentProjectsContext.Provider value={value}>{children}</RecentProjectsContext.Provider>;
}

export function useRecentProjects(): RecentProjectsContextValue {
  const value = useContext(RecentProjectsContext);
  if (!value) throw new Error(MESSAGES.useRecentProjectsOutsideProvider);
  return value;
}
