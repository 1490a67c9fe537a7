import { Badge } from '@chakra-ui/react';
import { PROJECT_STATUS_LABELS, type ProjectStatus, type ReviewStatus } from '@/shared/schemas/projects-values';

const STATUS_PALETTE: Record<ProjectStatus, string> = { active: 'green', on_hold: 'orange', completed: 'blue', closed: 'gray', cancelled: 'red' };
const REVIEW_PALETTE: Record<ReviewStatus, string> = { Pending: 'orange', 'In review': 'purple', Approved: 'green', 'Changes requested': 'red' };

/** A project's status in words (colour only repeats it). */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A project's review status in words. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge colorPalette={REVIEW_PALETTE[status]} variant="outline">
      {status}
    </Badge>
  );
}
