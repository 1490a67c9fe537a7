import { useMemo } from 'react';
import { isoDay } from '@/shared/format/date';
import { membershipStanding, type MembershipStanding } from '@/shared/membership-rules';
import type { OwnMembership } from '@/shared/schemas/membership';

/** Where the membership stands today (the browser's calendar day). */
export function useMembershipStanding(membership: OwnMembership['membership'] | undefined): MembershipStanding | undefined {
  return useMemo(() => (membership === undefined ? undefined : membershipStanding(membership, isoDay(new Date()))), [membership]);
}
