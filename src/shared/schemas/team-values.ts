/*
 * The zod-free part of src/shared/schemas/team.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const TEAM_MESSAGES = {
  roleRequired: 'Choose a role',
  emailTaken: 'Someone with this e-mail address already has an account.',
  invited: (email: string) => `Invitation queued for ${email}: it is e-mailed in a moment`,
  hostedAuth:
    'Staff invitations need the embedded sign-in service. With a hosted Supabase project, invite the person from the Supabase dashboard; they appear here after their first sign-in.',
} as const;

/** How a staff member's account stands, as the team table and the member's page show it. */
export type StaffAccountStatus = 'active' | 'invited' | 'suspended';

export const STAFF_ACCOUNT_STATUS_LABELS: Record<StaffAccountStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  suspended: 'Suspended',
};

/**
 * Suspended wins; otherwise "invited" only while an invitation is not taken up (the server's
 * `invitation_pending`), so an account that was never invited (the demo's, one given a staff
 * role) is active from the start.
 */
export const staffAccountStatus = (member: { status: 'active' | 'suspended'; invitation_pending: boolean }): StaffAccountStatus =>
  member.status === 'suspended' ? 'suspended' : member.invitation_pending ? 'invited' : 'active';
