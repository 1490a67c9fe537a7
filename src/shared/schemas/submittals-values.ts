/*
 * The zod-free part of src/shared/schemas/submittals.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

import { SUBMITTAL_DOCUMENTS_MAX } from '../uploads-values';

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

/** A project takes submittals (and resubmissions) while it is under way. */
export const SUBMITTABLE_PROJECT_STATUSES = ['active', 'on_hold'] as const;

/** Submittals waiting for a decision: the staff's review queue. */
export const OPEN_SUBMITTAL_STATUSES = ['submitted', 'under_review'] as const satisfies readonly SubmittalStatus[];

/** A submittal list's status choice: one status, every undecided one, or all. */
export const SUBMITTAL_STATUS_CHOICES = ['all', 'open', ...SUBMITTAL_STATUSES] as const;
export type SubmittalStatusChoice = (typeof SUBMITTAL_STATUS_CHOICES)[number];

export const SUBMITTALS_PAGE_SIZES = [10, 20, 50] as const;
export const SUBMITTALS_PAGE_SIZE_DEFAULT = 20;
export const SUBMITTALS_PAGE_SIZE_MAX = 50;

export const SUBMITTAL_MESSAGES = {
  projectRequired: 'Choose a project',
  surfaceRequired: 'Name the surface or area',
  systemRequired: 'Give the MPI system (e.g. INT 9.2A)',
  productRequired: 'Choose a product',
  linesRequired: 'Add at least one line',
  commentRequired: 'Explain the decision in a comment',
  projectUnavailable: 'There is no such project for your company.',
  productUnavailable: 'A chosen product is not on the approved list.',
  tooManyDocuments: `Attach at most ${SUBMITTAL_DOCUMENTS_MAX} documents.`,
  documentUnavailable: 'A document was not found, is not yours, or is attached elsewhere. Upload it again.',
  submitted: (project: string) => `Submittal sent for ${project}`,
} as const;

export const SUBMITTAL_LINES_MAX = 50;
