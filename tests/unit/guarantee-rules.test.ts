import { describe, expect, it } from 'vitest';
import { guaranteeEligibility, guaranteeExpiry, guaranteeStatusOn, type GuaranteeCheck, type GuaranteeFacts } from '../../src/shared/guarantee-rules';

const today = '2026-11-23';
const activeContractor = { name: 'Brushworks Painting', membershipStatus: 'active', membershipValidTo: '2027-03-31' };
const eligible: GuaranteeFacts = { finalInspectionPublished: true, unresolvedDeficiencies: 0, unpaidBillingStages: 0, contractor: activeContractor, alreadyIssued: false };

describe('guaranteeEligibility', () => {
  it('is eligible when every condition holds', () => {
    const result = guaranteeEligibility(eligible, today);
    expect(result.eligible).toBe(true);
    expect(result.checks.every((check) => check.ok && check.detail === null)).toBe(true);
  });

  const cases: Array<[string, Partial<GuaranteeFacts>, GuaranteeCheck, string]> = [
    ['final inspection not published', { finalInspectionPublished: false }, 'final_inspection_published', 'The final inspection report is not published.'],
    ['one unresolved deficiency', { unresolvedDeficiencies: 1 }, 'deficiencies_resolved', '1 deficiency is not resolved.'],
    ['three unresolved deficiencies', { unresolvedDeficiencies: 3 }, 'deficiencies_resolved', '3 deficiencies are not resolved.'],
    ['one unpaid billing stage', { unpaidBillingStages: 1 }, 'billing_paid', '1 billing stage is not paid.'],
    ['no contractor recorded', { contractor: null }, 'contractor_membership_active', 'No painting contractor is recorded on the project.'],
    ['contractor lapsed', { contractor: { ...activeContractor, membershipStatus: 'lapsed' } }, 'contractor_membership_active', 'Brushworks Painting is not an active member (membership lapsed).'],
    ['contractor never a member', { contractor: { ...activeContractor, membershipStatus: null } }, 'contractor_membership_active', 'Brushworks Painting is not an active member (membership none).'],
    ['membership ended yesterday', { contractor: { ...activeContractor, membershipValidTo: '2026-11-22' } }, 'contractor_membership_active', "Brushworks Painting's membership expired on 2026-11-22."],
    ['already issued', { alreadyIssued: true }, 'not_yet_issued', 'A guarantee has already been issued for this project.'],
  ];
  it.each(cases)('%s: not eligible, says what is missing', (_name, facts, failing, detail) => {
    const result = guaranteeEligibility({ ...eligible, ...facts }, today);
    expect(result.eligible).toBe(false);
    expect(result.checks.filter((check) => !check.ok)).toEqual([expect.objectContaining({ check: failing, detail })]);
  });

  it('accepts a membership valid through today and one without an end date', () => {
    expect(guaranteeEligibility({ ...eligible, contractor: { ...activeContractor, membershipValidTo: today } }, today).eligible).toBe(true);
    expect(guaranteeEligibility({ ...eligible, contractor: { ...activeContractor, membershipValidTo: null } }, today).eligible).toBe(true);
  });

  it('lists every missing condition at once', () => {
    const result = guaranteeEligibility({ finalInspectionPublished: false, unresolvedDeficiencies: 2, unpaidBillingStages: 2, contractor: null, alreadyIssued: false }, today);
    expect(result.checks.filter((check) => !check.ok).map((check) => check.check)).toEqual([
      'final_inspection_published',
      'deficiencies_resolved',
      'billing_paid',
      'contractor_membership_active',
    ]);
  });
});

describe('guaranteeExpiry and status', () => {
  it.each([
    ['2026-11-23', '2028-11-22'],
    ['2026-01-01', '2027-12-31'],
    ['2028-02-29', '2030-02-28'],
    ['2026-03-01', '2028-02-29'],
  ])('a 24-month guarantee from %s ends on %s', (start, end) => {
    expect(guaranteeExpiry(start)).toBe(end);
  });

  it('reads expired after the expiry date, revoked whatever the date', () => {
    expect(guaranteeStatusOn('active', '2028-11-22', '2028-11-22')).toBe('active');
    expect(guaranteeStatusOn('active', '2028-11-22', '2028-11-23')).toBe('expired');
    expect(guaranteeStatusOn('revoked', '2028-11-22', '2026-01-01')).toBe('revoked');
  });
});
