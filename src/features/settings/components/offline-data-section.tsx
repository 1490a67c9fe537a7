import { Skeleton } from '@chakra-ui/react';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { SettingsSection } from './settings-section';

// Its stores (the outbox, the kept projects, the drafts and files) load once the page shows.
const loadOfflineDataDetails = () => import('./offline-data-details');

/** The data this device keeps for the portal (docs/offline.md, "What is kept on the device"). */
export function OfflineDataSection() {
  const loaded = useLoadedAfterRender(loadOfflineDataDetails);
  return (
    <SettingsSection
      title="Offline data"
      description="Lists, projects kept offline, drafts, photos waiting to upload and reports kept on this device so the portal works without a connection."
    >
      {loaded ? <loaded.OfflineDataDetails /> : <Skeleton height="24" />}
    </SettingsSection>
  );
}
