import { describe, expect, it } from 'vitest';
import { blocksGuarantee, DEFICIENCY_STATUSES, GUARANTEE_BLOCKING_STATUS_WORDS } from '../../src/shared/deficiency-rules';
import { guaranteeEligibility, guaranteeExpiry, guaranteeStatusOn, type GuaranteeCheck, type GuaranteeFacts } from '../../src/shared/guarantee-rules';

const today = '2026-11-23';
const activeContractor = { name: 'Brushworks Painting', membershipStatus: 'active', membershipValidTo: '2027-03-31' };
const eligible: GuaranteeFacts = {
  finalInspectionPublished: true,
  blockingDeficiencies: {},
  blockingArchived: 0,
  unpaidBillingStages: 0,
  unpaidTravelInvoices: 0,
  contractor: activeContractor,
  alreadyIssued: false,
};

describe('guaranteeEligibility', () => {
  it('is eligible when every condition holds', () => {
    const result = guaranteeEligibility(eligible, today);
    expect(result.eligible).toBe(true);
    expect(result.checks.every((check) => check.ok && check.detail === null)).toBe(true);
  });

  const cases: Array<[string, Partial<GuaranteeFacts>, GuaranteeCheck, string]> = [
    ['final inspection not published', { finalInspectionPublished: false }, 'final_inspection_published', 'The final inspection report is not published.'],
    ['one open deficiency', { blockingDeficiencies: { open: 1 } }, 'deficiencies_resolved', '1 deficiency is not closed: 1 open. Close each one, or void it if it is not a defect.'],
    [
      'verified but not closed',
      { blockingDeficiencies: { verified: 2 } },
      'deficiencies_resolved',
      '2 deficiencies are not closed: 2 verified but not yet closed. Close each one, or void it if it is not a defect.',
    ],
    [
      'every blocking status, some archived',
      { blockingDeficiencies: { disputed: 1, verified: 1, open: 2, notified: 1, ready_for_reinspection: 1 }, blockingArchived: 2 },
      'deficiencies_resolved',
      '6 deficiencies are not closed: 2 open, 1 notified to the responsible company, 1 waiting for reinspection, 1 verified but not yet closed, 1 disputed ' +
        '(2 of them archived: see the Archived tab of deficiency tracking). Close each one, or void it if it is not a defect.',
    ],
    ['one unpaid billing stage', { unpaidBillingStages: 1 }, 'billing_paid', '1 billing stage is not paid.'],
    ['an unpaid travel invoice', { unpaidTravelInvoices: 1 }, 'billing_paid', '1 travel invoice is not paid.'],
    ['unpaid stages and travel invoices', { unpaidBillingStages: 2, unpaidTravelInvoices: 2 }, 'billing_paid', '2 billing stages are not paid. 2 travel invoices are not paid.'],
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

  it('does not count zero entries as blocking', () => {
    expect(guaranteeEligibility({ ...eligible, blockingDeficiencies: { open: 0, verified: 0 } }, today).eligible).toBe(true);
  });

  it('accepts a membership valid through today and one without an end date', () => {
    expect(guaranteeEligibility({ ...eligible, contractor: { ...activeContractor, membershipValidTo: today } }, today).eligible).toBe(true);
    expect(guaranteeEligibility({ ...eligible, contractor: { ...activeContractor, membershipValidTo: null } }, today).eligible).toBe(true);
  });

  it('lists every missing condition at once', () => {
    const result = guaranteeEligibility(
      { finalInspectionPublished: false, blockingDeficiencies: { open: 2 }, blockingArchived: 0, unpaidBillingStages: 2, unpaidTravelInvoices: 0, contractor: null, alreadyIssued: false },
      today,
    );
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

describe('which deficiencies block the guarantee (src/shared/deficiency-rules.ts)', () => {
  it('lets only closed and void through: verified, archived or not, still blocks', () => {
    expect(DEFICIENCY_STATUSES.filter((status) => !blocksGuarantee(status))).toEqual(['closed', 'void']);
    expect(blocksGuarantee('verified')).toBe(true);
    expect(Object.keys(GUARANTEE_BLOCKING_STATUS_WORDS).sort()).toEqual(DEFICIENCY_STATUSES.filter(blocksGuarantee).sort());
  });
});
