import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentProjectsProvider, useRecentProjects } from '../../../src/lib/recent-projects/recent-projects-provider';

const wrapper = ({ children }: { children: ReactNode }) => <RecentProjectsProvider>{children}</RecentProjectsProvider>;

describe('RecentProjectsProvider', () => {
  afterEach(() => window.localStorage.clear());

  it('fails outside its provider with the spec message', () => {
    expect(() => renderHook(() => useRecentProjects())).toThrow(
      'useRecentProjects must be used within a RecentProjectsProvider',
    );
  });

  it('saves every change to browser storage and loads it at start', () => {
    const first = renderHook(() => useRecentProjects(), { wrapper });
    act(() => first.result.current.addRecentProject({ project_code: 'BC-26-0142', project_name: 'Harbour Tower', company_name: 'Harbourview' }));
    act(() => first.result.current.addRecentProject({ project_code: 'BC-26-0150', name: 'School' }));
    expect(JSON.parse(window.localStorage.getItem('recentProjects')!)).toHaveLength(2);
    first.unmount();

    const second = renderHook(() => useRecentProjects(), { wrapper });
    expect(second.result.current.recentProjects.map((item) => item.project_code)).toEqual(['BC-26-0150', 'BC-26-0142']);
    // The current project is this visit's choice, not restored.
    expect(second.result.current.currentProject).toBeNull();
    act(() => second.result.current.clearRecentProjects());
    expect(window.localStorage.getItem('recentProjects')).toBe('[]');
  });

  it('ignores stored data that is not a list', () => {
    window.localStorage.setItem('recentProjects', '{"broken":true}');
    const { result } = renderHook(() => useRecentProjects(), { wrapper });
    expect(result.current.recentProjects).toEqual([]);
  });
});
