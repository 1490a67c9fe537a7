import { Container, Heading, Text } from '@chakra-ui/react';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { QuickLinks, type HomeLink } from './quick-links';
import { firstNameOf } from '@/lib/auth/display-name';

/** The staff home (Admin and Inspector). Today's work arrives here in a later issue. */
export function StaffHome({ links }: { links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl">
        Staff Dashboard
      </Heading>
      <Text color="fg.muted" mt="2">
        {name ? `Welcome back, ${name}. ` : ''}Your inspections, deficiencies needing action and projects waiting for
        review will be summarised here.
      </Text>
      <QuickLinks links={links.filter((link) => can(role, link.permission))} />
    </Container>
  );
}
