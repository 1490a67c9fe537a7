import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { UpcomingInspections } from '@/features/inspections/components/upcoming-inspections';
import { MembershipSummary } from '@/features/membership/components/membership-summary';
import { useUnreadMessages } from '@/features/messages/hooks/use-unread-messages';
import { LatestReports } from '@/features/reports/components/project-reports';
import { useMyOpenRequests } from '@/features/requests/api/get-requests';
import { useAuth } from '@/lib/auth/use-auth';
import { firstNameOf } from '@/lib/auth/display-name';
import { can } from '@/shared/auth/permissions';
import { HOME_HREFS } from '../home-hrefs';
import { OpenRequests } from './open-requests';
import { QuickLinks, type HomeLink } from './quick-links';
import { WorkCounts, type WorkCount } from './work-counts';
import { APP_WIDTH } from '@/components/layout/app-width';

/**
 * The client home: unread messages and open requests at a glance, the membership standing, the
 * open requests with their status, the coming inspections of the company's projects, the latest
 * published reports and the quick links to the forms.
 */
export function ClientHome({ links }: { links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  const openRequests = useMyOpenRequests();
  const unread = useUnreadMessages();
  const counts: WorkCount[] = [
    { label: 'Open requests', count: openRequests.data?.total, href: HOME_HREFS.myRequests, description: 'Submitted, under review or waiting for your answer.', needsAction: false },
    ...(can(role, 'clientUnreadMessages')
      ? [{ label: 'Unread messages', count: unread, href: HOME_HREFS.mailbox, description: 'Messages from our office.', needsAction: true }]
      : []),
  ];
  return (
    <Container maxW={APP_WIDTH} py="8">
      <Heading as="h1" size="2xl">
        Client Dashboard
      </Heading>
      <Text color="fg.muted" mt="2">
        {name ? `Welcome, ${name}. ` : ''}Your open requests, upcoming inspections, latest reports and messages from our office.
      </Text>
      <Stack gap="10" mt="8">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="stretch">
          <Box gridColumn={{ md: 'span 2' }}>
            <WorkCounts title="At a glance" headingId="at-a-glance-heading" counts={counts} columns={2} />
          </Box>
          {can(role, 'ownMembership') && <MembershipSummary detailsHref={HOME_HREFS.membership} />}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <OpenRequests query={openRequests} />
          <UpcomingInspections />
          <LatestReports />
        </SimpleGrid>
      </Stack>
      <QuickLinks links={links.filter((link) => link.permission === 'signedIn' || can(role, link.permission))} />
    </Container>
  );
}
