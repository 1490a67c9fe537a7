import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_RENEWAL_NOTICE_DAYS } from '../../src/shared/constants';
import { daysBetween, membershipStanding, membershipStandingText } from '../../src/shared/membership-rules';

const TODAY = '2026-11-23';
const active = (valid_to: string | null) => ({ member_no: 'M-1', status: 'active' as const, valid_from: '2026-01-01', valid_to });

describe('membership standing', () => {
  it('counts whole calendar days, across month ends', () => {
    expect(daysBetween('2026-11-23', '2026-12-03')).toBe(10);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });

  it('says how long an active term still runs, and when renewal is due', () => {
    expect(membershipStanding(active('2027-06-30'), TODAY)).toEqual({ kind: 'active', daysLeft: 219, renewSoon: false });
    expect(membershipStandingText(membershipStanding(active('2026-12-13'), TODAY))).toBe('Expires in 20 days');
    expect(membershipStanding(active('2026-12-13'), TODAY)).toMatchObject({ renewSoon: true });
    expect(membershipStandingText(membershipStanding(active('2026-11-24'), TODAY))).toBe('Expires in 1 day');
    expect(membershipStandingText(membershipStanding(active(TODAY), TODAY))).toBe('Expires today');
    expect(membershipStandingText(membershipStanding(active(null), TODAY))).toBe('Active');
  });

  it('renews from the notice period on, and not before', () => {
    const edge = new Date(Date.UTC(2026, 10, 23 + MEMBERSHIP_RENEWAL_NOTICE_DAYS)).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.UTC(2026, 10, 24 + MEMBERSHIP_RENEWAL_NOTICE_DAYS)).toISOString().slice(0, 10);
    expect(membershipStanding(active(edge), TODAY)).toMatchObject({ renewSoon: true });
    expect(membershipStanding(active(dayAfter), TODAY)).toMatchObject({ renewSoon: false });
  });

  it('an active status past its end date is expired; other statuses speak for themselves', () => {
    expect(membershipStandingText(membershipStanding(active('2026-11-20'), TODAY))).toBe('Expired 3 days ago');
    expect(membershipStandingText(membershipStanding(null, TODAY))).toBe('Not a member');
    expect(membershipStandingText(membershipStanding({ ...active(null), status: 'lapsed' }, TODAY))).toBe('Lapsed');
    expect(membershipStandingText(membershipStanding({ ...active(null), status: 'suspended' }, TODAY))).toBe('Suspended');
    expect(membershipStanding({ ...active(null), status: 'applicant' }, TODAY)).toEqual({ kind: 'applicant' });
  });
});
