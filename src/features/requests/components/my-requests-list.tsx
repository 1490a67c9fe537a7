import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import type { RequestType } from '@/shared/schemas/requests';
import { useMyRequests } from '@/lib/api/requests/get-requests';
import { useRequestListInAddress } from '../request-list-params';
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
 * The signed-in user's requests (a Client's company's, an Admin's everyone's; the server enforces
 * it) with filters, search and sort, paged by the server; each page seen is kept on this device,
 * so it opens offline and says when it was fetched.
 */
export function MyRequestsList({ label, type, requestHref, newRequestHref }: MyRequestsListProps) {
  const list = useRequestListInAddress(type);
  const answer = useMyRequests(list.query, list.ready);
  return (
    <RequestsTable
      label={label}
      list={list}
      answer={answer}
      fixedType={type}
      rowHref={(row) => requestHref(row.id)}
      csvFileName={label.toLowerCase().replace(/\W+/g, '-')}
      emptyState={
        <EmptyState
          title="No requests yet"
          description="The requests you make show here with their status."
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
      }
    />
  );
}
