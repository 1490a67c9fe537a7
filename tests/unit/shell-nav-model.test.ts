import { describe, expect, it } from 'vitest';
import { buildNavModel } from '@/app/nav-model';
import type { NavModel } from '@/components/layout/nav/nav-types';
import type { Role } from '@/shared/auth/roles';

/** The bar as a readable outline: "Menu > Item" for menu links, the label for top-level links. */
function outline(model: NavModel): Record<string, string[] | string> {
  return Object.fromEntries(
    model.entries.map((entry) => [entry.label, entry.kind === 'menu' ? entry.items.map((item) => `${item.label} ${item.href}`) : entry.href]),
  );
}

const CLIENT_FORMS = [
  'My Requests /my-requests',
  'My Projects /my-projects',
  'Request Inspection /inspections/request-inspector',
  'Request Specification /specifications',
  'Request Consultation /consultations',
  'Product List /inspections/product-list',
  'Submittals /inspections/submittal-pages',
];
const STAFF_FORMS = [
  'Request Inspection /inspections/request-inspector',
  'Requests for Inspector /rfis',
  'Specification Requests /specifications',
  'Consultation Requests /consultations',
  'Approved Product List /inspections/product-list',
  'Submittals /inspections/submittal-pages',
];
const REPORTS = [
  'Report Generation /reports',
  'Analytics /analytics',
  'Deficiency Tracking /deficiency-tracking',
  'Scheduled Queries /scheduled-reports',
];

interface Case {
  name: string;
  role: Role | null;
  signedIn: boolean;
  bar: Record<string, string[] | string>;
  badges: { mailbox: string | null; deficiencyAlerts: boolean; pendingInvoices: boolean; notifications: boolean };
  account: boolean;
  homeHref: string;
}

const CASES: Case[] = [
  {
    name: 'signed out',
    role: null,
    signedIn: false,
    bar: { 'About Us': '/about', Contact: '/contact' },
    badges: { mailbox: null, deficiencyAlerts: false, pendingInvoices: false, notifications: false },
    account: false,
    homeHref: '/',
  },
  {
    name: 'signed in, role not known yet',
    role: null,
    signedIn: true,
    bar: { 'About Us': '/about', Contact: '/contact' },
    badges: { mailbox: null, deficiencyAlerts: false, pendingInvoices: false, notifications: false },
    account: true,
    homeHref: '/home',
  },
  {
    name: 'Client',
    role: 'Client',
    signedIn: true,
    bar: { 'Request Forms': CLIENT_FORMS, Membership: '/services/membership', 'About Us': '/about', Contact: '/contact' },
    badges: { mailbox: '/mailbox', deficiencyAlerts: false, pendingInvoices: false, notifications: false },
    account: true,
    homeHref: '/home',
  },
  {
    name: 'Inspector',
    role: 'Inspector',
    signedIn: true,
    bar: {
      Dashboard: ['Projects /projects', 'Invoicing /invoicing', 'Team /team', 'Companies /companies'],
      'Reports & Tracking': REPORTS,
      'Forms & Requests': STAFF_FORMS,
      'About Us': '/about',
      Contact: '/contact',
    },
    badges: { mailbox: null, deficiencyAlerts: true, pendingInvoices: false, notifications: false },
    account: true,
    homeHref: '/home',
  },
  {
    name: 'Admin',
    role: 'Admin',
    signedIn: true,
    bar: {
      Dashboard: [
        'Request Management /request-management',
        'Projects /projects',
        'Invoicing /invoicing',
        'Team /team',
        'Accounts Management /clients',
        'Companies /companies',
      ],
      'Reports & Tracking': REPORTS,
      'Forms & Requests': STAFF_FORMS,
      'About Us': '/about',
      Contact: '/contact',
    },
    badges: { mailbox: '/admin/mailbox', deficiencyAlerts: true, pendingInvoices: true, notifications: true },
    account: true,
    homeHref: '/home',
  },
  {
    // A stale role without a session never shows anything but the public links.
    name: 'signed out with a leftover role',
    role: 'Admin',
    signedIn: false,
    bar: { 'About Us': '/about', Contact: '/contact' },
    badges: { mailbox: null, deficiencyAlerts: false, pendingInvoices: false, notifications: false },
    account: false,
    homeHref: '/',
  },
];

describe('buildNavModel (the navigation bar)', () => {
  it.each(CASES)('$name', ({ role, signedIn, bar, badges, account, homeHref }) => {
    const model = buildNavModel(role, signedIn);
    expect(outline(model)).toEqual(bar);
    // Entries keep their order: role menus, then About Us and Contact.
    expect(model.entries.map((entry) => entry.label)).toEqual(Object.keys(bar));
    expect({
      mailbox: model.badges.mailbox?.href ?? null,
      deficiencyAlerts: model.badges.deficiencyAlerts !== null,
      pendingInvoices: model.badges.pendingInvoices !== null,
      notifications: model.badges.notifications !== null,
    }).toEqual(badges);
    expect(model.account !== null).toBe(account);
    expect(model.homeHref).toBe(homeHref);
    expect(model.signInHref).toBe('/?login=true');
    expect(model.signedOutHref).toBe('/');
  });

  it('the profile menu holds Documentation and User Settings', () => {
    expect(buildNavModel('Client', true).account?.links).toEqual([
      { label: 'Documentation', href: '/docs' },
      { label: 'User Settings', href: '/settings' },
    ]);
  });

  it('deficiency alerts lead to deficiency tracking; pending invoices to their pages', () => {
    const { badges } = buildNavModel('Admin', true);
    expect(badges.deficiencyAlerts?.href).toBe('/deficiency-tracking');
    expect(badges.pendingInvoices?.viewAllHref).toBe('/invoicing/pending');
    expect(badges.pendingInvoices?.projectHref('BC 1/2')).toBe('/invoicing/project/BC%201%2F2');
  });

  it.each<[string, Role | null, boolean, string | null]>([
    ['staff open the project page', 'Inspector', true, '/projects/BC-26-0142'],
    ['a Client opens the request', 'Client', true, '/my-requests/77'],
    ['nobody signed out', null, false, null],
  ])('current project link: %s', (_name, role, signedIn, expected) => {
    const href = buildNavModel(role, signedIn).currentProjectHref;
    expect(href ? href({ project_code: 'BC-26-0142', project_id: 77 }) : null).toBe(expected);
  });

  it('a Client without a project id falls back to the project code', () => {
    expect(buildNavModel('Client', true).currentProjectHref?.({ project_code: 'BC-26-0142', project_id: null })).toBe(
      '/my-requests/BC-26-0142',
    );
  });
});
