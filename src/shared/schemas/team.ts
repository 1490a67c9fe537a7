import { z } from '../zod';
import { STAFF_ROLES } from '../auth/roles';
import { MESSAGES } from '../messages';
import { phoneNumberSchema } from './contact';
import { PROFILE_MESSAGES, PROFILE_NAME_MAX } from './profile';
import { REGIONS } from './common-values';
import { TEAM_MESSAGES } from './team-values';

export * from './team-values';

/* The staff (Admins and Inspectors): /team, /team/:employeeId, Admin: /team/new, /team/edit/:employeeId. */

const name = (required: string) => z.string().trim().min(1, required).max(PROFILE_NAME_MAX, PROFILE_MESSAGES.nameTooLong);

/** Fields an Admin sets for a staff member (create and edit). */
const staffFields = {
  first_name: name(PROFILE_MESSAGES.firstNameRequired),
  last_name: name(PROFILE_MESSAGES.lastNameRequired),
  phone: phoneNumberSchema.optional(),
  role: z.enum(STAFF_ROLES, { error: TEAM_MESSAGES.roleRequired }),
  home_base: z.string().trim().max(120).optional(),
  regions: z.array(z.enum(REGIONS)).max(REGIONS.length),
};

/** POST /api/team: create the account and profile and e-mail an invitation with a set-password link. */
export const createStaffSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid)),
  ...staffFields,
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;
export type CreateStaff = z.output<typeof createStaffSchema>;

/** PATCH /api/team/:employeeId: the same fields but the e-mail (the sign-in identity). */
export const updateStaffSchema = z.object(staffFields);
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;
export type UpdateStaff = z.output<typeof updateStaffSchema>;

export const staffParamsSchema = z.object({ employeeId: z.uuid() });

export const teamQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  region: z.enum(REGIONS).optional(),
});
export type TeamQuery = z.input<typeof teamQuerySchema>;

export const workloadSchema = z.object({
  /** Open (active or on hold) projects where the person is the lead inspector. */
  open_projects: z.number().int().min(0),
  /** Inspections scheduled this week (Monday to Sunday). */
  inspections_this_week: z.number().int().min(0),
});
export type Workload = z.infer<typeof workloadSchema>;

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['active', 'suspended']),
  home_base: z.string().nullable(),
  regions: z.array(z.string()),
  workload: workloadSchema,
  /** Invited by an Admin (POST /api/team) and not signed in since: the invitation is not taken up yet. */
  invitation_pending: z.boolean(),
  created_at: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const teamListResponseSchema = z.object({ data: z.array(staffMemberSchema) });
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

/**
 * POST /api/team and POST /api/team/:employeeId/invitation answer: the member, and that the
 * invitation e-mail is queued in the outbox (sent after the commit; the e-mail log says whether it
 * left: docs/architecture.md, "Side effects: the outbox").
 */
export const invitedStaffResponseSchema = z.object({ member: staffMemberSchema, invitation_queued: z.boolean() });
export type InvitedStaffResponse = z.infer<typeof invitedStaffResponseSchema>;
