import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { RoutePage } from '../route-page';

/** `/settings` (any signed-in user). */
export function SettingsPage() {
  return (
    <RoutePage pathKey="settings">
      <SettingsScreen />
    </RoutePage>
  );
}
