/**
 * The shape of the navigation bar. The app builds it from the role and the permission table
 * (src/app/nav-model.ts); the components here only draw it, so they never check a role.
 */

/** A link in the bar, in a menu or in the mobile drawer. */
export interface NavLinkItem {
  label: string;
  href: string;
}

/** A top-level menu (e.g. "Dashboard") and its links. */
export interface NavMenu {
  kind: 'menu';
  label: string;
  items: readonly NavLinkItem[];
}

/** A top-level link (e.g. "About Us"). */
export interface NavTopLink extends NavLinkItem {
  kind: 'link';
}

export type NavEntry = NavMenu | NavTopLink;

/** Which badge slots show, and where they lead. Null: the slot is not shown for this role. */
export interface NavBadgeSlots {
  /** The mailbox icon: /admin/mailbox for an Admin, /mailbox for a Client. */
  mailbox: { href: string } | null;
  /** Deficiency alerts (Admin and Inspector). */
  deficiencyAlerts: { href: string } | null;
  /** The pending-invoices dropdown (Admin). */
  pendingInvoices: { viewAllHref: string; projectHref: (projectCode: string) => string } | null;
  /** The notifications dropdown (Admin). */
  notifications: Record<string, never> | null;
}

export interface NavAccount {
  /** Signed in: the profile menu's links (Documentation, User Settings); Sign Out is an action. */
  links: readonly NavLinkItem[];
}

export interface NavModel {
  /** Site name link target. */
  homeHref: string;
  /** Role menus first, then the links everyone gets (About Us, Contact). */
  entries: readonly NavEntry[];
  badges: NavBadgeSlots;
  /** Null when signed out: the bar offers Sign In instead. */
  account: NavAccount | null;
  /** Where "Sign In" leads (the landing page with the login modal). */
  signInHref: string;
  /** Where to go after signing out. */
  signedOutHref: string;
  /** Where the current-project chip leads for this role (null: the chip is not a link). */
  currentProjectHref: ((project: { project_code: string; project_id: string | number | null }) => string) | null;
}
