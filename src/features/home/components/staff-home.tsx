import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { MyWeekInspections } from '@/features/inspections/components/my-week-inspections';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { QuickLinks, type HomeLink } from './quick-links';
import { firstNameOf } from '@/lib/auth/display-name';

/** The staff home (Admin and Inspector): this week's inspections, then the quick links. */
export function StaffHome({ links }: { links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl">
        Staff Dashboard
      </Heading>
      <Text color="fg.muted" mt="2">
        {name ? `Welcome back, ${name}. ` : ''}Today&apos;s work: your inspections this week, with deficiencies needing action and
        projects waiting for review to follow.
      </Text>
      <Box mt="8">
        <MyWeekInspections />
      </Box>
      <QuickLinks links={links.filter((link) => can(role, link.permission))} />
    </Container>
  );
}
