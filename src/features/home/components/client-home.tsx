import { Container, Heading, Text } from '@chakra-ui/react';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { QuickLinks, type HomeLink } from './quick-links';
import { firstNameOf } from '@/lib/auth/display-name';

/** The client home. Open requests, reports and messages arrive here in a later issue. */
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
    </Container>
  );
}
