import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useOwnMembership } from '@/lib/api/membership/get-own-membership';
import { useMembershipStanding } from '../use-membership-standing';
import { StandingBadge } from './standing-badge';

/** The client home's membership card: the standing in a few words and a link to the details and how to renew. */
export function MembershipSummary({ detailsHref }: { detailsHref: string }) {
  const query = useOwnMembership();
  const data = query.data?.data;
  const standing = useMembershipStanding(data?.membership);
  return (
    <Box as="section" aria-labelledby="membership-summary-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="membership-summary-heading" mb="2">
        Membership
      </Heading>
      {query.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : query.isError && !data ? (
        <Text color="fg.muted">Could not load your membership.</Text>
      ) : !data?.company || !standing ? (
        <Text color="fg.muted">No company linked to your account.</Text>
      ) : (
        <Text>
          {data.membership?.member_no ? `${data.membership.member_no} · ` : ''}
          <StandingBadge standing={standing} />
        </Text>
      )}
      <Link asChild colorPalette="blue" fontSize="sm" mt="2">
        <RouterLink to={detailsHref}>Membership status and renewal</RouterLink>
      </Link>
    </Box>
  );
}
