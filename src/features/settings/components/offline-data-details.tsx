import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { KeptProjectsList } from '@/components/offline/kept-projects-list';
import { FormError } from '@/components/ui/form-error';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useAuth } from '@/lib/auth/use-auth';
import { clearOfflineData, estimateOfflineStorage } from '@/lib/offline/offline-data';
import { onPersistentStorageAnswer, persistentStorageState, type PersistentStorageState } from '@/lib/offline/persistent-storage';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { formatFileSize } from '@/shared/format/file-size';

const storageKey = ['offline-storage-estimate'] as const;

const projectHref = (code: string) => `/projects/${encodeURIComponent(code)}`;

const PERSISTENT_TEXT: Record<PersistentStorageState, string> = {
  granted: 'Persistent storage: granted. The browser keeps this data until you clear it.',
  'not-granted': 'Persistent storage: not granted. The browser may delete this data when the device runs short of space.',
  unsupported: 'Persistent storage: this browser does not say whether it keeps this data.',
};

/** Whether the browser promised to keep the site's storage (persistent-storage.ts), and its later answer. */
function usePersistentStorageState(): PersistentStorageState | null {
  const [state, setState] = useState<PersistentStorageState | null>(null);
  useEffect(() => {
    let live = true;
    void persistentStorageState().then((answer) => live && setState(answer));
    const stop = onPersistentStorageAnswer(setState);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}

/**
 * How much this browser keeps for the portal, whether it may delete it (persistent storage), the
 * projects kept offline (each removable), and a way to delete this user's offline data.
 */
export function OfflineDataDetails() {
  const client = useQueryClient();
  const { user } = useAuth();
  const waiting = useWaitingChanges().length;
  const persistent = usePersistentStorageState();
  const estimate = useQuery({ queryKey: storageKey, queryFn: estimateOfflineStorage, networkMode: 'always' });
  const clear = useApiMutation({
    mutationFn: () => clearOfflineData(client, user!.id),
    networkMode: 'always',
    meta: { silent: true, successMessage: 'Offline data cleared' },
    invalidates: () => [storageKey],
  });

  const used = estimate.data ? formatFileSize(estimate.data.usedBytes) : null;
  return (
    <Stack gap="3" align="start">
      <Text>
        {estimate.isPending
          ? 'Measuring…'
          : used
            ? `Used on this device: ${used}${estimate.data?.quotaBytes ? ` of ${formatFileSize(estimate.data.quotaBytes)} available` : ''}.`
            : 'This browser does not say how much it keeps.'}
      </Text>
      {persistent && <Text>{PERSISTENT_TEXT[persistent]}</Text>}
      <KeptProjectsList projectHref={projectHref} />
      {waiting > 0 && (
        <Text role="status">
          {waiting === 1 ? '1 change is' : `${waiting} changes are`} waiting to sync: offline data can be cleared once nothing is waiting.
        </Text>
      )}
      <Button variant="outline" colorPalette="red" disabled={waiting > 0 || !user} loading={clear.isPending} onClick={() => clear.mutate()}>
        Clear offline data
      </Button>
      <FormError message={clear.error?.message} />
    </Stack>
  );
}
