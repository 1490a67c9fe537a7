import { MessageEmailSwitch } from './message-email-switch';
import { SettingsSection } from './settings-section';

/** Which e-mails the portal sends this user (the rest, such as receipts and invoices, always go). */
export function NotificationsSection() {
  return (
    <SettingsSection title="Notifications" description="E-mails about activity in the portal. Receipts, reports and invoices are always e-mailed.">
      <MessageEmailSwitch />
    </SettingsSection>
  );
}
