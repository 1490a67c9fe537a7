import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import type { Submittal } from '@/shared/schemas/submittals';
import { SUBMITTAL_KIND_LABELS } from '@/shared/schemas/submittals-values';
import { needsResubmission, resubmitLink } from '../submittal-form-model';
import { DecisionBadge } from './decision-badge';
import { LineReviewForm } from './line-review-form';

/**
 * One submittal: its lines with the products and decisions; reviewers decide each line here, and
 * a client resubmits one with lines to revise.
 */
export function SubmittalCard({ submittal, canReview, canResubmit = false }: { submittal: Submittal; canReview: boolean; canResubmit?: boolean }) {
  const headingId = useId();
  const resubmit = canResubmit && needsResubmission(submittal) ? resubmitLink(submittal) : null;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="5">
      <Flex justify="space-between" gap="3" wrap="wrap" mb="2">
        <Heading as="h3" size="md" id={headingId}>
          {submittal.project_code} · Submittal {submittal.submittal_no} ({SUBMITTAL_KIND_LABELS[submittal.kind]})
        </Heading>
        <DecisionBadge status={submittal.status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {submittal.project_name}
        {submittal.company_name ? ` · ${submittal.company_name}` : ''} · sent by {submittal.submitted_by_name} on{' '}
        {formatDate(submittal.created_at)}
      </Text>
      {submittal.notes && <Text mb="4">{submittal.notes}</Text>}
      <Stack as="ol" gap="4" listStyleType="none" ps="0">
        {submittal.lines.map((line) => (
          <Box as="li" key={line.id} borderTopWidth="1px" pt="3" aria-label={`Line ${line.seq}: ${line.surface}`}>
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Box>
                <Text fontWeight="medium">
                  {line.seq}. {line.surface} — {line.mpi_system}
                </Text>
                <Text fontSize="sm">
                  MPI {line.product.mpi_no} · {line.product.name} ({line.product.manufacturer}, {line.product.product_code})
                </Text>
              </Box>
              <DecisionBadge status={line.decision} />
            </Flex>
            {line.comment && (
              <Text fontSize="sm" mt="1">
                Comment: {line.comment}
              </Text>
            )}
            {line.decided_by_name && line.decided_at && (
              <Text fontSize="xs" color="fg.muted">
                Decided by {line.decided_by_name} on {formatDate(line.decided_at)}
              </Text>
            )}
            {canReview && (
              <Box mt="3">
                <LineReviewForm submittalId={submittal.id} line={line} />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {resubmit && (
        <Button asChild size="sm" colorPalette="blue" mt="4">
          <RouterLink to={resubmit.to} state={resubmit.state}>
            Resubmit submittal {submittal.submittal_no}
          </RouterLink>
        </Button>
      )}
    </Box>
  );
}
