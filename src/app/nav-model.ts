import type { NavEntry, NavLinkItem, NavModel } from '@/components/layout/nav/nav-types';
import { can, type Permission } from '@/shared/auth/permissions';
import type { Role } from '@/shared/auth/roles';
import { paths, type AppPath, type PathAccess } from './paths';

type Audience = Permission | 'public';

/** A top-level link or menu shown to holders of `audience`; a menu's links also need their screen's access. */
type GatedEntry =
  | { kind: 'link'; label: string; path: AppPath; audience: Audience }
  | { kind: 'menu'; label: string; audience: Audience; items: readonly { label: string; path: AppPath }[] };

/**
 * The navigation bar (docs/features.md, Screens, roles and sign-in), as data. An entry shows to holders of its audience
 * permission, and a menu link only when the guard of its screen (paths.ts `access`, the shared
 * permission table) would let the user in, so Admin-only screens never show to an Inspector.
 */
export const NAV_ENTRIES: readonly GatedEntry[] = [
  // Clients
  {
    kind: 'menu',
    label: 'Request Forms',
    audience: 'requestForms',
    items: [
      { label: 'My Requests', path: paths.myRequests },
      { label: 'My Projects', path: paths.myProjects },
      { label: 'Request Inspection', path: paths.requestInspector },
      { label: 'Request Specification', path: paths.specifications },
      { label: 'Request Consultation', path: paths.consultations },
      { label: 'Product List', path: paths.productList },
      { label: 'Submittals', path: paths.submittalPages },
    ],
  },
  // The client navigation's Membership link (the page itself is public).
  { kind: 'link', label: 'Membership', path: paths.servicesMembership, audience: 'requestForms' },

  // Staff
  {
    kind: 'menu',
    label: 'Dashboard',
    audience: 'staffArea',
    items: [
      { label: 'Request Management', path: paths.requestManagement },
      { label: 'Projects', path: paths.projects },
      { label: 'Invoicing', path: paths.invoicing },
      { label: 'Team', path: paths.team },
      { label: 'Accounts Management', path: paths.clients },
      { label: 'Companies', path: paths.companies },
    ],
  },
  {
    kind: 'menu',
    label: 'Reports & Tracking',
    audience: 'staffArea',
    items: [
      { label: 'Report Generation', path: paths.reports },
      { label: 'Analytics', path: paths.analytics },
      { label: 'Deficiency Tracking', path: paths.deficiencyTracking },
      { label: 'Scheduled Queries', path: paths.scheduledReports },
    ],
  },
  {
    // The request forms and request lists (screens any signed-in user may open), for staff.
    kind: 'menu',
    label: 'Forms & Requests',
    audience: 'staffArea',
    items: [
      { label: 'Request Inspection', path: paths.requestInspector },
      { label: 'Requests for Inspector', path: paths.rfis },
      { label: 'Specification Requests', path: paths.specifications },
      { label: 'Consultation Requests', path: paths.consultations },
      { label: 'Approved Product List', path: paths.productList },
      { label: 'Submittals', path: paths.submittalPages },
    ],
  },

  // Everyone
  { kind: 'link', label: paths.about.title, path: paths.about, audience: 'public' },
  { kind: 'link', label: paths.contact.title, path: paths.contact, audience: 'public' },
];

/** The profile menu's links (Sign Out is an action, not a link). */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: paths.docs.title, href: paths.docs.getHref() },
  { label: paths.settings.title, href: paths.settings.getHref() },
];

function allowed(permission: PathAccess, role: Role | null): boolean {
  return permission === 'public' || can(role, permission);
}

/** What a signed-in user with `role` (or a visitor: null) may open, by the guard's own rule. */
function mayOpenPath(path: AppPath, role: Role | null): boolean {
  if (path.access === 'public') return true;
  return role !== null && (path.access === 'signedIn' || can(role, path.access));
}

/**
 * The navigation bar for a visitor (`signedIn` false) or a signed-in user with `role` (null while
 * the role is unknown: only what everyone gets). Pure: the table-driven unit tests call it.
 */
export function buildNavModel(role: Role | null, signedIn: boolean): NavModel {
  const effectiveRole = signedIn ? role : null;
  const entries: NavEntry[] = [];
  for (const entry of NAV_ENTRIES) {
    if (!allowed(entry.audience, effectiveRole)) continue;
    if (entry.kind === 'link') {
      entries.push({ kind: 'link', label: entry.label, href: entry.path.getHref() });
      continue;
    }
    const items = entry.items
      .filter((item) => mayOpenPath(item.path, effectiveRole))
      .map((item) => ({ label: item.label, href: item.path.getHref() }));
    if (items.length > 0) entries.push({ kind: 'menu', label: entry.label, items });
  }

  const mailboxHref = can(effectiveRole, 'adminMailbox')
    ? paths.adminMailbox.getHref()
    : can(effectiveRole, 'clientMailbox')
      ? paths.mailbox.getHref()
      : null;

  const staff = can(effectiveRole, 'staffArea');
  return {
    homeHref: signedIn ? paths.home.getHref() : paths.landing.getHref(),
    entries,
    badges: {
      mailbox: mailboxHref ? { href: mailboxHref } : null,
      deficiencyAlerts: can(effectiveRole, 'deficiencyAlerts') ? { href: paths.deficiencyTracking.getHref() } : null,
      pendingInvoices: can(effectiveRole, 'pendingInvoices')
        ? { viewAllHref: paths.invoicingPending.getHref(), projectHref: (code) => paths.invoicingProject.getHref(code) }
        : null,
      notifications: can(effectiveRole, 'notifications') ? {} : null,
    },
    account: signedIn ? { links: ACCOUNT_LINKS } : null,
    signInHref: `${paths.landing.getHref()}?login=true`,
    signedOutHref: paths.landing.getHref(),
    // Staff open the project page; a Client follows the project as one of their requests.
    currentProjectHref: staff
      ? (project) => paths.project.getHref(project.project_code)
      : signedIn
        ? (project) => paths.myRequest.getHref(String(project.project_id ?? project.project_code))
        : null,
  };
}
