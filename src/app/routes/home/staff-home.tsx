import { Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { KeptProjectsSummary } from '@/components/offline/kept-projects-summary';
import { MyWeekInspections } from '@/features/inspections/components/my-week-inspections';
import { useAuth } from '@/lib/auth/use-auth';
import { useKeepWeekProjects } from '@/lib/offline/kept-projects';
import { can } from '@/shared/auth/permissions';
import { firstNameOf } from '@/lib/auth/display-name';
import { HOME_HREFS } from '@/features/home/home-hrefs';
import { QuickLinks, type HomeLink } from '@/features/home/components/quick-links';
import { RecentProjectsList } from '@/features/home/components/recent-projects-list';
import { WorkCounts } from '@/features/home/components/work-counts';
import { useStaffWorkCounts } from './use-staff-work-counts';
import { APP_WIDTH } from '@/components/layout/app-width';
import { HOME_INTROS, HomeIntro } from './home-intro';

/**
 * The staff home (Admin and Inspector): today's work (deficiencies needing action and, for
 * Admins, requests, reviews, invoices and messages waiting), this week's inspections, the recent
 * projects, then the quick links. Opened online, it keeps the week's projects on the device
 * (docs/offline.md, "Projects kept on the device") and says how that goes. Composed here from
 * the features' pieces (docs/architecture.md).
 */
export function StaffHome({ links }: { links: readonly HomeLink[] }) {
  const { role, backendUser, user } = useAuth();
  const name = firstNameOf(backendUser, user);
  const counts = useStaffWorkCounts();
  useKeepWeekProjects();
  return (
    <Container maxW={APP_WIDTH} py={HOME_INTROS.staff.py}>
      <HomeIntro kind="staff" greeting={name ? `Welcome back, ${name}.` : null} />
      <Stack gap="10" mt="8">
        <WorkCounts title="Today's work" headingId="todays-work-heading" counts={counts} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <Stack gap="3">
            <MyWeekInspections />
            <KeptProjectsSummary settingsHref={HOME_HREFS.settings} />
          </Stack>
          <RecentProjectsList />
        </SimpleGrid>
      </Stack>
      <QuickLinks links={links.filter((link) => can(role, link.permission))} />
    </Container>
  );
}
