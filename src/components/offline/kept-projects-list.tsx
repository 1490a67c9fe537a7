import { Badge, Box, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { removeKeptProject, useKeptProjects, type DownloadState, type KeptProject } from '@/lib/offline/kept-projects';
import { formatDateTime } from '@/shared/format/date';
import { formatFileSize } from '@/shared/format/file-size';
import { SavingProgress } from './saving-progress';

function stateText(project: KeptProject, download: DownloadState | undefined): string {
  if (download?.status === 'queued') return 'Waiting to be saved';
  if (download?.status === 'saving') return `Saving… ${download.done} of ${download.total}`;
  if (download?.status === 'failed') return `Could not be saved: ${download.error}`;
  return project.savedAt === null ? 'Not saved yet' : `${formatFileSize(project.bytes)} · saved ${formatDateTime(project.savedAt)}`;
}

/**
 * Settings: the projects kept offline for the signed-in user (docs/offline.md, "Projects kept on
 * the device"): each with its size, when it was saved, whether it is kept for this week's visits
 * or was added by hand, and Remove.
 */
export function KeptProjectsList({ projectHref }: { projectHref: (code: string) => string }) {
  const { owner, loaded, projects, downloads } = useKeptProjects();
  if (!loaded) return null;
  if (projects.length === 0) {
    return <Text color="fg.muted">No project is kept offline. An inspector&apos;s projects of the coming week are kept by themselves; others can be added with “Make available offline” on the project page.</Text>;
  }
  const bytes = projects.reduce((sum, project) => sum + project.bytes, 0);
  return (
    <Stack gap="2" w="full">
      <Text>{`Projects kept offline: ${projects.length} · ${formatFileSize(bytes)}`}</Text>
      <List.Root variant="plain" gap="2" aria-label="Projects kept offline">
        {projects.map((project) => {
          const download = downloads[project.code];
          return (
            <List.Item key={project.code} borderWidth="1px" borderRadius="md" px="3" py="2">
              <HStack justify="space-between" gap="2" w="full" wrap="wrap">
                <Box minW="0" flex="1">
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontWeight="medium">
                      <RouterLink to={projectHref(project.code)}>{project.name}</RouterLink>
                    </Link>
                    <Badge variant="surface">{project.code}</Badge>
                    <Badge variant="subtle" colorPalette={project.how === 'week' ? 'blue' : 'gray'}>
                      {project.how === 'week' ? "This week's visits" : 'Added by hand'}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color={download?.status === 'failed' ? 'fg.error' : 'fg.muted'}>
                    {stateText(project, download)}
                  </Text>
                  {download?.status === 'saving' && <SavingProgress done={download.done} total={download.total} label={`Saving ${project.name} for offline use`} />}
                </Box>
                <Button size="sm" variant="outline" onClick={() => owner && void removeKeptProject(owner, project.code)} aria-label={`Remove ${project.name} from offline use`}>
                  Remove
                </Button>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
