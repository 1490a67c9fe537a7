import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import type { RequestType } from '@/shared/schemas/requests';
import { useMyRequests } from '../api/get-requests';
import { filterRequests, type StatusFilter, type TypeFilter } from '../request-list-model';
import { StatusFilterSelect, TypeFilterSelect } from './request-filters';
import { RequestsTable } from './requests-table';

export interface MyRequestsListProps {
  /** The table's accessible name. */
  label: string;
  /** Only this kind (the RFI, specification and consultation lists); no type filter then. */
  type?: RequestType;
  requestHref: (requestId: string) => string;
  /** Where to make a new request (the empty list's call to action). */
  newRequestHref?: string;
}

/**
 * The signed-in user's requests (a Client's company's; the server enforces it) with filters and
 * search; kept on this device, so it opens offline and says when it was fetched.
 */
export function MyRequestsList({ label, type, requestHref, newRequestHref }: MyRequestsListProps) {
  const query = useMyRequests();
  const [typeFilter, setTypeFilter] = useState<TypeFilter>(type ?? 'all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const rows = useMemo(
    () => filterRequests(query.data?.data ?? [], { type: type ?? typeFilter, status: statusFilter }),
    [query.data, type, typeFilter, statusFilter],
  );

  if (query.isError && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Stack gap="2">
      <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      <RequestsTable
        label={label}
        rows={rows}
        loading={query.isPending && query.fetchStatus !== 'paused'}
        hideType={type !== undefined}
        rowHref={(row) => requestHref(row.id)}
        toolbar={
          <Flex gap="3" wrap="wrap">
            {!type && <TypeFilterSelect value={typeFilter} onChange={setTypeFilter} />}
            <StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />
          </Flex>
        }
        emptyState={
          (query.data?.data.length ?? 0) === 0 ? (
            <EmptyState
              title={query.isPending ? 'Not loaded yet' : 'No requests yet'}
              description={query.isPending ? 'Your requests show here once the connection returns.' : 'The requests you make show here with their status.'}
              action={
                newRequestHref && (
                  <Box>
                    <Button asChild colorPalette="blue" size="sm">
                      <RouterLink to={newRequestHref}>Make a request</RouterLink>
                    </Button>
                  </Box>
                )
              }
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
