import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button';
import { EmptyLine } from '@/components/feedback/empty-line';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { UPCOMING_INSPECTIONS } from '@/shared/constants';
import { formatDateTime } from '@/shared/format/date';
import type { UpcomingInspection } from '@/shared/schemas/inspections';
import { INSPECTION_STAGE_LABELS } from '@/shared/schemas/inspections-values';
import { useUpcomingInspections } from '@/lib/api/inspections/get-inspections';
import { visitName } from '../inspection-model';
import { useDeferredData } from '@/lib/api/use-deferred-data';

function UpcomingVisit({ visit, projectHref }: { visit: UpcomingInspection; projectHref?: (code: string) => string }) {
  const title = `${visit.project_code} ${visit.project_name}`;
  return (
    <HStack as="li" aria-label={`${visit.project_code}: ${visitName(visit)}`} justify="space-between" align="start" wrap="wrap" gap="2" borderWidth="1px" borderRadius="md" px="4" py="2">
      <Box minW="0">
        <Text fontWeight="semibold">
          {projectHref ? (
            <Link asChild colorPalette="blue">
              <RouterLink to={projectHref(visit.project_code)}>{title}</RouterLink>
            </Link>
          ) : (
            title
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {INSPECTION_STAGE_LABELS[visit.stage]} · {visit.inspector_name ? `Inspector: ${visit.inspector_name}` : 'Inspector to be confirmed'}
        </Text>
      </Box>
      <Stack gap="2" align={{ base: 'start', sm: 'end' }}>
        <Text fontSize="sm" fontWeight="medium">
          {formatDateTime(visit.scheduled_at)}
        </Text>
        <AddToCalendarButton visit={visit} area="client" name={`${visit.project_code}: ${visitName(visit)}`} />
      </Stack>
    </HStack>
  );
}

/**
 * The client home's "Upcoming inspections": the scheduled visits of the company's projects in the
 * next two weeks, kept offline; each project links to `projectHref` when given.
 */
export function UpcomingInspections({ projectHref }: { projectHref?: (code: string) => string }) {
  const query = useUpcomingInspections();
  const visits = useDeferredData(query)?.data;
  let body;
  if (query.isError && !visits) body = <ErrorState title="Could not load the upcoming inspections" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!visits) body = <LoadingSpinner label="Loading the upcoming inspections" query={query} variant="short" />;
  else if (!visits.length) {
    body = <EmptyLine title="No inspections coming up" description={`Visits on your projects in the next ${UPCOMING_INSPECTIONS.days} days show here.`} />;
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none" m="0">
        {visits.map((visit) => (
          <UpcomingVisit key={visit.id} visit={visit} projectHref={projectHref} />
        ))}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="upcoming-inspections-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id="upcoming-inspections-heading">
          Upcoming inspections
        </Heading>
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      </HStack>
      {body}
    </Box>
  );
}
