import { Badge } from '@chakra-ui/react';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@/shared/schemas/requests-values';

const PALETTE: Record<RequestStatus, string> = {
  submitted: 'blue',
  under_review: 'purple',
  information_requested: 'orange',
  declined: 'red',
  converted: 'green',
};

/** A request's status in words (colour only repeats it). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
