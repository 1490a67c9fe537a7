import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { MyRequestsList } from '@/features/requests/components/my-requests-list';
import { RequestForm } from '@/features/requests/components/request-form';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import type { RequestType } from '@/shared/schemas/requests';
import { paths, type PathKey } from '../../paths';
import { RoutePage } from '../route-page';

const NOUNS: Record<Exclude<RequestType, 'inspection'>, string> = { specification: 'specification', consultation: 'consultation' };

/**
 * `/specifications` and `/consultations`: the client's requests of that kind, and (the menu's
 * "Request Specification" and "Request Consultation" lead here) the form for a new one above them.
 */
export function KindRequestsPage({ pathKey, type }: { pathKey: PathKey; type: Exclude<RequestType, 'inspection'> }) {
  const { role } = useAuth();
  const formId = useId();
  const listId = useId();
  const noun = NOUNS[type];
  const canRequest = can(role, 'requestForms');
  return (
    <RoutePage pathKey={pathKey}>
      <Stack gap="10">
        {canRequest && (
          <Box as="section" aria-labelledby={formId}>
            <Heading as="h2" id={formId} size="xl" mb="4">
              New {noun} request
            </Heading>
            <RequestForm type={type} headingLevel={3} requestHref={(id) => paths.myRequest.getHref(id)} myRequestsHref={paths.myRequests.getHref()} />
          </Box>
        )}
        <Box as="section" aria-labelledby={listId}>
          <Heading as="h2" id={listId} size="xl" mb="4">
            {canRequest ? `Your ${noun} requests` : `${noun[0]!.toUpperCase()}${noun.slice(1)} requests`}
          </Heading>
          <MyRequestsList label={paths[pathKey].title} type={type} requestHref={(id) => paths.myRequest.getHref(id)} />
        </Box>
      </Stack>
    </RoutePage>
  );
}
