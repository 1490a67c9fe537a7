import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCloudDownload, LuCircleCheck } from 'react-icons/lu';
import { useKeptProject } from '@/lib/offline/kept-projects';
import { useOnline } from '@/lib/query/online';
import { formatFileSize } from '@/shared/format/file-size';
import { SavingProgress } from './saving-progress';

/**
 * The project page's "Make available offline" (docs/offline.md, "Projects kept on the device"):
 * keeps the project with every tab and its photos on this device; once kept, "Available offline ·
 * 1.2 MB" with Remove, and the progress while it downloads.
 */
export function KeepOfflineButton({ code, name }: { code: string; name: string }) {
  const { loaded, kept, download, keep, remove } = useKeptProject(code);
  const online = useOnline();
  if (!loaded) return null;
  const removeButton = (
    <Button size="xs" variant="ghost" onClick={() => void remove()} aria-label={`Remove ${name} from offline use`}>
      Remove
    </Button>
  );

  if (!kept) {
    return (
      <Stack gap="1" align={{ base: 'stretch', sm: 'end' }}>
        <Button size="sm" variant="outline" onClick={() => void keep(name)} disabled={!online}>
          <LuCloudDownload aria-hidden /> Make available offline
        </Button>
        {!online && (
          <Text fontSize="xs" color="fg.muted">
            Connect to save this project for offline use.
          </Text>
        )}
      </Stack>
    );
  }

  if (download?.status === 'queued' || download?.status === 'saving') {
    const done = download.status === 'saving' ? download.done : 0;
    const total = download.status === 'saving' ? download.total : 1;
    const text = download.status === 'queued' ? 'Waiting to save for offline use…' : `Saving for offline use… ${done} of ${total}`;
    return (
      <Stack gap="1" minW={{ base: 'full', sm: '15rem' }}>
        <HStack gap="2" justify="space-between">
          <Text fontSize="sm" role="status">
            {text}
          </Text>
          {removeButton}
        </HStack>
        <SavingProgress done={done} total={total} label={`Saving ${name} for offline use`} />
      </Stack>
    );
  }

  if (download?.status === 'failed') {
    return (
      <Stack gap="1" align={{ base: 'stretch', sm: 'end' }}>
        <Text fontSize="sm" color="fg.error" role="alert">
          Could not save for offline use: {download.error}
        </Text>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => void keep(name)} disabled={!online}>
            Try again
          </Button>
          {removeButton}
        </HStack>
      </Stack>
    );
  }

  return (
    <HStack gap="1" wrap="wrap">
      <Text fontSize="sm" role="status" display="inline-flex" alignItems="center" gap="1" color="green.fg">
        <LuCircleCheck aria-hidden />
        {kept.savedAt === null ? 'Kept offline' : `Available offline · ${formatFileSize(kept.bytes)}`}
      </Text>
      {removeButton}
    </HStack>
  );
}
