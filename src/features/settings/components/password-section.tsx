import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { SettingsSection } from './settings-section';

// The form (and its password fields) loads with the page's data, not before the page shows: it
// keeps /settings within the route budget of issue 12.
const UpdatePasswordForm = lazy(() =>
  import('@/features/auth/components/update-password-form').then((module) => ({ default: module.UpdatePasswordForm })),
);

/** Room for the form's two fields and its button while it loads (no layout shift). */
function PasswordFormPlaceholder() {
  return (
    <Stack gap="4" role="status" aria-label="Loading the password form">
      <Skeleton height="16" />
      <Skeleton height="16" />
      <Skeleton height="10" width="40" />
    </Stack>
  );
}

/** Change the password through the auth service (the same form and messages as after a recovery link). */
export function PasswordSection() {
  // "Continue" after a change starts a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection title="Password" description="Choose a new password for signing in. Other devices stay signed in until their session ends.">
      <Suspense fallback={<PasswordFormPlaceholder />}>
        <UpdatePasswordForm key={round} onDone={() => setRound((value) => value + 1)} />
      </Suspense>
    </SettingsSection>
  );
}
