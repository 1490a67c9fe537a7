import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { FactList } from '@/components/ui/fact-list';
import { formatDate, NOT_AVAILABLE } from '@/shared/format/date';
import { MEMBERSHIP_STATUS_LABELS } from '@/shared/schemas/companies-values';
import type { OwnMembership } from '@/shared/schemas/membership';
import { useOwnMembership } from '@/lib/api/membership/get-own-membership';
import { membershipAdvice } from '../membership-advice';
import { useMembershipStanding } from '../use-membership-standing';
import { StandingBadge } from './standing-badge';

/** The contact page with "Contractor membership" chosen as its topic (the form reads `state.draft`). */
const MEMBERSHIP_CONTACT_STATE = { draft: { topic: 'membership' } } as const;

const CONTACT_HREF = '/contact';
const MAILBOX_HREF = '/mailbox';

const dateOrNone = (value: string | null) => (value ? formatDate(value) : NOT_AVAILABLE);

function MembershipFacts({ data }: { data: OwnMembership }) {
  const standing = useMembershipStanding(data.membership)!;
  const advice = membershipAdvice(standing, data.membership);
  const { membership } = data;
  return (
    <Stack gap="4">
      <Text>
        <Text as="span" fontWeight="semibold">
          {data.company!.name}
        </Text>{' '}
        <StandingBadge standing={standing} />
      </Text>
      {membership && (
        <FactList
          items={[
            ['Member number', membership.member_no ?? NOT_AVAILABLE],
            ['Status', MEMBERSHIP_STATUS_LABELS[membership.status]],
            ['Valid from', dateOrNone(membership.valid_from)],
            ['Valid to', dateOrNone(membership.valid_to)],
          ]}
        />
      )}
      <Alert.Root status={advice.urgent ? 'warning' : 'info'} variant="subtle">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Description>{advice.text}</Alert.Description>
          <Box display="flex" gap="3" flexWrap="wrap" alignItems="center">
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={CONTACT_HREF} state={MEMBERSHIP_CONTACT_STATE}>
                {advice.action}
              </RouterLink>
            </Button>
            <Link asChild colorPalette="blue" fontSize="sm">
              <RouterLink to={MAILBOX_HREF}>or write to us from your mailbox</RouterLink>
            </Link>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

/**
 * The signed-in client's membership (the navigation's Membership link): the company's member
 * number, status and term, how long it still runs, and how to join or renew.
 */
export function MembershipStatus() {
  const query = useOwnMembership();
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading your membership" query={query} />;
  else if (query.isError && !query.data) body = <ErrorState title="Could not load your membership" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data.data.company)
    body = (
      <Text>
        Your account is not linked to a company yet, so there is no membership to show.{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={CONTACT_HREF} state={MEMBERSHIP_CONTACT_STATE}>
            Contact us
          </RouterLink>
        </Link>{' '}
        to link it or to apply.
      </Text>
    );
  else body = <MembershipFacts data={query.data.data} />;

  return (
    <Box as="section" aria-labelledby="own-membership-heading" borderWidth="1px" borderRadius="lg" p="5" mb="8">
      <Box display="flex" justifyContent="space-between" gap="2" flexWrap="wrap" mb="3">
        <Heading as="h2" size="lg" id="own-membership-heading">
          Your company&apos;s membership
        </Heading>
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      </Box>
      {body}
    </Box>
  );
}
