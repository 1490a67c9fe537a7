import { Badge, Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuCloudOff, LuRefreshCw } from 'react-icons/lu';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { useOnline } from '@/lib/query/online';
import { HEADER_CONTROL_SIZE } from './control-size';
import { waitingText } from './waiting-text';

const WaitingChangesPanel = lazy(() => import('./waiting-changes-panel').then((module) => ({ default: module.WaitingChangesPanel })));

/**
 * The navigation bar's offline badge and, while writes are queued, the "N changes waiting to sync"
 * button that opens their list (waiting, refused with the server's reason, or failed). Both stay
 * in the bar at every width; below sm they shrink to an icon and a count, so the bar fits 320 px.
 */
export function SyncStatus() {
  const online = useOnline();
  const changes = useWaitingChanges();
  const [open, setOpen] = useState(false);
  const needsAttention = changes.some((change) => change.state !== 'waiting');

  return (
    <>
      {!online && (
        <Badge colorPalette="orange" variant="solid" size="md" gap="1" flexShrink={0} role="status" aria-live="polite">
          <LuCloudOff aria-hidden="true" />
          <Box as="span" srOnly={{ base: true, sm: false }}>
            Offline
          </Box>
        </Badge>
      )}
      {changes.length > 0 && (
        <Button
          size={{ base: HEADER_CONTROL_SIZE.base, md: 'xs' }}
          px={{ base: '2', md: undefined }}
          gap="1"
          flexShrink={0}
          // The same name at every width; below sm it shows only the count, a part of the name.
          aria-label={waitingText(changes.length)}
          variant={needsAttention ? 'solid' : 'outline'}
          colorPalette={needsAttention ? 'red' : 'gray'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <LuRefreshCw aria-hidden="true" />
          <Box as="span" hideFrom="sm">
            {changes.length}
          </Box>
          <Box as="span" hideBelow="sm">
            {waitingText(changes.length)}
          </Box>
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
