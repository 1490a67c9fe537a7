/*
 * The zod-free part of src/shared/schemas/team.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (issue 12).
 */

export const TEAM_MESSAGES = {
  roleRequired: 'Choose a role',
  emailTaken: 'Someone with this e-mail address already has an account.',
  invited: (email: string) => `Invitation sent to ${email}`,
  hostedAuth:
    'Staff invitations need the embedded sign-in service. With a hosted Supabase project, invite the person from the Supabase dashboard; they appear here after their first sign-in.',
} as const;
