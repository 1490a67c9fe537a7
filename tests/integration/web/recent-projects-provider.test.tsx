import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentProjectsProvider, useRecentProjects } from '../../../src/lib/recent-projects/recent-projects-provider';

const wrapper = ({ children }: { children: ReactNode }) => <RecentProjectsProvider>{children}</RecentProjectsProvider>;

describe('RecentProjectsProvider', () => {
  afterEach(() => window.localStorage.clear());

  it('fails outside its provider with its own message', () => {
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

describe('RecentProjectsProvider and the signed-in user', () => {
  afterEach(() => window.localStorage.clear());

  // The wrapper reads the current user from here on every render, as the app's does from useAuth.
  let signedInUser: string | null | undefined;
  function renderFor(userId: string | null | undefined) {
    signedInUser = userId;
    const hook = renderHook(() => useRecentProjects(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RecentProjectsProvider userId={signedInUser}>{children}</RecentProjectsProvider>
      ),
    });
    return {
      result: hook.result,
      rerender({ userId: next }: { userId: string | null | undefined }) {
        signedInUser = next;
        hook.rerender();
      },
    };
  }

  it('clears the list when the user signs out, so the next person sees nothing', () => {
    const hook = renderFor(undefined);
    hook.rerender({ userId: 'user-a' });
    act(() => hook.result.current.addRecentProject({ project_code: 'BC-26-0142' }));
    hook.rerender({ userId: null });
    expect(hook.result.current.recentProjects).toEqual([]);
    expect(hook.result.current.currentProject).toBeNull();
    expect(window.localStorage.getItem('recentProjects')).toBe('[]');
  });

  it('clears the list when another user signs in, and keeps it while the same user stays', () => {
    const hook = renderFor('user-a');
    act(() => hook.result.current.addRecentProject({ project_code: 'BC-26-0142' }));
    hook.rerender({ userId: undefined });
    hook.rerender({ userId: 'user-a' });
    expect(hook.result.current.recentProjects).toHaveLength(1);
    hook.rerender({ userId: 'user-b' });
    expect(hook.result.current.recentProjects).toEqual([]);
  });

  it('keeps a stored list while the user is still being loaded', () => {
    window.localStorage.setItem('recentProjects', JSON.stringify([{ project_code: 'BC-26-0001' }]));
    const hook = renderFor(undefined);
    expect(hook.result.current.recentProjects).toHaveLength(1);
    hook.rerender({ userId: 'user-a' });
    expect(hook.result.current.recentProjects).toHaveLength(1);
  });
});
