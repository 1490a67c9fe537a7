import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { projectQueryOptions } from '@/lib/api/projects/projects';
import { useAuth } from '@/lib/auth/use-auth';
import { useOnline } from '@/lib/query/online';
import { can } from '@/shared/auth/permissions';
import { inspectionsQueryOptions, travelFeeSettingsQueryOptions, useInspections } from '@/lib/api/inspections/get-inspections';
import type { InspectionListFilters } from '@/lib/api/inspections/keys';
import { usePendingRecordings } from '@/lib/api/inspections/record-inspection';
import { weekAround } from '../date-time-input';
import { mayRecord } from '../inspection-model';
import { InspectionItem } from './inspection-item';
import { useDeferredData } from '@/lib/api/use-deferred-data';

/**
 * While online, keep on this device what the on-site form of this week's visits needs (each
 * project's page and visits, the travel fee rule), so the inspector can record without a connection.
 */
function usePrepareForSite(projectCodes: readonly string[]) {
  const client = useQueryClient();
  const online = useOnline();
  const key = projectCodes.join('|');
  useEffect(() => {
    if (!online || key === '') return;
    void client.prefetchQuery(travelFeeSettingsQueryOptions());
    for (const code of key.split('|')) {
      void client.prefetchQuery(projectQueryOptions(code));
      void client.prefetchQuery(inspectionsQueryOptions({ project: code }));
    }
  }, [client, online, key]);
}

/**
 * The staff home's "My inspections this week" (an Admin sees every visit of the week), kept on the
 * device: the inspector's list opens offline, and each visit links to its on-site form.
 */
export function MyWeekInspections() {
  const { role, backendUser } = useAuth();
  const everyone = can(role, 'inspectionSchedule');
  const filters = useMemo<InspectionListFilters>(() => ({ ...weekAround(new Date()), ...(everyone ? {} : { inspector: 'me' }) }), [everyone]);
  const query = useInspections(filters);
  const pending = usePendingRecordings();
  const inspections = useDeferredData(query)?.data;
  usePrepareForSite([...new Set((inspections ?? []).filter((item) => item.status === 'scheduled').map((item) => item.project_code))]);
  const title = everyone ? 'Inspections this week' : 'My inspections this week';

  let body;
  if (query.isError && !inspections) body = <ErrorState title="Could not load the inspections" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!inspections) body = <LoadingSpinner label="Loading this week's inspections" query={query} variant="short" />;
  else if (!inspections.length) body = <EmptyState title="No inspections this week" description="Visits scheduled for this week appear here." />;
  else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none" m="0">
        {inspections.map((inspection) => (
          <InspectionItem key={inspection.id} inspection={inspection} showProject canRecord={mayRecord(inspection, role, backendUser?.id)} canChange={can(role, 'inspectionSchedule')} pending={pending.get(inspection.id)} />
        ))}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="week-inspections-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id="week-inspections-heading">
          {title}
        </Heading>
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      </HStack>
      {body}
    </Box>
  );
}
