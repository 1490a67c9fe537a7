import { ROLES, type Role } from './roles';

/**
 * The one permission table (docs/security.md). The server's preHandlers enforce it; the UI reads
 * the same table only to decide what to show. Add a capability here, never an inline role check.
 */
export const PERMISSIONS = {
  /** Any signed-in user (e.g. /home, /settings, /my-requests, the request forms). */
  signedIn: ROLES,
  /** The staff area: projects, companies, invoicing, reports, analytics, team, database. */
  staffArea: ['Admin', 'Inspector'],
  /** Deficiency tracking: the queues, reminders, warnings, verify, close, archive, restore. */
  deficiencyAlerts: ['Admin', 'Inspector'],
  /** Record what the contractor said: the fix is reported (ready for reinspection), or disputed. */
  deficiencyStatusUpdate: ['Admin', 'Inspector'],
  /** Void a deficiency raised in error (it then no longer holds back the guarantee). */
  deficiencyVoid: ['Admin'],
  requestManagement: ['Admin'],
  adminMailbox: ['Admin'],
  accountsManagement: ['Admin'],
  teamManage: ['Admin'],
  uploadAnalytics: ['Admin'],
  notifications: ['Admin'],
  pendingInvoices: ['Admin'],
  /** Mark billing stages invoiced, void a stage not yet invoiced, record payments, void invoices. */
  invoicesManage: ['Admin'],
  adminDocumentation: ['Admin'],
  /** Read and change the business settings: fee rule, billing split, travel fees, invoice terms. */
  businessSettings: ['Admin'],
  pendingProjectCount: ['Admin'],
  /** Create and edit projects, set their review status. */
  projectsManage: ['Admin'],
  /** Create, edit, archive and delete companies. */
  companiesManage: ['Admin'],
  adminUnreadMessages: ['Admin'],
  requestForms: ['Client'],
  clientMailbox: ['Client'],
  clientUnreadMessages: ['Client'],
  /** Read the membership of one's own company (the client's Membership link). */
  ownMembership: ['Client'],
  /** Read the projects of one's own company (My projects): reports, deficiencies, invoices, guarantee. */
  clientProjects: ['Client'],
  /** Message threads between the office and client companies: an Admin all of them, a Client their company's. */
  messageThreads: ['Admin', 'Client'],
  /** Submit product submittals for the projects of one's company. */
  submittalSubmit: ['Client'],
  /** Decide submittal lines (approved, approved as noted, revise and resubmit, rejected). */
  submittalReview: ['Admin', 'Inspector'],
  /** Generate PDF reports (inspection report, deficiency list, warning letter, final report). */
  reportsGenerate: ['Admin', 'Inspector'],
  /** Publish a report to the client, and issue a project's guarantee. */
  reportsPublish: ['Admin'],
  guaranteesIssue: ['Admin'],
  /** Schedule stage inspections and assign their inspector. */
  inspectionSchedule: ['Admin'],
  /** List a project's files and add files to it (the Files tab; clients read theirs in My projects). */
  projectFiles: ['Admin', 'Inspector'],
  /** Delete a project's file, with a reason (audited; docs/business-rules.md, "Project files"). */
  projectFilesDelete: ['Admin'],
  /** A private calendar feed of one's visits: an Inspector's own, the team's for an Admin, a Client's company's. */
  calendarFeed: ['Admin', 'Inspector', 'Client'],
  /** Record an inspection on site (an Inspector only the visits assigned to them). */
  inspectionRecord: ['Admin', 'Inspector'],
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
