import { MEMBERSHIP_RENEWAL_NOTICE_DAYS } from './constants';
import type { OwnMembership } from './schemas/membership';
import { DAY_MS } from './dates';

/** Where a company stands with its membership on `today` (`YYYY-MM-DD`), for the client's screens. */
export type MembershipStanding =
  | { kind: 'none' }
  | { kind: 'applicant' }
  | { kind: 'suspended' }
  | { kind: 'lapsed' }
  /** Active by status, but its term ended `daysAgo` days ago. */
  | { kind: 'expired'; daysAgo: number }
  /** `daysLeft` null when the term has no end date; `renewSoon` within the notice period. */
  | { kind: 'active'; daysLeft: number | null; renewSoon: boolean };

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));

export function membershipStanding(membership: OwnMembership['membership'], today: string): MembershipStanding {
  if (!membership) return { kind: 'none' };
  if (membership.status !== 'active') return { kind: membership.status };
  if (!membership.valid_to) return { kind: 'active', daysLeft: null, renewSoon: false };
  const daysLeft = daysBetween(today, membership.valid_to);
  if (daysLeft < 0) return { kind: 'expired', daysAgo: -daysLeft };
  return { kind: 'active', daysLeft, renewSoon: daysLeft <= MEMBERSHIP_RENEWAL_NOTICE_DAYS };
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The standing in a few words: "Expires in 12 days", "Expired 3 days ago", "Lapsed". */
export function membershipStandingText(standing: MembershipStanding): string {
  switch (standing.kind) {
    case 'none':
      return 'Not a member';
    case 'applicant':
      return 'Application under review';
    case 'suspended':
      return 'Suspended';
    case 'lapsed':
      return 'Lapsed';
    case 'expired':
      return `Expired ${days(standing.daysAgo)} ago`;
    case 'active':
      if (standing.daysLeft === null) return 'Active';
      return standing.daysLeft === 0 ? 'Expires today' : `Expires in ${days(standing.daysLeft)}`;
  }
}
