import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { LatestReports } from '@/features/reports/components/project-reports';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { QuickLinks, type HomeLink } from './quick-links';
import { firstNameOf } from '@/lib/auth/display-name';

/** The client home: quick links and the latest published reports (open requests and messages come later). */
export function ClientHome({ links }: { links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl">
        Client Dashboard
      </Heading>
      <Text color="fg.muted" mt="2">
        {name ? `Welcome, ${name}. ` : ''}Your open requests, latest reports and unread messages will be summarised
        here.
      </Text>
      <QuickLinks links={links.filter((link) => link.permission === 'signedIn' || can(role, link.permission))} />
      <Box mt="10">
        <LatestReports />
      </Box>
    </Container>
  );
}
