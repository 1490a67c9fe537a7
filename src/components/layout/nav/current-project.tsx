import { Box, Container, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { LuFolderOpen, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useRecentProjects } from '@/lib/recent-projects/recent-projects-provider';
import type { RecentProject } from '@/lib/recent-projects/recent-projects-state';
import { HEADER_CONTROL_SIZE } from './control-size';
import type { NavModel } from './nav-types';
import { APP_WIDTH } from '@/components/layout/app-width';

export const UNSET_CURRENT_PROJECT_LABEL = 'Unset current project';

/** "Current project: BC-26-0142 — Harbour Tower" ("Current project: BC-26-0142" until its name is known). */
export function currentProjectText(project: Pick<RecentProject, 'project_code' | 'project_name'>): string {
  return `Current project: ${project.project_code}${project.project_name ? ` — ${project.project_name}` : ''}`;
}

/**
 * The current project from the recent-projects state, under the bar: a link to
 * it and a button to unset it. Nothing when no project is current.
 */
export function CurrentProjectBar({ projectHref }: { projectHref: NavModel['currentProjectHref'] }) {
  const { currentProject, setCurrentProject } = useRecentProjects();
  if (!currentProject || !projectHref) return null;
  const text = currentProjectText(currentProject);
  return (
    <Box borderTopWidth="1px" bg="bg.subtle">
      <Container maxW={APP_WIDTH}>
        <HStack gap="2" py="1" minH="9" fontSize="sm">
          <LuFolderOpen aria-hidden="true" />
          <Link asChild colorPalette="blue" fontWeight="medium" truncate lineHeight={{ base: '2.75rem', md: 'normal' }}>
            <RouterLink to={projectHref(currentProject)}>{text}</RouterLink>
          </Link>
          {currentProject.company_name && (
            <Text color="fg.muted" truncate hideBelow="sm">
              {currentProject.company_name}
            </Text>
          )}
          <IconButton
            variant="ghost"
            // 44 px to touch on a phone.
            size={{ base: HEADER_CONTROL_SIZE.base, md: '2xs' }}
            aria-label={UNSET_CURRENT_PROJECT_LABEL}
            onClick={() => setCurrentProject(null)}
            ms="auto"
          >
            <LuX />
          </IconButton>
        </HStack>
      </Container>
    </Box>
  );
}
