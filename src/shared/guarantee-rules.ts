/*
 * Guarantee eligibility (docs/business-rules.md, Guarantees), in one place: a project's guarantee
 * may be issued when the final inspection is published, every deficiency is closed (void ones
 * aside: src/shared/deficiency-rules.ts, GUARANTEE_CLEAR_STATUSES), every billing stage and invoice is paid
 * and the painting contractor's membership is active. A pure function of the project's facts, so
 * the server's answer, the screen and the tests agree.
 */
import { GUARANTEE_BLOCKING_STATUS_WORDS, type GuaranteeBlockingStatus } from './deficiency-rules';

/** A guarantee runs this many months from its start. */
export const GUARANTEE_TERM_MONTHS = 24;

export const GUARANTEE_CHECKS = ['final_inspection_published', 'deficiencies_resolved', 'billing_paid', 'contractor_membership_active', 'not_yet_issued'] as const;
export type GuaranteeCheck = (typeof GUARANTEE_CHECKS)[number];

export const GUARANTEE_CHECK_LABELS: Record<GuaranteeCheck, string> = {
  final_inspection_published: 'Final inspection report published',
  deficiencies_resolved: 'Every deficiency closed',
  billing_paid: 'Every billing stage and invoice paid',
  contractor_membership_active: 'Painting contractor membership active',
  not_yet_issued: 'No guarantee issued yet',
};

/** How many of the project's deficiencies are in each status that blocks the guarantee. */
export type BlockingDeficiencies = Partial<Record<GuaranteeBlockingStatus, number>>;

export interface GuaranteeFacts {
  finalInspectionPublished: boolean;
  /** Deficiencies not closed (nor void), by status; empty when none. */
  blockingDeficiencies: BlockingDeficiencies;
  /** How many of those are archived (they still block: archiving does not change a status). */
  blockingArchived: number;
  /** Billing stages not paid (void stages are not counted). */
  unpaidBillingStages: number;
  /** Issued invoices of travel alone (no stage on them) not paid yet. */
  unpaidTravelInvoices: number;
  /** The painting contractor on the project, or null when none is recorded. */
  contractor: { name: string; membershipStatus: string | null; membershipValidTo: string | null } | null;
  alreadyIssued: boolean;
}

export interface GuaranteeCheckResult {
  check: GuaranteeCheck;
  label: string;
  ok: boolean;
  /** What is missing, when not ok. */
  detail: string | null;
}

export interface GuaranteeEligibility {
  eligible: boolean;
  checks: GuaranteeCheckResult[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 deficiencies are not closed: 1 open, 2 verified but not yet closed. Close each one, or void it if it is not a defect." */
function deficiencyProblem(blocking: BlockingDeficiencies, archived: number): string | null {
  const parts = (Object.keys(GUARANTEE_BLOCKING_STATUS_WORDS) as GuaranteeBlockingStatus[])
    .filter((status) => (blocking[status] ?? 0) > 0)
    .map((status) => ({ count: blocking[status]!, words: GUARANTEE_BLOCKING_STATUS_WORDS[status] }));
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  if (total === 0) return null;
  const breakdown = parts.map((part) => `${part.count} ${part.words}`).join(', ');
  const filed = archived > 0 ? ` (${archived} of them archived: see the Archived tab of deficiency tracking)` : '';
  return `${plural(total, 'deficiency is', 'deficiencies are')} not closed: ${breakdown}${filed}. Close each one, or void it if it is not a defect.`;
}

function contractorProblem(contractor: GuaranteeFacts['contractor'], today: string): string | null {
  if (!contractor) return 'No painting contractor is recorded on the project.';
  if (contractor.membershipStatus !== 'active') {
    return `${contractor.name} is not an active member (membership ${contractor.membershipStatus ?? 'none'}).`;
  }
  if (contractor.membershipValidTo && contractor.membershipValidTo < today) {
    return `${contractor.name}'s membership expired on ${contractor.membershipValidTo}.`;
  }
  return null;
}

function billingProblem({ unpaidBillingStages, unpaidTravelInvoices }: GuaranteeFacts): string | null {
  const unpaid = [
    unpaidBillingStages > 0 ? `${plural(unpaidBillingStages, 'billing stage is', 'billing stages are')} not paid.` : null,
    unpaidTravelInvoices > 0 ? `${plural(unpaidTravelInvoices, 'travel invoice is', 'travel invoices are')} not paid.` : null,
  ].filter((text) => text !== null);
  return unpaid.length ? unpaid.join(' ') : null;
}

/** Every check with what is missing; `today` is `YYYY-MM-DD`. */
export function guaranteeEligibility(facts: GuaranteeFacts, today: string): GuaranteeEligibility {
  const problems: Record<GuaranteeCheck, string | null> = {
    final_inspection_published: facts.finalInspectionPublished ? null : 'The final inspection report is not published.',
    deficiencies_resolved: deficiencyProblem(facts.blockingDeficiencies, facts.blockingArchived),
    billing_paid: billingProblem(facts),
    contractor_membership_active: contractorProblem(facts.contractor, today),
    not_yet_issued: facts.alreadyIssued ? 'A guarantee has already been issued for this project.' : null,
  };
  const checks = GUARANTEE_CHECKS.map((check) => ({ check, label: GUARANTEE_CHECK_LABELS[check], ok: problems[check] === null, detail: problems[check] }));
  return { eligible: checks.every((item) => item.ok), checks };
}

/** The expiry date (`YYYY-MM-DD`) of a guarantee starting on `start`: the day before the same date `months` later (29 Feb starts end on 28 Feb). */
export function guaranteeExpiry(start: string, months = GUARANTEE_TERM_MONTHS): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, day));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export const GUARANTEE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

/** A stored guarantee is active or revoked; an active one past its expiry date reads as expired. */
export const guaranteeStatusOn = (stored: 'active' | 'revoked', expiresOn: string, today: string): GuaranteeStatus =>
  stored === 'revoked' ? 'revoked' : expiresOn < today ? 'expired' : 'active';
