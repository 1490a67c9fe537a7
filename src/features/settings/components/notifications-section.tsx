import { Skeleton } from '@chakra-ui/react';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { SettingsSection } from './settings-section';

// Below the fold: the switch (and its state machine) loads once the page shows (the route
// budget of docs/performance.md); the section's heading and text are there from the start.
const loadMessageEmailSwitch = () => import('./message-email-switch');

/** Which e-mails the portal sends this user (the rest, such as receipts and invoices, always go). */
export function NotificationsSection() {
  const loaded = useLoadedAfterRender(loadMessageEmailSwitch);
  return (
    <SettingsSection title="Notifications" description="E-mails about activity in the portal. Receipts, reports and invoices are always e-mailed.">
      {loaded ? <loaded.MessageEmailSwitch /> : <Skeleton height="6" width="64" />}
    </SettingsSection>
  );
}
