import { describe, expect, it } from 'vitest';
import {
  parseStoredRecentProjects,
  recentProjectsReducer,
  toRecentProject,
  type RecentProjectsState,
} from '../../src/lib/recent-projects/recent-projects-state';

const now = new Date('2026-11-23T10:00:00.000Z');
const empty: RecentProjectsState = { recentProjects: [], currentProject: null };
const add = (state: RecentProjectsState, project: object, at = now) =>
  recentProjectsReducer(state, { type: 'add', project, now: at });
const codes = (state: RecentProjectsState) => state.recentProjects.map((item) => item.project_code);

describe('toRecentProject', () => {
  it.each([
    [{ project_code: 'BC-26-0001', project_name: 'Tower A', name: 'x' }, 'Tower A'],
    [{ project_code: 'BC-26-0001', name: 'From name' }, 'From name'],
    [{ project_code: 'BC-26-0001', project_name: '' }, 'Unnamed Project'],
    [{ project_code: 'BC-26-0001' }, 'Unnamed Project'],
  ])('names %o as %s', (project, name) => {
    expect(toRecentProject(project, now)!.project_name).toBe(name);
  });

  it('falls back from project_id to id and stamps viewed_at', () => {
    expect(toRecentProject({ project_code: 'A', project_id: 7, id: 9 }, now)!.project_id).toBe(7);
    expect(toRecentProject({ project_code: 'A', id: 9 }, now)!.project_id).toBe(9);
    expect(toRecentProject({ project_code: 'A' }, now)).toMatchObject({ project_id: null, company_name: null, viewed_at: now.toISOString() });
  });

  it('refuses a project without a project_code', () => {
    expect(toRecentProject({ project_name: 'No code' }, now)).toBeNull();
    expect(toRecentProject({ project_code: '' }, now)).toBeNull();
    expect(add(empty, { project_name: 'No code' })).toBe(empty);
  });
});

describe('recentProjectsReducer', () => {
  it('adds to the front and makes it the current project', () => {
    const state = add(add(empty, { project_code: 'A' }), { project_code: 'B', company_name: 'Acme' });
    expect(codes(state)).toEqual(['B', 'A']);
    expect(state.currentProject).toMatchObject({ project_code: 'B', company_name: 'Acme' });
  });

  it('moves a re-viewed project to the front without a duplicate', () => {
    let state = empty;
    for (const code of ['A', 'B', 'C']) state = add(state, { project_code: code });
    state = add(state, { project_code: 'A', project_name: 'Renamed' }, new Date('2026-11-24T00:00:00Z'));
    expect(codes(state)).toEqual(['A', 'C', 'B']);
    expect(state.recentProjects[0]).toMatchObject({ project_name: 'Renamed', viewed_at: '2026-11-24T00:00:00.000Z' });
  });

  it('keeps at most 5, dropping the oldest', () => {
    let state = empty;
    for (const code of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) state = add(state, { project_code: code });
    expect(codes(state)).toEqual(['G', 'F', 'E', 'D', 'C']);
  });

  it('removing the current project also clears it; removing another keeps it', () => {
    const state = add(add(empty, { project_code: 'A' }), { project_code: 'B' });
    const removedOther = recentProjectsReducer(state, { type: 'remove', projectCode: 'A' });
    expect(codes(removedOther)).toEqual(['B']);
    expect(removedOther.currentProject?.project_code).toBe('B');
    const removedCurrent = recentProjectsReducer(state, { type: 'remove', projectCode: 'B' });
    expect(codes(removedCurrent)).toEqual(['A']);
    expect(removedCurrent.currentProject).toBeNull();
  });

  it('clearing empties the list and the current project', () => {
    expect(recentProjectsReducer(add(empty, { project_code: 'A' }), { type: 'clear' })).toEqual(empty);
  });

  it('sets and unsets the current project alone', () => {
    const state = add(add(empty, { project_code: 'A' }), { project_code: 'B' });
    const setA = recentProjectsReducer(state, { type: 'setCurrent', project: state.recentProjects[1]! });
    expect(setA.currentProject?.project_code).toBe('A');
    expect(codes(setA)).toEqual(['B', 'A']);
    expect(recentProjectsReducer(setA, { type: 'setCurrent', project: null }).currentProject).toBeNull();
  });
});

describe('parseStoredRecentProjects', () => {
  it.each([null, '', 'not json', '{"project_code":"A"}', '42', '"text"', 'null'])('ignores %o', (raw) => {
    expect(parseStoredRecentProjects(raw)).toEqual([]);
  });

  it('uses a stored list, skipping entries without a code and keeping at most 5', () => {
    const stored = JSON.stringify([
      { project_code: 'A', project_name: 'x' },
      null,
      { project_name: 'no code' },
      ...['B', 'C', 'D', 'E', 'F'].map((code) => ({ project_code: code })),
    ]);
    expect(parseStoredRecentProjects(stored).map((item) => item.project_code)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
