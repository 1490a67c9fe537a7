import { Skeleton } from '@chakra-ui/react';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { SettingsSection } from './settings-section';

// Below the fold, like the e-mail switch: the controls load once the page shows (docs/performance.md).
const loadPushSettings = () => import('./push-settings');

/** Web Push on this user's devices (docs/architecture.md, "Push notifications"). */
export function PushSection() {
  const loaded = useLoadedAfterRender(loadPushSettings);
  return (
    <SettingsSection title="Push notifications" description="Notifications on your phone or computer, even when the portal is closed. Turn them on for each device.">
      {loaded ? <loaded.PushSettings /> : <Skeleton height="10" width="64" />}
    </SettingsSection>
  );
}
