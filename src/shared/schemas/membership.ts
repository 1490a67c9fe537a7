import { z } from '../zod';
import { COMPANY_TYPES, MEMBERSHIP_STATUSES } from './companies';

/** GET /api/membership (Client): no parameters; the company is the caller's own, never chosen by the caller. */
export const ownMembershipQuerySchema = z.strictObject({});

/** GET /api/membership (Client): the membership of the caller's own company. */
export const ownMembershipSchema = z.object({
  /** Null when the account is not linked to a company yet. */
  company: z.object({ id: z.uuid(), name: z.string(), type: z.enum(COMPANY_TYPES) }).nullable(),
  /** Null when the company has never applied. Dates `YYYY-MM-DD`. */
  membership: z
    .object({
      member_no: z.string().nullable(),
      status: z.enum(MEMBERSHIP_STATUSES),
      valid_from: z.string().nullable(),
      valid_to: z.string().nullable(),
    })
    .nullable(),
});
export type OwnMembership = z.infer<typeof ownMembershipSchema>;

export const ownMembershipResponseSchema = z.object({ data: ownMembershipSchema });
export type OwnMembershipResponse = z.infer<typeof ownMembershipResponseSchema>;
