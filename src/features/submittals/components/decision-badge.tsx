import { Badge } from '@chakra-ui/react';
import { SUBMITTAL_STATUS_LABELS, type SubmittalStatus } from '@/shared/schemas/submittals-values';

const PALETTE: Record<SubmittalStatus, string> = {
  submitted: 'gray',
  under_review: 'blue',
  approved: 'green',
  approved_as_noted: 'teal',
  revise_and_resubmit: 'orange',
  rejected: 'red',
};

/** A submittal status or a line decision (null: not decided yet). */
export function DecisionBadge({ status }: { status: SubmittalStatus | null }) {
  if (!status) return <Badge colorPalette="gray">Awaiting review</Badge>;
  return <Badge colorPalette={PALETTE[status]}>{SUBMITTAL_STATUS_LABELS[status]}</Badge>;
}
