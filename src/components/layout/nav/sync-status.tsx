import { Badge, Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuCloudOff, LuRefreshCw } from 'react-icons/lu';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { useOnline } from '@/lib/query/online';
import { waitingText } from './waiting-text';

const WaitingChangesPanel = lazy(() => import('./waiting-changes-panel').then((module) => ({ default: module.WaitingChangesPanel })));

/**
 * The navigation bar's offline badge and, while writes are queued, the "N changes waiting to sync"
 * button that opens their list (waiting, refused with the server's reason, or failed).
 */
export function SyncStatus() {
  const online = useOnline();
  const changes = useWaitingChanges();
  const [open, setOpen] = useState(false);
  const needsAttention = changes.some((change) => change.state !== 'waiting');

  return (
    <>
      {!online && (
        <Badge colorPalette="orange" variant="solid" size="md" gap="1" role="status" aria-live="polite">
          <LuCloudOff aria-hidden="true" />
          Offline
        </Badge>
      )}
      {changes.length > 0 && (
        <Button
          size="xs"
          variant={needsAttention ? 'solid' : 'outline'}
          colorPalette={needsAttention ? 'red' : 'gray'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <LuRefreshCw aria-hidden="true" />
          {waitingText(changes.length)}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WaitingChangesPanel changes={changes} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
