import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { SUBMITTAL_FORM_PATH } from '@/lib/api/submittals/submittal-actions';
// Types only: zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { Submittal, SubmittalLineInput } from '@/shared/schemas/submittals';
import type { LineDecision } from '@/shared/schemas/submittals-values';
import type { z } from '@/shared/zod';
import type { submittalFormSchema } from './submittal-form-schema';

/** The submittal form as typed: the body's `document_ids` wait on this device as `documents`. */
export type SubmittalFormValues = z.input<typeof submittalFormSchema>;

/** What the form's schema answers: the values checked (notes may be left out). */
export type SubmittalFormOutput = z.output<typeof submittalFormSchema>;

export const EMPTY_LINE: SubmittalLineInput = { surface: '', mpi_system: '', product_id: '' };
export const EMPTY_SUBMITTAL: SubmittalFormValues = { project_id: '', kind: 'product', notes: '', lines: [EMPTY_LINE], documents: [] };

export const submittalResolver = lazyZodResolver<SubmittalFormValues, SubmittalFormOutput>(() => import('./submittal-form-schema').then((m) => m.submittalFormSchema));

/** The server's `document_ids` issues belong to the form's `documents`. */
export const submittalFieldOf = (field: string) => (field.startsWith('document_ids') ? 'documents' : field);

/** The values a page was opened with (`location.state.draft`: a resubmission, or a refused write to edit). */
export function submittalDraftFrom(state: unknown): SubmittalFormValues | undefined {
  const draft = (state as { draft?: Partial<SubmittalFormValues> } | null)?.draft;
  if (!draft) return undefined;
  return {
    project_id: draft.project_id ?? '',
    kind: draft.kind ?? 'product',
    notes: draft.notes ?? '',
    lines: draft.lines?.length ? draft.lines.map(({ surface, mpi_system, product_id }) => ({ surface, mpi_system, product_id })) : [EMPTY_LINE],
    documents: draft.documents ?? [],
  };
}

/** Decisions that ask for another submittal: the product must change (docs/business-rules.md, Submittals). */
const TO_RESUBMIT: readonly LineDecision[] = ['revise_and_resubmit', 'rejected'];

/** Whether a submittal has a line to resubmit. */
export const needsResubmission = (submittal: Pick<Submittal, 'lines'>) =>
  submittal.lines.some((line) => line.decision !== null && TO_RESUBMIT.includes(line.decision));

/**
 * A resubmission: a new submittal for the same project and kind with the lines to revise (surface,
 * MPI system and the product as sent, to change), the decided ones left as they stand.
 */
export function resubmissionOf(submittal: Submittal): SubmittalFormValues {
  const lines = submittal.lines.filter((line) => line.decision !== null && TO_RESUBMIT.includes(line.decision));
  return {
    project_id: submittal.project_id,
    kind: submittal.kind,
    notes: `Resubmission of submittal ${submittal.submittal_no}.`,
    lines: lines.map((line) => ({ surface: line.surface, mpi_system: line.mpi_system, product_id: line.product.id })),
    documents: [],
  };
}

/** Where a Resubmit action goes: the submittal form, opened with the resubmission. */
export const resubmitLink = (submittal: Submittal) => ({ to: SUBMITTAL_FORM_PATH, state: { draft: resubmissionOf(submittal) } });
