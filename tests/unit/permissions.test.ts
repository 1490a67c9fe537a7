import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission } from '../../src/shared/auth/permissions';
import { isRole, isStaffRole, ROLES } from '../../src/shared/auth/roles';

// The roles' capabilities (docs/security.md), restated independently of the table so a change to the table shows up here.
const expected: Record<Permission, string[]> = {
  signedIn: ['Admin', 'Inspector', 'Client'],
  staffArea: ['Admin', 'Inspector'],
  deficiencyAlerts: ['Admin', 'Inspector'],
  deficiencyStatusUpdate: ['Admin', 'Inspector'],
  deficiencyVoid: ['Admin'],
  requestManagement: ['Admin'],
  adminMailbox: ['Admin'],
  accountsManagement: ['Admin'],
  teamManage: ['Admin'],
  uploadAnalytics: ['Admin'],
  notifications: ['Admin'],
  pendingInvoices: ['Admin'],
  invoicesManage: ['Admin'],
  adminDocumentation: ['Admin'],
  businessSettings: ['Admin'],
  pendingProjectCount: ['Admin'],
  projectsManage: ['Admin'],
  companiesManage: ['Admin'],
  adminUnreadMessages: ['Admin'],
  requestForms: ['Client'],
  clientMailbox: ['Client'],
  clientUnreadMessages: ['Client'],
  ownMembership: ['Client'],
  clientProjects: ['Client'],
  messageThreads: ['Admin', 'Client'],
  submittalSubmit: ['Client'],
  submittalReview: ['Admin', 'Inspector'],
  inspectionSchedule: ['Admin'],
  inspectionRecord: ['Admin', 'Inspector'],
  calendarFeed: ['Admin', 'Inspector', 'Client'],
  projectFiles: ['Admin', 'Inspector'],
  projectFilesDelete: ['Admin'],
  reportsGenerate: ['Admin', 'Inspector'],
  reportsPublish: ['Admin'],
  guaranteesIssue: ['Admin'],
};

describe('permission table', () => {
  it('lists exactly the expected capabilities', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [permission, roles] of Object.entries(expected) as [Permission, string[]][]) {
    for (const role of ROLES) {
      it(`${role} ${roles.includes(role) ? 'has' : 'lacks'} ${permission}`, () => {
        expect(can(role, permission)).toBe(roles.includes(role));
      });
    }
  }

  it('grants nothing without a role', () => {
    expect(can(null, 'signedIn')).toBe(false);
    expect(can(undefined, 'staffArea')).toBe(false);
  });
});

describe('roles', () => {
  it('recognises the three roles only', () => {
    expect(ROLES.every(isRole)).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
  it('knows who is staff', () => {
    expect(isStaffRole('Admin')).toBe(true);
    expect(isStaffRole('Inspector')).toBe(true);
    expect(isStaffRole('Client')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });
});
