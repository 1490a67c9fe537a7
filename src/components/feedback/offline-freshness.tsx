import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/query/online';
import { formatTimeAgo } from '@/shared/format/date';

/** Refresh "N min ago" this often. */
const TICK_MS = 30_000;

/**
 * Under a persisted list while offline (docs/offline.md, Data offline): "Offline · Updated 5 min ago", from the query's
 * `dataUpdatedAt`, instead of a spinner. Nothing while online.
 */
export function OfflineFreshness({ updatedAt }: { updatedAt: number | undefined }) {
  const online = useOnline();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (online) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online]);
  if (online || !updatedAt) return null;
  return (
    <Text fontSize="xs" color="fg.muted" role="status">
      Offline · Updated {formatTimeAgo(updatedAt, now)}
    </Text>
  );
}
