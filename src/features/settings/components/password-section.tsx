import { Fragment, useState, type ReactNode } from 'react';
import { SettingsSection } from './settings-section';

/** The password form, given by the route (the auth feature's, as after a recovery link). */
export type PasswordForm = (onDone: () => void) => ReactNode;

/** Change the password through the auth service (the same form and messages as after a recovery link). */
export function PasswordSection({ form }: { form: PasswordForm }) {
  // "Continue" after a change starts a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection title="Password" description="Choose a new password for signing in. Other devices stay signed in until their session ends.">
      <Fragment key={round}>{form(() => setRound((value) => value + 1))}</Fragment>
    </SettingsSection>
  );
}
