import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmationPanel } from '@/components/feedback/confirmation-panel';
import type { RequestSummary } from '@/shared/schemas/requests';

/** What became of a sent request form: with the server (and its number), or waiting on this device. */
export type RequestOutcome = { kind: 'received'; request: RequestSummary } | { kind: 'waiting' };

export const receivedHeading = (requestNo: string) => `Request ${requestNo} received`;
/** What the client is told happens next: contact within 24-48 hours (docs/features.md, requests). */
export const NEXT_STEPS_TEXT = 'What happens next: we will contact you within 24-48 hours. A receipt is on its way to you by e-mail.';
export const WAITING_HEADING = 'Request saved on this device';
// No number yet: the server gives it when the request lands.
export const WAITING_TEXT =
  'It will be sent when you are back online, and gets its request number then. Until then it is listed under changes waiting to sync.';
export const NEW_REQUEST_LABEL = 'Make another request';

export interface RequestConfirmationProps {
  outcome: RequestOutcome;
  headingLevel?: 2 | 3;
  requestHref: (requestId: string) => string;
  myRequestsHref: string;
  /** The empty form again (its own address). */
  newRequestHref: string;
  onNewRequest(): void;
}

/** The confirmation that takes the request form's place once it is sent or saved on this device. */
export function RequestConfirmation({ outcome, headingLevel, requestHref, myRequestsHref, newRequestHref, onNewRequest }: RequestConfirmationProps) {
  const received = outcome.kind === 'received' ? outcome.request : null;
  return (
    <ConfirmationPanel
      // A waiting request that lands gets a new panel, whose heading (now with the number) is said.
      key={received ? received.id : 'waiting'}
      tone={received ? 'sent' : 'waiting'}
      heading={received ? receivedHeading(received.request_no) : WAITING_HEADING}
      headingLevel={headingLevel}
    >
      <Stack gap="4">
        <Text>{received ? NEXT_STEPS_TEXT : WAITING_TEXT}</Text>
        <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild colorPalette="blue">
            {received ? <RouterLink to={requestHref(received.id)}>View request {received.request_no}</RouterLink> : <RouterLink to={myRequestsHref}>My Requests</RouterLink>}
          </Button>
          <Button asChild variant="outline" colorPalette="gray" bg="bg">
            <RouterLink to={newRequestHref} onClick={onNewRequest}>
              {NEW_REQUEST_LABEL}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </ConfirmationPanel>
  );
}
