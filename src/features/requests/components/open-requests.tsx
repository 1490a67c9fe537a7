import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyLine } from '@/components/feedback/empty-line';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import type { RequestsListResponse } from '@/shared/schemas/requests';
import { REQUEST_TYPE_LABELS } from '@/shared/schemas/requests-values';
import { RequestStatusBadge } from './request-status-badge';

/**
 * The client home's "My open requests": the newest open requests of the company with their status,
 * each linking to `requestHref(id)`, then a link to all of them (`allHref`).
 */
export function OpenRequests({ query, requestHref, allHref }: { query: UseQueryResult<RequestsListResponse>; requestHref: (id: string) => string; allHref: string }) {
  const open = query.data?.data;
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading your requests" />;
  else if (query.isError && !open) body = <ErrorState title="Could not load your requests" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!open?.length) body = <EmptyLine title="No open requests" description="Requests you send show here with their status." />;
  else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none" m="0">
        {open.map((request) => (
          <HStack as="li" key={request.id} borderWidth="1px" borderRadius="md" px="4" py="2" justify="space-between" wrap="wrap" gap="2">
            <Box>
              <Link asChild colorPalette="blue" fontWeight="semibold">
                <RouterLink to={requestHref(request.id)}>{request.request_no}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {REQUEST_TYPE_LABELS[request.type]} · {request.project_name}
              </Text>
            </Box>
            <RequestStatusBadge status={request.status} />
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="open-requests-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id="open-requests-heading">
          My open requests
        </Heading>
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      </HStack>
      {body}
      <Link asChild colorPalette="blue" fontSize="sm" mt="3">
        <RouterLink to={allHref}>All my requests</RouterLink>
      </Link>
    </Box>
  );
}
