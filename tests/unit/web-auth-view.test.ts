import { describe, expect, it } from 'vitest';
import { AUTH_VIEW_TITLES, authViewFromUrl } from '@/features/auth/auth-view';
import { paths } from '@/app/paths';
import { PERMISSIONS } from '@/shared/auth/permissions';

describe('auth modal view from the URL', () => {
  it.each([
    ['?login=true', '', 'login'],
    ['?login=false', '', null],
    ['', '#access_token=a&type=recovery', 'updatePassword'],
    ['?login=true', '#type=recovery', 'updatePassword'],
    ['', '#type=signup', null],
    ['', '', null],
  ])('search %j, hash %j → %s', (search, hash, view) => {
    expect(authViewFromUrl(search, hash)).toBe(view);
  });

  it('dialog titles are the accessible names the e2e tests use', () => {
    expect(AUTH_VIEW_TITLES).toEqual({
      login: 'Sign in',
      register: 'Create an account',
      resetPassword: 'Reset your password',
      updatePassword: 'Set a new password',
    });
  });
});

describe('paths', () => {
  it('builds links with encoded parameters', () => {
    expect(paths.projects.path).toBe('/projects');
    expect(paths.project.getHref('BC-26-0142')).toBe('/projects/BC-26-0142');
    expect(paths.projectEdit.getHref('A B')).toBe('/projects/edit/A%20B');
    expect(paths.team.getHref()).toBe('/team');
  });

  it('every path is public or names a permission of the shared table', () => {
    for (const entry of Object.values(paths)) {
      expect(entry.access === 'public' || entry.access in PERMISSIONS).toBe(true);
    }
    expect(paths.mailbox.access).toBe('clientMailbox');
    expect(paths.requestManagement.access).toBe('requestManagement');
    expect(paths.home.access).toBe('signedIn');
  });
});
