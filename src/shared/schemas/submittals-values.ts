/*
 * The zod-free part of src/shared/schemas/submittals.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (issue 12).
 */

export const SUBMITTAL_KINDS = ['product', 'substitution'] as const;
export type SubmittalKind = (typeof SUBMITTAL_KINDS)[number];
export const SUBMITTAL_KIND_LABELS: Record<SubmittalKind, string> = { product: 'Product', substitution: 'Substitution' };

export const LINE_DECISIONS = ['approved', 'approved_as_noted', 'revise_and_resubmit', 'rejected'] as const;
export type LineDecision = (typeof LINE_DECISIONS)[number];
export const LINE_DECISION_LABELS: Record<LineDecision, string> = {
  approved: 'Approved',
  approved_as_noted: 'Approved as noted',
  revise_and_resubmit: 'Revise and resubmit',
  rejected: 'Rejected',
};

export const SUBMITTAL_STATUSES = ['submitted', 'under_review', ...LINE_DECISIONS] as const;
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number];
export const SUBMITTAL_STATUS_LABELS: Record<SubmittalStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  ...LINE_DECISION_LABELS,
};

export const SUBMITTAL_MESSAGES = {
  projectRequired: 'Choose a project',
  surfaceRequired: 'Name the surface or area',
  systemRequired: 'Give the MPI system (e.g. INT 9.2A)',
  productRequired: 'Choose a product',
  linesRequired: 'Add at least one line',
  commentRequired: 'Explain the decision in a comment',
  projectUnavailable: 'There is no such project for your company.',
  productUnavailable: 'A chosen product is not on the approved list.',
  submitted: (project: string) => `Submittal sent for ${project}`,
} as const;

export const SUBMITTAL_LINES_MAX = 50;
