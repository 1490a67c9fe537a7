import { Stack } from '@chakra-ui/react';
import { NotificationsSection } from './notifications-section';
import { OfflineDataSection } from './offline-data-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { ThemeSection } from './theme-section';

/** `/settings` (everyone signed in): profile, password, notification e-mails, theme and the data kept offline. */
export function SettingsScreen() {
  return (
    <Stack gap="6" maxW="3xl">
      <ProfileSection />
      <PasswordSection />
      <NotificationsSection />
      <ThemeSection />
      <OfflineDataSection />
    </Stack>
  );
}
