import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useKeptProjects } from '@/lib/offline/kept-projects';
import { formatFileSize } from '@/shared/format/file-size';
import { SavingProgress } from './saving-progress';

const projectsText = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

/**
 * The staff home's compact line about the projects kept offline (docs/offline.md, "Projects kept
 * on the device"): "Saving 3 of 7 projects for offline use…" while they download, then how many
 * are kept and how much they take, with a link to Settings where they are listed.
 */
export function KeptProjectsSummary({ settingsHref }: { settingsHref: string }) {
  const { loaded, projects, batch, downloads } = useKeptProjects();
  if (!loaded || (projects.length === 0 && !batch)) return null;
  const failed = Object.values(downloads).filter((download) => download.status === 'failed').length;
  const saved = projects.filter((project) => project.savedAt !== null);
  const bytes = saved.reduce((sum, project) => sum + project.bytes, 0);
  return (
    <Stack gap="1" aria-label="Projects kept offline" as="section">
      <Text fontSize="sm" color="fg.muted" role="status">
        {batch
          ? `Saving ${Math.min(batch.done + 1, batch.total)} of ${projectsText(batch.total)} for offline use…`
          : `${projectsText(saved.length)} available offline · ${formatFileSize(bytes)} on this device${failed ? ` · ${failed} could not be saved` : ''}. `}
        {!batch && (
          <Link asChild color="fg" textDecoration="underline">
            <RouterLink to={settingsHref}>Manage in Settings</RouterLink>
          </Link>
        )}
      </Text>
      {batch && <SavingProgress done={batch.done} total={batch.total} label="Saving projects for offline use" />}
    </Stack>
  );
}
