import { useMemo } from 'react';
import { providerToday } from '@/lib/provider-day';
import { membershipStanding, type MembershipStanding } from '@/shared/membership-rules';
import type { OwnMembership } from '@/shared/schemas/membership';

/** Where the membership stands today (the provider's day, as the server counts it). */
export function useMembershipStanding(membership: OwnMembership['membership'] | undefined): MembershipStanding | undefined {
  return useMemo(() => (membership === undefined ? undefined : membershipStanding(membership, providerToday())), [membership]);
}
