import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PersistedList } from '@/components/data-table/persisted-list';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { EmptyState } from '@/components/feedback/empty-state';
import { useClientProjects } from '@/lib/api/client-projects/get-client-projects';
import { PROJECT_STATUS_LABELS } from '@/shared/schemas/projects-values';
import { nextInspectionText } from './next-inspection-text';

/**
 * `/my-projects`: the projects of the client's company as cards (one column on a phone): code,
 * name, status and the next inspection. Kept on the device for reading offline.
 */
export function ClientProjectsList({ projectHref }: { projectHref: (code: string) => string }) {
  const query = useClientProjects();
  const projects = query.data?.data;
  return (
    <PersistedList query={query}>
      {!projects ? (
        <CardSkeleton count={3} label="Loading your projects" query={query} />
      ) : projects.length === 0 ? (
        <EmptyState title="No projects yet" description="When a request of your company becomes a project, it is listed here." />
      ) : (
        <Stack as="ul" listStyleType="none" m="0" gap="3" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
          {projects.map((project) => (
            <Box as="li" key={project.project_code} borderWidth="1px" borderRadius="md" p="4" minW="0">
              <Heading as="h2" size="sm" mb="1">
                <Link asChild colorPalette="blue">
                  <RouterLink to={projectHref(project.project_code)}>
                    {project.project_code} · {project.project_name}
                  </RouterLink>
                </Link>
              </Heading>
              <Badge colorPalette={project.status === 'active' ? 'green' : 'gray'} mb="2">
                {PROJECT_STATUS_LABELS[project.status]}
              </Badge>
              <Text fontSize="sm">
                <Text as="span" color="fg.muted">
                  Next inspection:{' '}
                </Text>
                {nextInspectionText(project.next_inspection)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </PersistedList>
  );
}
