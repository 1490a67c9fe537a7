import { ROLES, type Role } from './roles';

/**
 * The one permission table (spec section 6). The server's preHandlers enforce it; the UI reads
 * the same table only to decide what to show. Add a capability here, never an inline role check.
 */
export const PERMISSIONS = {
  /** Any signed-in user (e.g. /home, /settings, /my-requests, the request forms). */
  signedIn: ROLES,
  /** The staff area: projects, companies, invoicing, reports, analytics, team, database. */
  staffArea: ['Admin', 'Inspector'],
  deficiencyAlerts: ['Admin', 'Inspector'],
  requestManagement: ['Admin'],
  adminMailbox: ['Admin'],
  accountsManagement: ['Admin'],
  teamManage: ['Admin'],
  uploadAnalytics: ['Admin'],
  notifications: ['Admin'],
  pendingInvoices: ['Admin'],
  adminDocumentation: ['Admin'],
  pendingProjectCount: ['Admin'],
  adminUnreadMessages: ['Admin'],
  requestForms: ['Client'],
  clientMailbox: ['Client'],
  clientUnreadMessages: ['Client'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function rolesFor(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

/** True when a user with `role` holds `permission`. No role (signed out or unknown) holds none. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
