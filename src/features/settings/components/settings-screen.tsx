import { Stack } from '@chakra-ui/react';
import { BusinessSettingsSection } from './business-settings-section';
import { CalendarSection } from './calendar-section';
import { NotificationsSection } from './notifications-section';
import { OfflineDataSection } from './offline-data-section';
import { PasswordSection, type PasswordForm } from './password-section';
import { ProfileSection } from './profile-section';
import { PushSection } from './push-section';
import { ThemeSection } from './theme-section';

/** `/settings` (everyone signed in): profile, password, notification e-mails, theme, the data kept offline, and for an Admin the business settings. */
export function SettingsScreen({ passwordForm }: { passwordForm: PasswordForm }) {
  return (
    <Stack gap="6" maxW="3xl">
      <ProfileSection />
      <PasswordSection form={passwordForm} />
      <NotificationsSection />
      <CalendarSection />
      <PushSection />
      <ThemeSection />
      <OfflineDataSection />
      <BusinessSettingsSection />
    </Stack>
  );
}
