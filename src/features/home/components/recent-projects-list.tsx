import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { useRecentProjects } from '@/lib/recent-projects/recent-projects-provider';
import { HOME_HREFS } from '../home-hrefs';

/** The staff home's "Recent projects": the projects this user opened last on this device. */
export function RecentProjectsList() {
  const { recentProjects } = useRecentProjects();
  return (
    <Box as="section" aria-labelledby="recent-projects-heading">
      <Heading as="h2" size="md" id="recent-projects-heading" mb="3">
        Recent projects
      </Heading>
      {recentProjects.length === 0 ? (
        <EmptyState title="No recent projects" description="Projects you open appear here, newest first." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0">
          {recentProjects.map((project) => (
            <Box as="li" key={project.project_code} borderWidth="1px" borderRadius="md" px="4" py="2">
              <Link asChild colorPalette="blue" fontWeight="semibold">
                <RouterLink to={HOME_HREFS.project(project.project_code)}>
                  {project.project_code} · {project.project_name}
                </RouterLink>
              </Link>
              {project.company_name && (
                <Text fontSize="sm" color="fg.muted">
                  {project.company_name}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
