import { UpdatePasswordForm } from '@/features/auth/components/update-password-form';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { RoutePage } from '../route-page';

const passwordForm = (onDone: () => void) => <UpdatePasswordForm onDone={onDone} />;

/** `/settings` (any signed-in user); the password form is the auth feature's. */
export function SettingsPage() {
  return (
    <RoutePage pathKey="settings">
      <SettingsScreen passwordForm={passwordForm} />
    </RoutePage>
  );
}
