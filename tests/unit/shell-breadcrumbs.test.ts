import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '@/app/breadcrumbs';

describe('breadcrumbsFor', () => {
  it.each([
    ['/projects', 'Projects', true, ['Home /home', 'Projects']],
    ['/projects/BC-26-0142', 'Project BC-26-0142', true, ['Home /home', 'Projects /projects', 'Project BC-26-0142']],
    ['/projects/edit/BC-26-0142', 'Edit Project BC-26-0142', true, ['Home /home', 'Projects /projects', 'Edit Project BC-26-0142']],
    ['/analytics/travel-fees', 'Travel Fees', true, ['Home /home', 'Analytics /analytics', 'Travel Fees']],
    ['/admin/mailbox', 'Admin Mailbox', true, ['Home /home', 'Admin Mailbox']],
    [
      '/docs/admin/projects',
      'Staff Guide: Projects',
      false,
      ['Home /', 'Documentation /docs', 'Staff Documentation /docs/admin', 'Staff Guide: Projects'],
    ],
    ['/about', 'About Us', false, ['Home /', 'About Us']],
  ])('%s', (pathname, title, signedIn, expected) => {
    expect(breadcrumbsFor(pathname, title, signedIn).map((item) => (item.href ? `${item.label} ${item.href}` : item.label))).toEqual(
      expected,
    );
  });
});
