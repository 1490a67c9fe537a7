import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { clearOfflineData, estimateOfflineStorage } from '@/lib/offline/offline-data';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { formatFileSize } from '@/shared/format/file-size';
import { SettingsSection } from './settings-section';

const storageKey = ['offline-storage-estimate'] as const;

/** How much this browser keeps for the portal, and a way to delete this user's offline data. */
export function OfflineDataSection() {
  const client = useQueryClient();
  const { user } = useAuth();
  const waiting = useWaitingChanges().length;
  const estimate = useQuery({ queryKey: storageKey, queryFn: estimateOfflineStorage, networkMode: 'always' });
  const clear = useMutation({
    mutationFn: () => clearOfflineData(client, user!.id),
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: () => {
      notify({ variant: 'success', title: 'Offline data cleared' });
      void client.invalidateQueries({ queryKey: storageKey });
    },
  });

  const used = estimate.data ? formatFileSize(estimate.data.usedBytes) : null;
  return (
    <SettingsSection
      title="Offline data"
      description="Lists, drafts, photos waiting to upload and reports kept on this device so the portal works without a connection."
    >
      <Stack gap="3" align="start">
        <Text>
          {estimate.isPending
            ? 'Measuring…'
            : used
              ? `Used on this device: ${used}${estimate.data?.quotaBytes ? ` of ${formatFileSize(estimate.data.quotaBytes)} available` : ''}.`
              : 'This browser does not say how much it keeps.'}
        </Text>
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
    </SettingsSection>
  );
}
