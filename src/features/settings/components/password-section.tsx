import { useState } from 'react';
import { UpdatePasswordForm } from '@/features/auth/components/update-password-form';
import { SettingsSection } from './settings-section';

/** Change the password through the auth service (the same form and messages as after a recovery link). */
export function PasswordSection() {
  // "Continue" after a change starts a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection title="Password" description="Choose a new password for signing in. Other devices stay signed in until their session ends.">
      <UpdatePasswordForm key={round} onDone={() => setRound((value) => value + 1)} />
    </SettingsSection>
  );
}
