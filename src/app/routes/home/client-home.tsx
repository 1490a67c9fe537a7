import { Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { UpcomingInspections } from '@/features/inspections/components/upcoming-inspections';
import { MembershipSummary } from '@/features/membership/components/membership-summary';
import { useUnreadMessages } from '@/features/messages/hooks/use-unread-messages';
import { LatestReports } from '@/features/reports/components/project-reports';
import { useMyOpenRequests } from '@/lib/api/requests/get-requests';
import { useAuth } from '@/lib/auth/use-auth';
import { firstNameOf } from '@/lib/auth/display-name';
import { can } from '@/shared/auth/permissions';
import { HOME_HREFS } from '@/features/home/home-hrefs';
import { QuickLinks, type HomeLink } from '@/features/home/components/quick-links';
import { RequestActions } from '@/features/home/components/request-actions';
import { WorkCounts, type WorkCount } from '@/features/home/components/work-counts';
import { OpenRequests } from '@/features/requests/components/open-requests';
import { APP_WIDTH } from '@/components/layout/app-width';
import { paths } from '../../paths';
import { HOME_INTROS, HomeIntro } from './home-intro';

/**
 * The client home, phone first: the request forms at the top (a new client has nothing else to
 * do here yet), then the counts, the open requests, the coming inspections, the latest reports
 * (each empty list said in one line) and the membership, and the other links last. Composed
 * here from the features' pieces (docs/architecture.md).
 */
export function ClientHome({ actions, links }: { actions: readonly HomeLink[]; links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  const openRequests = useMyOpenRequests();
  const unread = useUnreadMessages();
  const allowed = (link: HomeLink) => link.permission === 'signedIn' || can(role, link.permission);
  const counts: WorkCount[] = [
    { label: 'Open requests', count: openRequests.data?.total, href: HOME_HREFS.myRequests, description: 'Submitted, in review or waiting for you.', needsAction: false },
    ...(can(role, 'clientUnreadMessages')
      ? [{ label: 'Unread messages', count: unread, href: HOME_HREFS.mailbox, description: 'Messages from our office.', needsAction: true }]
      : []),
  ];
  return (
    <Container maxW={APP_WIDTH} py={HOME_INTROS.client.py}>
      <HomeIntro kind="client" greeting={name ? `Welcome, ${name}.` : null} />
      <Stack gap={{ base: '8', md: '10' }} mt="6">
        <RequestActions actions={actions.filter(allowed)} />
        <WorkCounts title="At a glance" headingId="at-a-glance-heading" counts={counts} columns={2} pairOnPhone />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <OpenRequests query={openRequests} requestHref={HOME_HREFS.myRequest} allHref={HOME_HREFS.myRequests} />
          <UpcomingInspections projectHref={(code) => paths.myProject.getHref(code)} />
          <LatestReports />
          {can(role, 'ownMembership') && <MembershipSummary detailsHref={HOME_HREFS.membership} />}
        </SimpleGrid>
      </Stack>
      <QuickLinks links={links.filter(allowed)} />
    </Container>
  );
}
