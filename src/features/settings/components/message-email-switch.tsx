import { chakra, Stack, Text } from '@chakra-ui/react';
import { useProfile, useSetNotificationPrefs } from '@/lib/api/profile/profile';

export const MESSAGE_EMAIL_LABEL = 'E-mail me about new messages';

/**
 * The user's preference for an e-mail on each new message (profiles.notification_prefs), saved at
 * once; on the settings page and in the mailboxes.
 */
export function MessageEmailSwitch() {
  const profile = useProfile();
  const save = useSetNotificationPrefs();
  if (!profile.data) return null;
  const current = profile.data;
  const on = save.isPending ? (save.variables.prefs.message_email ?? false) : current.notification_prefs.message_email;
  return (
    <Stack gap="1">
      <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ prefs: { message_email: event.currentTarget.checked }, version: current.version })}
        />
        <Text as="span">{MESSAGE_EMAIL_LABEL}</Text>
      </chakra.label>
      {save.isError && (
        <Text role="alert" fontSize="sm" color="fg.error">
          Could not save your e-mail preference: {save.error.message}
        </Text>
      )}
    </Stack>
  );
}
